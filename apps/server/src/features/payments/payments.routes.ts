import {
  checkoutStartedSchema,
  checkoutStatusParamsSchema,
  checkoutStatusSchema,
  idempotencyHeadersSchema,
  stripePaymentStatusParamsSchema,
  tokenBundlesResponseSchema,
  tokenPurchaseSchema,
} from '@app/shared';
import { requireUser } from '#src/platform/auth/guards';
import { errorResponses } from '#src/platform/http/error-responses';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { idempotent } from '#src/platform/http/idempotency';
import { getCheckoutStatus } from './checkout-status.service';
import { requirePurchasingNonprofit } from './payments.policy';
import { sandboxCheckoutApiRoutes } from './sandbox-checkout.routes';
import { listTokenBundles, startTokenPurchase } from './token-purchase.service';
import { webhookRoutes } from './webhook.routes';

const tags = ['payments'];
const security = [{ session: [] }];

/** Token bundles and purchase, checkout status, the webhook and the sandbox's pay call. */
export const paymentRoutes: FeatureRoutes = async (app, ctx) => {
  app.get(
    '/token-bundles',
    {
      schema: {
        tags,
        summary:
          'Token bundles keyed by name (starter, small, medium, large): tokens, price and final price in dollars and cents, discount, popular',
        response: { 200: tokenBundlesResponseSchema },
      },
    },
    async () => listTokenBundles(),
  );

  app.post(
    '/stripe-token-purchase',
    {
      schema: {
        tags,
        summary:
          'The signed-in nonprofit opens a card checkout for a token bundle; tokens are credited once the payment is confirmed. origin_url is ignored: return URLs come from PUBLIC_URL',
        security,
        headers: idempotencyHeadersSchema,
        body: tokenPurchaseSchema,
        response: { 200: checkoutStartedSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const nonprofit = requirePurchasingNonprofit(request, request.body.nonprofit_id);
      return idempotent(ctx.db, request, reply, {
        userId: nonprofit.id,
        status: 200,
        run: () => startTokenPurchase(ctx, nonprofit, request.body.bundle_key),
      });
    },
  );

  app.get(
    '/stripe-payment-status/:sessionId',
    {
      schema: {
        tags,
        summary: 'Status of a token purchase checkout; a paid session is fulfilled here if its webhook has not arrived',
        security,
        params: stripePaymentStatusParamsSchema,
        response: { 200: checkoutStatusSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getCheckoutStatus(ctx, requireUser(request), request.params.sessionId, request.log),
  );

  app.get(
    '/payments/checkout/status/:session',
    {
      schema: {
        tags,
        summary:
          'Status of an invoice (or token) checkout; a paid session is fulfilled here if its webhook has not arrived',
        security,
        params: checkoutStatusParamsSchema,
        response: { 200: checkoutStatusSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getCheckoutStatus(ctx, requireUser(request), request.params.session, request.log),
  );

  await webhookRoutes(app, ctx);
  await sandboxCheckoutApiRoutes(app, ctx);
};
