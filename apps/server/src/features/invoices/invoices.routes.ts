import {
  checkoutStartedSchema,
  errorResponseSchema,
  idempotencyHeadersSchema,
  idParamSchema,
  invoiceCheckoutResponseSchema,
  invoiceCheckoutSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  payInvoiceSchema,
  paymentIdParamsSchema,
} from '@app/shared';
import { requireAccountOrAdmin } from '../../platform/auth/account-guards';
import type { FeatureRoutes } from '../../platform/http/feature';
import { idempotent } from '../../platform/http/idempotency';
import { startInvoiceCheckout } from './invoices-checkout.service';
import { requirePayingNonprofit } from './invoices.policy';
import { listInvoices } from './invoices.service';

const tags = ['payments'];
const security = [{ session: [] }];
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, errorResponseSchema]));

/** Invoices of approved requests: list, checkout for selected requests, Pay Now. */
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
        response: { 200: invoiceListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      requireAccountOrAdmin(request, request.params.id, 'nonprofit');
      return listInvoices(ctx.db, request.params.id, request.query.status);
    },
  );

  app.post(
    '/payments/checkout/session',
    {
      schema: {
        tags,
        summary:
          "One hosted checkout for the invoices of the signed-in nonprofit's approved requests, priced again as of now",
        security,
        headers: idempotencyHeadersSchema,
        body: invoiceCheckoutSchema,
        response: { 200: invoiceCheckoutResponseSchema, ...errors(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const nonprofit = requirePayingNonprofit(request, request.body.metadata?.user_id);
      return idempotent(ctx.db, request, reply, {
        userId: nonprofit.id,
        status: 200,
        run: async () => {
          const session = await startInvoiceCheckout(ctx, nonprofit, { requestIds: request.body.request_ids });
          return {
            url: session.url,
            payment_details: {
              session_id: session.id,
              amount_total: session.amountCents,
              currency: session.currency,
              request_ids: session.requestIds,
              payment_status: session.paymentStatus,
              status: session.status,
            },
          };
        },
      });
    },
  );

  app.post(
    '/payments/:paymentId/pay',
    {
      schema: {
        tags,
        summary:
          'Pay Now for one invoice: a redirect to the hosted checkout. Card fields are refused; cards are entered there.',
        security,
        params: paymentIdParamsSchema,
        headers: idempotencyHeadersSchema,
        body: payInvoiceSchema,
        response: { 200: checkoutStartedSchema, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const nonprofit = requirePayingNonprofit(request, request.body.nonprofit_id);
      return idempotent(ctx.db, request, reply, {
        userId: nonprofit.id,
        status: 200,
        run: async () => {
          const session = await startInvoiceCheckout(ctx, nonprofit, { invoiceId: request.params.paymentId });
          return { url: session.url, session_id: session.id };
        },
      });
    },
  );
};
