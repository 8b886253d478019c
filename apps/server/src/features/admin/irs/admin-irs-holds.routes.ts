import {
  adminIrsHoldLiftResponseSchema,
  adminIrsHoldLiftSchema,
  adminIrsHoldsQuerySchema,
  adminIrsHoldsResponseSchema,
  errorResponseSchema,
  idParamSchema,
} from '@app/shared';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { requireAdmin } from '../admin.policy';
import { holdsOfNonprofit, liftHoldAsAdmin } from './admin-irs-holds.service';

const tags = ['admin'];
const security = [{ session: [] }];
const denied = { 401: errorResponseSchema, 403: errorResponseSchema };

/** IRS holds in the admin console: a nonprofit's holds (its account), and lifting one. */
export const adminIrsHoldsRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/admin/irs/holds',
    {
      schema: {
        tags,
        security,
        summary: "A nonprofit's IRS holds, open or lifted, newest first",
        querystring: adminIrsHoldsQuerySchema,
        response: { 200: adminIrsHoldsResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...denied },
      },
    },
    async (request) => {
      requireAdmin(request);
      return holdsOfNonprofit(ctx.db, request.query.nonprofit_id);
    },
  );

  app.post(
    '/admin/irs/holds/:id/lift',
    {
      schema: {
        tags,
        security,
        summary:
          "Lift an IRS hold with a reason: the nonprofit's requests move forward again and pending ones get back the time they were paused",
        params: idParamSchema,
        body: adminIrsHoldLiftSchema,
        response: {
          200: adminIrsHoldLiftResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          ...denied,
        },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return liftHoldAsAdmin(ctx, admin, request.params.id, request.body.reason);
    },
  );
};
