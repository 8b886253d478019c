import {
  cancelResponseSchema,
  createBatchResponseSchema,
  createRequestBatchSchema,
  createRequestResponseSchema,
  createRequestSchema,
  idempotencyHeadersSchema,
  nonprofitIdQuerySchema,
  REQUEST_MESSAGES,
  respondQuerySchema,
  respondResponseSchema,
  requestViewSchema,
  rowIdSchema,
} from '@app/shared';
import { z } from 'zod';
import { requireUser } from '#src/platform/auth/guards';
import { errorResponses } from '#src/platform/http/error-responses';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { idempotent } from '#src/platform/http/idempotency';
import { createRequest, createRequestBatch } from './requests-create.service';
import { cancelRequest, respondToRequest } from './requests-decide.service';
import { viewRequest } from './requests-view.service';
import { requireOwningNonprofit, requireRequestingNonprofit, requireRespondingDonor } from './requests.policy';

const tags = ['requests'];
const security = [{ session: [] }];
const requestIdParams = z.object({ request_id: rowIdSchema });

export const requestRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/requests/:request_id',
    {
      schema: {
        tags,
        summary:
          'One request as its nonprofit, its donor or an admin sees it: state, the actions this viewer may take now, the next step, the timeline and each delivery method priced',
        security,
        params: requestIdParams,
        response: { 200: requestViewSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => viewRequest(ctx.db, requireUser(request), request.params.request_id),
  );

  app.post(
    '/requests',
    {
      config: { signInMessage: REQUEST_MESSAGES.notLoggedIn },
      schema: {
        tags,
        summary:
          'An approved nonprofit requests an item; its tokens are taken at once and refunded on decline or expiry',
        security,
        querystring: nonprofitIdQuerySchema,
        headers: idempotencyHeadersSchema,
        body: createRequestSchema,
        response: { 201: createRequestResponseSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const nonprofit = requireRequestingNonprofit(request, request.query.nonprofit_id);
      return idempotent(ctx.db, request, reply, {
        userId: nonprofit.id,
        status: 201,
        run: () => createRequest(ctx, nonprofit.id, request.body),
      });
    },
  );

  app.post(
    '/requests/batch',
    {
      config: { signInMessage: REQUEST_MESSAGES.notLoggedIn },
      schema: {
        tags,
        summary: 'Several items for one event at once (up to max_request_batch_size), all or nothing',
        security,
        querystring: nonprofitIdQuerySchema,
        headers: idempotencyHeadersSchema,
        body: createRequestBatchSchema,
        response: { 201: createBatchResponseSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const nonprofit = requireRequestingNonprofit(request, request.query.nonprofit_id);
      return idempotent(ctx.db, request, reply, {
        userId: nonprofit.id,
        status: 201,
        run: () => createRequestBatch(ctx, nonprofit.id, request.body),
      });
    },
  );

  app.post(
    '/requests/:request_id/respond',
    {
      schema: {
        tags,
        summary:
          'The donor approves or declines a request for its item; also Edit Decision (approved <-> declined). No body.',
        security,
        params: requestIdParams,
        querystring: respondQuerySchema,
        response: { 200: respondResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const donor = requireRespondingDonor(request, request.query.donor_id);
      return respondToRequest(ctx, donor.id, request.params.request_id, request.query.action);
    },
  );

  app.post(
    '/requests/:request_id/cancel',
    {
      schema: {
        tags,
        summary: 'The nonprofit withdraws a pending request; its tokens are refunded. No body.',
        security,
        params: requestIdParams,
        querystring: nonprofitIdQuerySchema,
        response: { 200: cancelResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const nonprofit = requireOwningNonprofit(request, request.query.nonprofit_id);
      return cancelRequest(ctx, nonprofit.id, request.params.request_id);
    },
  );
};
