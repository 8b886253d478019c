import type { Transaction } from '#src/platform/database/client';
import { paymentWebhookEvents } from '#src/platform/database/schema';
import type { ProviderEvent, ProviderName } from '#src/platform/payments/provider';

/**
 * Records a webhook event id inside the caller's transaction; false when it was recorded before.
 * The primary key makes a redelivery a no-op, and two copies racing each other serialize on it:
 * the second waits for the first to commit (then sees the row) or roll back (then takes over).
 */
export async function recordWebhookEvent(tx: Transaction, provider: ProviderName, event: ProviderEvent) {
  const inserted = await tx
    .insert(paymentWebhookEvents)
    .values({ id: event.id, provider, type: event.type, sessionId: event.sessionId })
    .onConflictDoNothing({ target: paymentWebhookEvents.id })
    .returning({ id: paymentWebhookEvents.id });
  return inserted.length > 0;
}
