import { adminAnalyticsQuerySchema, adminAnalyticsResponseSchema } from '@app/shared';
import { errorResponses } from '#src/platform/http/error-responses';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { requireAdmin } from '../admin.policy';
import { comprehensiveAnalytics } from './admin-analytics.service';

/** The admin console's analytics tab; the public impact page reads GET /api/impact instead. */
export const adminAnalyticsRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/admin/analytics/comprehensive',
    {
      schema: {
        tags: ['admin'],
        security: [{ session: [] }],
        summary:
          'Platform analytics over the last `days` (7, 30 or 90; default 30): users, items, requests with approval_rate, payments in cents, platform health, delivery, emails, top states, and a daily series in `tz`',
        querystring: adminAnalyticsQuerySchema,
        response: { 200: adminAnalyticsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return comprehensiveAnalytics(ctx.db, request.query);
    },
  );
};
