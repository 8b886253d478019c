import { calendarDateOf, type NeedStatus } from '@app/shared';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '#src/platform/database/client';
import { events, items, needOffers, needs, users, type NeedRow } from '#src/platform/database/schema';

/**
 * The quantity a need's approved requests cover (docs/product.md, Needs board): the requests its
 * accepted offers made, while approved or delivered. A request declined or sent back to pending
 * later no longer counts, so the need may read as open again.
 */
export const fulfilledSql = () =>
  // "needs"."id" written out: Drizzle leaves a column unqualified in a one-table select's fields,
  // where it would name the offer's or the request's id instead.
  sql<number>`coalesce((select sum(r.quantity_requested) from ${needOffers} o
    join requests r on r.id = o.request_id
    where o.need_id = "needs"."id" and r.status in ('approved', 'completed')), 0)`.mapWith(Number);

/** Today as the needs board counts days: the calendar day in UTC, as invoice due days are. */
export const today = () => calendarDateOf(new Date());

/**
 * What a need reads as, worked out when it is read: closed by its nonprofit; filled once approved
 * requests cover its quantity; past its date once its needed-by day has ended; else open.
 */
export function needStatusOf(need: Pick<NeedRow, 'status' | 'quantity' | 'neededBy'>, fulfilled: number): NeedStatus {
  if (need.status === 'closed') return 'closed';
  if (fulfilled >= need.quantity) return 'filled';
  if (need.neededBy < today()) return 'expired';
  return 'open';
}

/** The same reading in SQL: the needs that read as open today. */
export const openNeedSql = () =>
  and(
    eq(needs.status, 'open'),
    sql`${needs.neededBy} >= ${today()}::date`,
    sql`${fulfilledSql()} < ${needs.quantity}`,
  )!;

/** How much of one need approved requests cover, read in the caller's transaction. */
export async function fulfilledOf(db: Queryable, needId: number): Promise<number> {
  const [row] = await db.select({ fulfilled: fulfilledSql() }).from(needs).where(eq(needs.id, needId));
  return row?.fulfilled ?? 0;
}

/** Locks a need for a change to it or its offers: every needs writer takes it first. */
export async function lockNeed(db: Queryable, needId: number): Promise<NeedRow | undefined> {
  const [row] = await db.select().from(needs).where(eq(needs.id, needId)).for('update');
  return row;
}

// ---- Needs as either party reads them ----

export const needColumns = {
  need: needs,
  nonprofitName: sql<string>`coalesce(${users.organizationName}, ${users.name})`,
  nonprofitCity: sql<string | null>`coalesce(nullif(${users.shippingCity}, ''), ${users.city})`,
  nonprofit: {
    latitude: users.latitude,
    longitude: users.longitude,
    shippingState: users.shippingState,
    state: users.state,
  },
  eventName: events.name,
  fulfilled: fulfilledSql(),
};

/** Needs with their nonprofit and event, as `where` picks them, in the order given. */
export function selectNeeds(db: Queryable, where: SQL | undefined) {
  return db
    .select(needColumns)
    .from(needs)
    .innerJoin(users, eq(users.id, needs.nonprofitId))
    .leftJoin(events, eq(events.id, needs.eventId))
    .where(where);
}
export type NeedReadRow = Awaited<ReturnType<typeof selectNeeds>>[number];

export async function loadNeed(db: Queryable, needId: number): Promise<NeedReadRow | undefined> {
  const [row] = await selectNeeds(db, eq(needs.id, needId));
  return row;
}

// ---- Offers ----

const donorUser = alias(users, 'offer_donor');
const needNonprofit = alias(users, 'need_nonprofit');

const offerColumns = {
  offer: needOffers,
  need: {
    id: needs.id,
    title: needs.title,
    nonprofitId: needs.nonprofitId,
    status: needs.status,
    quantity: needs.quantity,
    neededBy: needs.neededBy,
  },
  needFulfilled: fulfilledSql(),
  nonprofitName: sql<string>`coalesce(${needNonprofit.organizationName}, ${needNonprofit.name})`,
  donorName: sql<string>`coalesce(${donorUser.companyName}, ${donorUser.name})`,
  item: {
    title: items.title,
    description: items.description,
    category: items.category,
    images: items.images,
    imageUrl: items.imageUrl,
    fmvCents: items.fmvCents,
    quantity: items.quantity,
    status: items.status,
    shippingOptions: items.shippingOptions,
  },
};

/** Offers with their need, both parties' names and the listing, newest first, at most `limit`. */
export function loadOffers(db: Queryable, where: SQL | undefined, limit: number) {
  return db
    .select(offerColumns)
    .from(needOffers)
    .innerJoin(needs, eq(needs.id, needOffers.needId))
    .innerJoin(needNonprofit, eq(needNonprofit.id, needs.nonprofitId))
    .innerJoin(donorUser, eq(donorUser.id, needOffers.donorId))
    .innerJoin(items, eq(items.id, needOffers.itemId))
    .where(where)
    .orderBy(desc(needOffers.createdAt), desc(needOffers.id))
    .limit(limit);
}
export type OfferReadRow = Awaited<ReturnType<typeof loadOffers>>[number];

export async function loadOffer(db: Queryable, offerId: number): Promise<OfferReadRow | undefined> {
  const [row] = await loadOffers(db, eq(needOffers.id, offerId), 1);
  return row;
}
