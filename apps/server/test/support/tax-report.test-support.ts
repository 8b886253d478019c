import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '#src/platform/database/client';
import { donationAcknowledgements, requests, type UserRow } from '#src/platform/database/schema';
import type { TestApp } from '../setup/test-app';
import { approvedDelivery, deliveryClient, payInvoice, type ApprovedDeliveryOptions } from './delivery.test-support';

/**
 * A donation taken through approval, payment and the nonprofit's confirmation over the API, then
 * dated `receivedAt` (its acknowledgement too), as if confirmed then.
 */
export async function completedDonation(
  t: TestApp,
  donor: UserRow,
  nonprofit: UserRow,
  receivedAt: Date,
  options: ApprovedDeliveryOptions & { eventId?: number } = {},
): Promise<number> {
  const { requestId, invoice } = await approvedDelivery(t, donor, nonprofit, options);
  if (options.eventId)
    await t.ctx.db.update(requests).set({ eventId: options.eventId }).where(eq(requests.id, requestId));
  await payInvoice(t, nonprofit, invoice.id);
  const confirmed = await deliveryClient(t).confirm(nonprofit, requestId, 'status=received');
  expect(confirmed.statusCode).toBe(200);
  await dateReceipt(t.ctx.db, requestId, receivedAt);
  return requestId;
}

export async function dateReceipt(db: Database, requestId: number, receivedAt: Date): Promise<void> {
  await db
    .update(requests)
    .set({ deliveryConfirmedAt: receivedAt, completedAt: receivedAt })
    .where(eq(requests.id, requestId));
  await db
    .update(donationAcknowledgements)
    .set({ receivedAt })
    .where(eq(donationAcknowledgements.requestId, requestId));
}
