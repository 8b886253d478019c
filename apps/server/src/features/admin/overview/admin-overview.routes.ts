import { adminOverviewQuerySchema, adminOverviewResponseSchema, errorResponseSchema } from '@app/shared';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { requireAdmin } from '../admin.policy';
import { getOverview } from './admin-overview.service';

/** The admin console's Overview tab: what needs attention now, then the headline figures. */
export const adminOverviewRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/admin/overview',
    {
      schema: {
        tags: ['admin'],
        security: [{ session: [] }],
        summary:
          'What needs attention now (each kind with its count, oldest waiting and the tab that fixes it), then headline figures',
        querystring: adminOverviewQuerySchema,
        response: {
          200: adminOverviewResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      requireAdmin(request);
      return getOverview(ctx.db, request.query.tz);
    },
  );
};
