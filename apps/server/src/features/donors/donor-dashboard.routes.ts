import { donorDashboardSchema, errorResponseSchema, rowIdSchema } from '@app/shared';
import { z } from 'zod';
import { requireAccountOrAdmin } from '#src/platform/auth/account-guards';
import { readFor } from '#src/platform/database/read-routing';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { getDonorDashboard } from './donor-dashboard.service';

const donorIdParams = z.object({ donor_id: rowIdSchema });

export const donorDashboardRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/dashboard/donor/:donor_id/detailed',
    {
      schema: {
        tags: ['donor dashboard'],
        summary:
          "A donor's listings (every status, newest first, bounded), requests for its items (newest 200), overview figures and impact",
        security: [{ session: [] }],
        params: donorIdParams,
        response: {
          200: donorDashboardSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const viewer = requireAccountOrAdmin(request, request.params.donor_id, 'donor');
      // An admin sees the actions an admin may take (none the table offers yet), never the donor's.
      const kind = viewer.role === 'admin' ? 'admin' : 'donor';
      return readFor(ctx, request, ({ db }) => getDonorDashboard(db, request.params.donor_id, { kind, id: viewer.id }));
    },
  );
};
