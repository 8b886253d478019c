import {
  errorResponseSchema,
  SANDBOX_CARDS,
  sandboxCheckoutParamsSchema,
  sandboxPayResponseSchema,
  sandboxPaySchema,
} from '@app/shared';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { AppError } from '#src/platform/errors';
import { renderSandboxCheckout, renderSandboxNotFound, SANDBOX_CHECKOUT_CSP } from './sandbox-checkout.page';
import { loadSandboxView, paySandboxCheckout, spacedCard } from './sandbox-checkout.service';

/** POST /api/sandbox-checkout/{id}/pay: the sandbox's card form posts here (no sign-in, like Stripe's page). */
export const sandboxCheckoutApiRoutes: FeatureRoutes = (app, ctx) => {
  // With Stripe taking payments, test cards must buy nothing: the sandbox does not exist.
  if (ctx.config.payments !== 'sandbox') return;
  app.post(
    '/sandbox-checkout/:id/pay',
    {
      schema: {
        tags: ['payments'],
        summary: `Sandbox provider only: pay a sandbox checkout with a test card (${spacedCard(SANDBOX_CARDS.paid)} pays, ${spacedCard(SANDBOX_CARDS.declined)} is declined with 402); 410 once expired`,
        params: sandboxCheckoutParamsSchema,
        body: sandboxPaySchema,
        response: {
          200: sandboxPayResponseSchema,
          400: errorResponseSchema,
          402: errorResponseSchema,
          404: errorResponseSchema,
          410: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await paySandboxCheckout(ctx, request.params.id, request.body, request.log);
      if (result.outcome === 'paid') return { status: 'paid' as const, redirect_url: result.redirectUrl };
      return reply.status(result.outcome === 'declined' ? 402 : 410).send({ detail: result.message });
    },
  );
};

/**
 * GET /sandbox-checkout/{id}: the sandbox's hosted checkout page, outside /api like Stripe's
 * checkout.stripe.com. An explicit route, so the web app's fallback never answers for it.
 */
export const sandboxCheckoutPageRoutes: FeatureRoutes = (app, ctx) => {
  if (ctx.config.payments !== 'sandbox') return;
  app.get(
    '/sandbox-checkout/:id',
    { schema: { hide: true, params: sandboxCheckoutParamsSchema } },
    async (request, reply) => {
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', SANDBOX_CHECKOUT_CSP);
      try {
        return renderSandboxCheckout(await loadSandboxView(ctx, request.params.id, request.log));
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404) {
          return reply.status(404).send(renderSandboxNotFound(ctx.config.publicUrl));
        }
        throw error;
      }
    },
  );
};
