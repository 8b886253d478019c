import {
  adminDeliveryPageSchema,
  adminDeliveryQuerySchema,
  adminDeliveryUpdateResponseSchema,
  adminDeliveryUpdateSchema,
  deliveryRequestParamsSchema,
  errorResponseSchema,
} from '@app/shared';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { requireAdmin } from '../admin.policy';
import { updateDeliveryAsAdmin } from './admin-delivery-update.service';
import { listDeliveries } from './admin-delivery.service';

const tags = ['admin'];
const security = [{ session: [] }];
const denied = { 401: errorResponseSchema, 403: errorResponseSchema };

/** The admin console's Delivery tab: every approved request's delivery, and the admin's coordination fields. */
export const adminDeliveryRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/admin/delivery-coordination',
    {
      schema: {
        tags,
        security,
        summary:
          'Deliveries of approved requests, "not received" first then most recently updated; status (pending, in_transit, delivered, issue) and search filters; figures per status',
        querystring: adminDeliveryQuerySchema,
        response: { 200: adminDeliveryPageSchema, 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listDeliveries(ctx.db, request.query);
    },
  );

  app.put(
    '/admin/delivery-coordination/:request_id',
    {
      schema: {
        tags,
        security,
        summary:
          "Sets an approved request's tracking number, estimated delivery day (not before the approval) and notes; audited",
        params: deliveryRequestParamsSchema,
        body: adminDeliveryUpdateSchema,
        response: {
          200: adminDeliveryUpdateResponseSchema,
          400: errorResponseSchema,
          ...denied,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return updateDeliveryAsAdmin(ctx, admin, request.params.request_id, request.body);
    },
  );
};
