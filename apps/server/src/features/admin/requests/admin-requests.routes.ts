import {
  adminRequestDetailsSchema,
  adminRequestsPageResponseSchema,
  adminRequestsQuerySchema,
  adminRequestUpdateResponseSchema,
  adminRequestUpdateSchema,
  errorResponseSchema,
  idParamSchema,
} from '@app/shared';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { requireAdmin } from '../admin.policy';
import { requestDetailsForAdmin } from './admin-request-details.service';
import { updateRequestAsAdmin } from './admin-request-update.service';
import { listRequestsPage } from './admin-requests-list.service';

const denied = { 401: errorResponseSchema, 403: errorResponseSchema };

/** The admin console's requests tab (docs/product.md, Admin console). */
export const adminRequestsRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/admin/requests/all',
    {
      schema: {
        tags: ['admin'],
        security: [{ session: [] }],
        summary:
          'Requests, one page at a time: filter by status or account, search item, event, nonprofit or donor; expiring=true lists pending requests due within 48 hours',
        querystring: adminRequestsQuerySchema,
        response: { 200: adminRequestsPageResponseSchema, 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listRequestsPage(ctx.db, request.query);
    },
  );

  app.get(
    '/admin/requests/:id/details',
    {
      schema: {
        tags: ['admin'],
        security: [{ session: [] }],
        summary:
          'One request: addresses, invoice, emails, the actions the admin may take, and its history (lifecycle, tokens, invoices, emails, admin edits)',
        params: idParamSchema,
        response: { 200: adminRequestDetailsSchema, 400: errorResponseSchema, ...denied, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return requestDetailsForAdmin(ctx.db, admin.id, request.params.id);
    },
  );

  app.put(
    '/admin/requests/:id/update',
    {
      schema: {
        tags: ['admin'],
        security: [{ session: [] }],
        summary:
          'Set a request pending, approved, declined or completed through its lifecycle, change its value or quantity while unpaid, or note it; audited',
        params: idParamSchema,
        body: adminRequestUpdateSchema,
        response: {
          200: adminRequestUpdateResponseSchema,
          400: errorResponseSchema,
          ...denied,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return updateRequestAsAdmin(ctx, admin, request.params.id, request.body);
    },
  );
};
