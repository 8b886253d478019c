import { deliveryMethodsOffered, SITE_SETTINGS_DEFAULTS, tokenCost, type GiftUse } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { createEvent } from '../factories/events';
import { confirmReceivedInTx } from '../features/delivery/delivery-confirm.service';
import { setDeliveryMethodInTx } from '../features/delivery/delivery-method.service';
import { isRequestable } from '../features/items';
import { submitRequestsInTx, type RequestLine } from '../features/requests/requests-create.service';
import { cancelRequestInTx, decideRequestInTx, expireRequestInTx } from '../features/requests/requests-decide.service';
import { grantTokens } from '../features/tokens';
import { backdateInvoice, payInvoiceInThePast } from './demo-invoices';
import type { Transaction } from '../platform/database/client';
import {
  acknowledgementVersions,
  donationAcknowledgements,
  requestBatches,
  requests,
  type ItemRow,
  type UserRow,
} from '../platform/database/schema';

export interface DemoActivityInput {
  users: { admin: UserRow; donor: UserRow; nonprofit: UserRow; pending: UserRow };
  items: ItemRow[];
}

const STARTER_TOKENS = 250;
const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

/** Spreads the demo history over past weeks; the deadline follows the creation date. */
async function backdate(
  tx: Transaction,
  requestId: number,
  days: { created: number; approved?: number; declined?: number; cancelled?: number; completed?: number },
) {
  const ago = (value: number | undefined) => (value === undefined ? undefined : daysFromNow(-value));
  const createdAt = daysFromNow(-days.created);
  await tx
    .update(requests)
    .set({
      createdAt,
      updatedAt: createdAt,
      expiresAt: new Date(createdAt.getTime() + SITE_SETTINGS_DEFAULTS.donor_response_deadline_days * DAY_MS),
      approvedAt: ago(days.approved),
      declinedAt: ago(days.declined),
      cancelledAt: ago(days.cancelled),
      completedAt: ago(days.completed),
    })
    .where(eq(requests.id, requestId));
}

/**
 * Demo data (docs/product.md, Demo data and scale-out): the demo nonprofit holds tokens, has events,
 * and has requests in every status against the demo donor's items, with invoices paid, pending and
 * overdue. Everything goes through the request lifecycle, ledger and invoice services, so balances, ledger, item
 * quantities and invoices agree as they would after real use.
 */
export async function loadDemoActivity(tx: Transaction, input: DemoActivityInput): Promise<void> {
  const { admin, donor, nonprofit } = input.users;
  // The cheapest listings, so the starter tokens cover the whole story.
  const listings = input.items
    .filter((item) => item.donorId === donor.id && isRequestable(item))
    .sort((a, b) => a.fmvCents - b.fmvCents || a.id - b.id);
  await grantTokens(tx, nonprofit.id, STARTER_TOKENS, 'purchase', `Token purchase: ${STARTER_TOKENS} tokens`);
  const gala = await createEvent(tx, {
    nonprofitId: nonprofit.id,
    name: 'Spring Fundraising Gala',
    eventType: 'fundraising_gala',
    description: 'Dinner and silent auction raising funds for our after-school programs.',
    eventDate: daysFromNow(24),
    location: 'Evanston, IL',
    fundraisingGoalCents: 2_500_000,
  });
  const schoolDrive = await createEvent(tx, {
    nonprofitId: nonprofit.id,
    name: 'Back-to-School Supply Drive',
    eventType: 'community_outreach',
    description: 'Backpacks, laptops and supplies for 200 students.',
    eventDate: daysFromNow(52),
    location: 'Chicago, IL',
  });
  const coatDrive = await createEvent(tx, {
    nonprofitId: nonprofit.id,
    name: 'Winter Coat Drive',
    eventType: 'holiday_program',
    description: 'Warm coats and hats for families before the holidays.',
    eventDate: daysFromNow(-40),
    location: 'Evanston, IL',
  });
  // Ten different listings: one per request, so no approval competes with another for quantity.
  if (listings.length < 10) return;

  const pick = (index: number) => listings[index]!;
  const lines = Array.from({ length: 10 }, (_, index): RequestLine => ({ itemId: pick(index).id, quantity: 1 }));
  // Seven requests keep their tokens (pending, two approved, completed, a batch of three).
  const kept = [3, 4, 5, 6, 7, 8, 9].reduce((sum, index) => sum + tokenCost(pick(index).fmvCents, 1), 0);
  const transient = Math.max(...[0, 1, 2].map((index) => tokenCost(pick(index).fmvCents, 1)));
  const shortBy = kept + transient + 25 - STARTER_TOKENS;
  if (shortBy > 0) {
    await grantTokens(tx, nonprofit.id, shortBy, 'adjust', 'Demo top-up by an admin', { createdBy: admin.id });
  }

  const submit = async (
    line: RequestLine,
    eventId: number | null,
    message: string | null,
    intendedUse: GiftUse = 'programs',
  ) => {
    const { requestIds } = await submitRequestsInTx(tx, nonprofit.id, {
      lines: [line],
      eventId,
      message,
      asBatch: false,
      intendedUse,
    });
    return requestIds[0]!;
  };

  const declined = await submit(lines[0]!, gala.id, 'These would be perfect for our silent auction tables.');
  await decideRequestInTx(tx, donor.id, declined, 'decline');
  await backdate(tx, declined, { created: 12, declined: 10 });

  const expired = await submit(lines[1]!, null, 'Our volunteers could really use these at the front desk.');
  await backdate(tx, expired, { created: 9 });
  await expireRequestInTx(tx, expired);
  await tx
    .update(requests)
    .set({ declinedAt: daysFromNow(-2) })
    .where(eq(requests.id, expired));

  const cancelled = await submit(lines[2]!, schoolDrive.id, null);
  await cancelRequestInTx(tx, nonprofit.id, cancelled);
  await backdate(tx, cancelled, { created: 6, cancelled: 5 });

  const completed = await submit(
    lines[3]!,
    coatDrive.id,
    'For the families at our winter coat drive.',
    'care_of_needy',
  );
  await decideRequestInTx(tx, donor.id, completed, 'approve');
  // Picked up (or delivered online) and confirmed: no logistics line, so the paid fee is the fee alone.
  const handOver = deliveryMethodsOffered(pick(3).shippingOptions).find((method) => method !== 'shipping');
  if (handOver) await setDeliveryMethodInTx(tx, nonprofit.id, completed, handOver);
  // Paid before it is confirmed: a delivery cannot be confirmed while its invoice is unpaid.
  await backdateInvoice(tx, completed, 48);
  await payInvoiceInThePast(tx, completed, 46);
  await confirmReceivedInTx(tx, completed);
  await backdate(tx, completed, { created: 50, approved: 48, completed: 41 });
  await tx
    .update(requests)
    .set({ deliveryConfirmedAt: daysFromNow(-41) })
    .where(eq(requests.id, completed));
  await tx
    .update(donationAcknowledgements)
    .set({ receivedAt: daysFromNow(-41), createdAt: daysFromNow(-41) })
    .where(eq(donationAcknowledgements.requestId, completed));
  // Signed the day it arrived (docs/product.md, Acknowledgement letters), by the demo contact.
  const [letter] = await tx
    .select()
    .from(donationAcknowledgements)
    .where(eq(donationAcknowledgements.requestId, completed));
  await tx.insert(acknowledgementVersions).values({
    requestId: completed,
    version: 1,
    itemDescription: letter!.itemDescription,
    quantity: letter!.quantity,
    signerUserId: nonprofit.id,
    signerName: nonprofit.name,
    signerTitle: 'Executive Director',
    authorised: true,
    signedAt: daysFromNow(-41),
  });

  const approved = await submit(lines[4]!, gala.id, 'We will feature your company in the gala programme.');
  await decideRequestInTx(tx, donor.id, approved, 'approve');
  await backdate(tx, approved, { created: 5, approved: 3 });
  await backdateInvoice(tx, approved, 3);

  // Approved twelve days ago and never paid: its invoice is overdue.
  const unpaid = await submit(lines[9]!, schoolDrive.id, 'Laptops for the homework club.');
  await decideRequestInTx(tx, donor.id, unpaid, 'approve');
  await backdate(tx, unpaid, { created: 14, approved: 12 });
  await backdateInvoice(tx, unpaid, 12);

  const pending = await submit(lines[5]!, gala.id, 'Could we pick these up the week before the gala?');
  await backdate(tx, pending, { created: 1 });

  const batch = await submitRequestsInTx(tx, nonprofit.id, {
    lines: lines.slice(6, 9),
    eventId: schoolDrive.id,
    message: 'Supplies for our back-to-school drive; any quantity helps.',
    asBatch: true,
    intendedUse: 'programs',
  });
  const threeHoursAgo = sql`now() - interval '3 hours'`;
  await tx.update(requestBatches).set({ createdAt: threeHoursAgo }).where(eq(requestBatches.id, batch.batchId!));
  await tx
    .update(requests)
    .set({ createdAt: threeHoursAgo, updatedAt: threeHoursAgo })
    .where(eq(requests.batchId, batch.batchId!));
}
