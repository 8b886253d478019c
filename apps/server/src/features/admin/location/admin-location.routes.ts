import { errorResponseSchema, locationAnalyticsQuerySchema, locationAnalyticsResponseSchema } from '@app/shared';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { requireAdmin } from '../admin.policy';
import { getLocationAnalytics } from './admin-location.service';

/** The admin console's Location tab (docs/product.md, Admin console). */
export const adminLocationRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/admin/location-analytics',
    {
      schema: {
        tags: ['admin'],
        security: [{ session: [] }],
        summary:
          'Accounts and listed items by state, coverage of the 50 states and DC, and how many listed items have an approved nonprofit within 5, 25 or 50 miles or only in their state',
        querystring: locationAnalyticsQuerySchema,
        response: {
          200: locationAnalyticsResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      requireAdmin(request);
      return getLocationAnalytics(ctx.db);
    },
  );
};
