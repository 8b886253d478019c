import {
  acknowledgementCorrectionSchema,
  acknowledgementSchema,
  acknowledgementsToSignSchema,
  acknowledgementVersionQuerySchema,
  idParamSchema,
  signatureInputSchema,
} from '@app/shared';
import { requireUser } from '#src/platform/auth/guards';
import { forbidden } from '#src/platform/errors';
import { errorResponses } from '#src/platform/http/error-responses';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { listAcknowledgementsToSign, readAcknowledgement } from './acknowledgements.service';
import { correctAcknowledgement, signAcknowledgement } from './acknowledgements.sign';

const tags = ['delivery'];
const security = [{ session: [] }];

export const acknowledgementRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/requests/:id/acknowledgement',
    {
      schema: {
        tags,
        summary:
          "The nonprofit's acknowledgement of a donation received (no value stated), for the letter: the current version, or an older one with ?version=; 404 before the delivery is confirmed",
        security,
        params: idParamSchema,
        querystring: acknowledgementVersionQuerySchema,
        response: { 200: acknowledgementSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => readAcknowledgement(ctx.db, requireUser(request), request.params.id, request.query.version),
  );

  app.post(
    '/requests/:id/acknowledgement/signature',
    {
      schema: {
        tags,
        summary:
          'The receiving nonprofit signs an acknowledgement awaiting its signature (typed full name and title, authorised); 409 once signed',
        security,
        params: idParamSchema,
        body: signatureInputSchema,
        response: { 200: acknowledgementSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => signAcknowledgement(ctx, requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/requests/:id/acknowledgement/corrections',
    {
      schema: {
        tags,
        summary:
          'The receiving nonprofit corrects a signed acknowledgement: a new signed version supersedes the current one, which stays readable',
        security,
        params: idParamSchema,
        body: acknowledgementCorrectionSchema,
        response: { 200: acknowledgementSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => correctAcknowledgement(ctx, requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/acknowledgements/awaiting-signature',
    {
      schema: {
        tags,
        summary:
          "The signed-in nonprofit's acknowledgements of deliveries confirmed received that nobody has signed yet",
        security,
        response: { 200: acknowledgementsToSignSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (user.role !== 'nonprofit') throw forbidden();
      return listAcknowledgementsToSign(ctx.db, user.id);
    },
  );
};
