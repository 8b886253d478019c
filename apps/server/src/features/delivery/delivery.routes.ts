import {
  confirmDeliveryBodySchema,
  confirmDeliveryQuerySchema,
  confirmDeliveryResponseSchema,
  deliveryMethodSchema,
  donorDeliveryResponseSchema,
  markSentSchema,
  MAX_ROW_ID,
  nonprofitIdOptionalQuerySchema,
  nonprofitDeliveryResponseSchema,
  pendingDeliveriesResponseSchema,
  rowIdSchema,
  userIdQuerySchema,
} from '@app/shared';
import { z } from 'zod';
import { requireSelfOrAdmin, requireUser } from '#src/platform/auth/guards';
import { errorResponses } from '#src/platform/http/error-responses';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { confirmDelivery } from './delivery-confirm.service';
import { setDeliveryMethod } from './delivery-method.service';
import { listPendingDeliveries } from './delivery-pending.service';
import { coordinatePickup } from './delivery-pickup.service';
import { markSent } from './delivery-sent.service';
import { requireDeliveryDonor, requireDeliveryNonprofit } from './delivery.policy';

const tags = ['delivery'];
const security = [{ session: [] }];
const requestIdParams = z.object({ request_id: rowIdSchema });
// Not coerced: a link whose id is not a number gets the "not found" sentence, not a 400 (docs/product.md, Delivery).
const confirmParams = z.object({ request_id: z.string() });
// Likewise a link without a status gets the "invalid link" sentence.
const confirmQuery = confirmDeliveryQuerySchema.partial({ status: true });
const donorIdQuery = z.object({ donor_id: rowIdSchema.optional() });

export const deliveryRoutes: FeatureRoutes = (app, ctx) => {
  app.post(
    '/requests/:request_id/delivery-method',
    {
      schema: {
        tags,
        summary:
          "The nonprofit chooses shipping, pickup or virtual delivery among the item's options; the unpaid invoice follows",
        security,
        params: requestIdParams,
        querystring: nonprofitIdOptionalQuerySchema,
        body: deliveryMethodSchema,
        response: { 200: nonprofitDeliveryResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const nonprofit = requireDeliveryNonprofit(request, request.query.nonprofit_id);
      return setDeliveryMethod(ctx, nonprofit.id, request.params.request_id, request.body.delivery_method);
    },
  );

  app.post(
    '/requests/:request_id/coordinate-pickup',
    {
      schema: {
        tags,
        summary:
          'Emails the pickup address and both contacts to the donor and the nonprofit, once the invoice is paid (400 before). No body needed.',
        security,
        params: requestIdParams,
        querystring: nonprofitIdOptionalQuerySchema,
        response: { 200: nonprofitDeliveryResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const nonprofit = requireDeliveryNonprofit(request, request.query.nonprofit_id);
      return coordinatePickup(ctx, nonprofit.id, request.params.request_id);
    },
  );

  app.post(
    '/requests/:request_id/mark-sent',
    {
      schema: {
        tags,
        summary:
          'The donor marks a paid request sent (optional tracking number); the nonprofit is emailed signed confirmation links',
        security,
        params: requestIdParams,
        querystring: donorIdQuery,
        body: markSentSchema,
        response: { 200: donorDeliveryResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const donor = requireDeliveryDonor(request, request.query.donor_id);
      return markSent(ctx, donor.id, request.params.request_id, request.body.tracking_number);
    },
  );

  app.post(
    '/confirm-delivery/:request_id',
    {
      schema: {
        tags,
        summary:
          "Confirms delivery received or not received: with the emailed link's token anyone may, without it only the owning nonprofit. The nonprofit signed in may sign the acknowledgement in the same step (body.signature)",
        params: confirmParams,
        querystring: confirmQuery,
        body: confirmDeliveryBodySchema,
        response: { 200: confirmDeliveryResponseSchema, ...errorResponses(400, 401, 403, 404, 410) },
      },
    },
    async (request) => {
      const raw = request.params.request_id;
      const requestId = /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= MAX_ROW_ID ? Number(raw) : null;
      const caller = { user: request.user ?? null, token: request.query.token || null };
      return confirmDelivery(ctx, caller, requestId, request.query.status ?? '', request.body?.signature);
    },
  );

  app.get(
    '/pending-delivery-coordinations',
    {
      schema: {
        tags,
        summary: "Approved requests whose delivery is not finished, for the nonprofit's or donor's banner",
        security,
        querystring: userIdQuerySchema,
        response: { 200: pendingDeliveriesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      // One's own list, or anyone's for an admin.
      const userId = request.query.user_id ?? requireUser(request).id;
      requireSelfOrAdmin(request, userId);
      return listPendingDeliveries(ctx.db, userId);
    },
  );
};
