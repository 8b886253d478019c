import { errorResponseSchema, idParamSchema, nonprofitDashboardSchema } from '@app/shared';
import { requireAccountOrAdmin } from '#src/platform/auth/account-guards';
import { readFor } from '#src/platform/database/read-routing';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { getNonprofitDashboard } from './nonprofit-dashboard.service';

export const nonprofitDashboardRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/dashboard/nonprofit/:id/detailed',
    {
      schema: {
        tags: ['nonprofit dashboard'],
        summary: "A nonprofit's requests (newest 200), batches, overview figures and impact",
        security: [{ session: [] }],
        params: idParamSchema,
        response: {
          200: nonprofitDashboardSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const viewer = requireAccountOrAdmin(request, request.params.id, 'nonprofit');
      // An admin sees the actions an admin may take (none the table offers yet), never the nonprofit's.
      const kind = viewer.role === 'admin' ? 'admin' : 'nonprofit';
      return readFor(ctx, request, ({ db }) => getNonprofitDashboard(db, request.params.id, { kind, id: viewer.id }));
    },
  );
};
