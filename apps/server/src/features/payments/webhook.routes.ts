import { errorResponseSchema, webhookAckSchema } from '@app/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { handleWebhook } from './webhook.service';

/** Stripe's events are a few KB; a generous cap still stops someone streaming megabytes at us. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /api/payments/webhook. The signature covers the exact bytes sent, so this route alone (an
 * encapsulated plugin) takes every body as a raw Buffer instead of parsed JSON. It is exempt from
 * the CSRF Origin check (platform/http/csrf.ts): the provider, not a browser, calls it.
 */
export const webhookRoutes: FeatureRoutes = async (app, ctx) => {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/payments/webhook',
      {
        schema: {
          tags: ['payments'],
          summary:
            'Payment provider events (checkout.session.completed, async_payment_succeeded/failed, expired), signed over the raw body; unsigned, tampered or stale deliveries get 400',
          response: { 200: webhookAckSchema, 400: errorResponseSchema },
        },
      },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers['stripe-signature'];
        await handleWebhook(ctx, rawBody, typeof header === 'string' ? header : undefined);
        return { received: true as const };
      },
    );
  });
};
