import {
  idempotencyHeadersSchema,
  invoiceCheckoutResponseSchema,
  invoiceCheckoutSchema,
  invoiceCheckoutStartedSchema,
  payInvoiceSchema,
  paymentIdParamsSchema,
} from '@app/shared';
import { errorResponses } from '#src/platform/http/error-responses';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { idempotent } from '#src/platform/http/idempotency';
import { startInvoiceCheckout } from './invoice-checkout.service';
import { requirePayingNonprofit } from './payments.policy';

const tags = ['payments'];
const security = [{ session: [] }];

/** Paying invoices: one checkout for the requests ticked on /payment, or Pay Now for one invoice. */
export const invoiceCheckoutRoutes: FeatureRoutes = (app, ctx) => {
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
        response: { 200: invoiceCheckoutResponseSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const nonprofit = requirePayingNonprofit(request, request.body.metadata?.user_id);
      return idempotent(ctx.db, request, reply, {
        userId: nonprofit.id,
        status: 200,
        run: async () => {
          const { session, lines } = await startInvoiceCheckout(ctx, nonprofit, {
            requestIds: request.body.request_ids,
          });
          return {
            url: session.url,
            payment_details: {
              session_id: session.id,
              amount_total: session.amountCents,
              lines,
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
        response: { 200: invoiceCheckoutStartedSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const nonprofit = requirePayingNonprofit(request, request.body.nonprofit_id);
      return idempotent(ctx.db, request, reply, {
        userId: nonprofit.id,
        status: 200,
        run: async () => {
          const { session, lines } = await startInvoiceCheckout(ctx, nonprofit, {
            invoiceId: request.params.paymentId,
          });
          return { url: session.url, session_id: session.id, amount_total: session.amountCents, lines };
        },
      });
    },
  );
};
