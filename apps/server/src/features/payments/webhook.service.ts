import type { AppContext } from '#src/platform/context';
import type { ProviderEvent } from '#src/platform/payments/provider';
import { recordUnpaidOutcome } from '../checkouts';
import { closeCheckoutInTx } from '../donations';
import { fulfilPaidCheckout } from './fulfilment';

type WebhookContext = Pick<AppContext, 'db' | 'events' | 'payments'>;

/** Acts on one verified event; anything but the four checkout events is acknowledged and ignored. */
async function processEvent(ctx: WebhookContext, event: ProviderEvent): Promise<void> {
  const sessionId = event.sessionId;
  if (!sessionId) return;
  switch (event.type) {
    case 'checkout.session.completed':
      // Completed with a delayed method (bank debit) is not paid yet: async_payment_succeeded follows.
      if (event.paymentStatus === 'paid') await fulfilPaidCheckout(ctx, sessionId, event);
      else await recordUnpaidOutcome(ctx, sessionId, 'awaiting_payment', event);
      return;
    case 'checkout.session.async_payment_succeeded':
      await fulfilPaidCheckout(ctx, sessionId, event);
      return;
    case 'checkout.session.async_payment_failed':
      await recordUnpaidOutcome(ctx, sessionId, 'failed', event, closeCheckoutInTx);
      return;
    case 'checkout.session.expired':
      await recordUnpaidOutcome(ctx, sessionId, 'expired', event, closeCheckoutInTx);
      return;
    default:
      return;
  }
}

/**
 * The one entry for provider notifications: POST /api/payments/webhook and the sandbox's own page
 * both come through here. The signature over the exact raw body is checked first; a missing,
 * tampered or stale one throws a 400 before anything is read or written.
 */
export async function handleWebhook(
  ctx: WebhookContext,
  rawBody: Buffer,
  signatureHeader: string | undefined,
): Promise<void> {
  const event = await ctx.payments.verifyWebhook(rawBody, signatureHeader);
  await processEvent(ctx, event);
}
