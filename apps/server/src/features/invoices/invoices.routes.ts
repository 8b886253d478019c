import { idParamSchema, invoiceListQuerySchema, invoiceListSchema } from '@app/shared';
import { requireAccountOrAdmin } from '#src/platform/auth/account-guards';
import { errorResponses } from '#src/platform/http/error-responses';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { listInvoices } from './invoices.service';

const tags = ['payments'];
const security = [{ session: [] }];

/** Invoices of approved requests: the nonprofit's list (paying them is the payments feature's). */
export const invoiceRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/nonprofit/:id/payments',
    {
      schema: {
        tags,
        summary:
          "A nonprofit's invoices, newest first (at most 200), filtered by status, with totals in cents over all of them",
        security,
        params: idParamSchema,
        querystring: invoiceListQuerySchema,
        response: { 200: invoiceListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireAccountOrAdmin(request, request.params.id, 'nonprofit');
      return listInvoices(ctx.db, request.params.id, request.query.status);
    },
  );
};
