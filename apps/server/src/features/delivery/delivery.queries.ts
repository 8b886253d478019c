import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable, Transaction } from '../../platform/database/client';
import { conversations, items, requests, users, type RequestRow } from '../../platform/database/schema';
import { notFound } from '../../platform/errors';
import { lockItems } from '../requests/item-status';
import { lockNonprofit } from '../tokens/tokens.ledger';
import { DELIVERY_REFUSALS } from './delivery.messages';

/**
 * Locks a request for a delivery change in the order every request writer keeps (nonprofit,
 * item, request; see lockNonprofit), so a concurrent Edit Decision or approval cannot deadlock
 * with it, and returns the row as it is after any change that committed meanwhile.
 */
export async function lockDeliveryRequest(tx: Transaction, requestId: number): Promise<RequestRow> {
  const [found] = await tx
    .select({ nonprofitId: requests.nonprofitId, itemId: requests.itemId })
    .from(requests)
    .where(eq(requests.id, requestId));
  if (!found) throw notFound(DELIVERY_REFUSALS.notFound);
  await lockNonprofit(tx, found.nonprofitId);
  await lockItems(tx, [found.itemId]);
  const [row] = await tx.select().from(requests).where(eq(requests.id, requestId)).for('update');
  return row!;
}

export async function conversationIdOf(db: Queryable, requestId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.requestId, requestId));
  return row?.id ?? null;
}

const donorUser = alias(users, 'donor_user');
const nonprofitUser = alias(users, 'nonprofit_user');
const contactColumns = (user: typeof donorUser | typeof nonprofitUser) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  companyName: user.companyName,
  organizationName: user.organizationName,
});

/** What delivery emails and notifications say: the item, both parties' contacts, the pickup address. */
export async function loadDeliveryContext(db: Queryable, requestId: number) {
  const [row] = await db
    .select({
      request: requests,
      item: { title: items.title, shippingOptions: items.shippingOptions },
      donor: {
        ...contactColumns(donorUser),
        pickupAddress: donorUser.pickupAddress,
        pickupCity: donorUser.pickupCity,
        pickupState: donorUser.pickupState,
        pickupZip: donorUser.pickupZip,
      },
      nonprofit: contactColumns(nonprofitUser),
      conversationId: conversations.id,
    })
    .from(requests)
    .innerJoin(items, eq(items.id, requests.itemId))
    .innerJoin(donorUser, eq(donorUser.id, requests.donorId))
    .innerJoin(nonprofitUser, eq(nonprofitUser.id, requests.nonprofitId))
    .leftJoin(conversations, eq(conversations.requestId, requests.id))
    .where(eq(requests.id, requestId));
  return row;
}
export type DeliveryContext = NonNullable<Awaited<ReturnType<typeof loadDeliveryContext>>>;
