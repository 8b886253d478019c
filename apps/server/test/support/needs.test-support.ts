import type { NeedFormInput, NeedOfferFormInput } from '@app/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import { createUser, type UserFactoryInput } from '#src/factories/users';
import type { Database } from '#src/platform/database/client';
import { emailRecords, items, needOffers, needs, notifications, type UserRow } from '#src/platform/database/schema';
import type { TestApp } from '../setup/test-app';
import { fundedNonprofit } from './requests.test-support';

const DAY_MS = 86_400_000;

/** A calendar day (YYYY-MM-DD, UTC) this many days from today. */
export const dayIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** Evanston, IL: the demo nonprofit's place. */
export const EVANSTON = { latitude: 42.0451, longitude: -87.6877, shippingState: 'IL', shippingCity: 'Evanston' };
/** Austin, TX: far from Chicago, in another state. */
export const AUSTIN = { latitude: 30.2672, longitude: -97.7431, shippingState: 'TX', shippingCity: 'Austin' };

/** An approved nonprofit placed in Evanston (unless told otherwise) holding `tokens`. */
export const placedNonprofit = (db: Database, tokens: number, input: UserFactoryInput = {}) =>
  fundedNonprofit(db, tokens, { ...EVANSTON, state: 'IL', ...input });

/** A donor picking up in Chicago's Loop, with the reach given (nationwide unless told otherwise). */
export const placedDonor = (db: Database, input: UserFactoryInput = {}) =>
  createUser(db, {
    role: 'donor',
    donorScope: 'nationwide',
    pickupAddress: '233 S Wacker Dr',
    pickupCity: 'Chicago',
    pickupState: 'IL',
    pickupZip: '60606',
    pickupLatitude: 41.8789,
    pickupLongitude: -87.6359,
    ...input,
  });

export const needForm = (input: Partial<NeedFormInput> = {}): NeedFormInput => ({
  title: 'Laptops for the homework club',
  category: 'Electronics',
  description: 'Working laptops for students to do homework after school.',
  quantity: 10,
  needed_by: dayIn(30),
  event_id: null,
  intended_use: 'programs',
  ...input,
});

/** $100 a unit: 20 tokens each. */
export const offerForm = (input: Partial<NeedOfferFormInput> = {}): NeedOfferFormInput => ({
  title: 'Refurbished laptop',
  category: 'Electronics',
  description: 'A refurbished 14-inch laptop with charger.',
  fair_market_value: 100,
  quantity: 1,
  shipping_options: ['donor_ships'],
  message: 'Happy to help the homework club.',
  ...input,
});

export function needsClient(t: TestApp) {
  return {
    post: (as: UserRow | undefined, nonprofitId: number, payload: object) =>
      t.request({ method: 'POST', url: `/api/nonprofit/${nonprofitId}/needs`, payload, as }),
    list: (as: UserRow | undefined, nonprofitId: number) =>
      t.request({ method: 'GET', url: `/api/nonprofit/${nonprofitId}/needs`, as }),
    edit: (as: UserRow | undefined, needId: number, payload: object) =>
      t.request({ method: 'PUT', url: `/api/needs/${needId}`, payload, as }),
    close: (as: UserRow | undefined, needId: number) =>
      t.request({ method: 'POST', url: `/api/needs/${needId}/close`, as }),
    board: (as: UserRow | undefined, donorId: number, query = '') =>
      t.request({ method: 'GET', url: `/api/needs?donor_id=${donorId}${query}`, as }),
    answer: (as: UserRow | undefined, needId: number, donorId: number, payload: object) =>
      t.request({ method: 'POST', url: `/api/needs/${needId}/offers?donor_id=${donorId}`, payload, as }),
    offers: (as: UserRow | undefined, donorId: number) =>
      t.request({ method: 'GET', url: `/api/donor/${donorId}/need-offers`, as }),
    accept: (as: UserRow | undefined, offerId: number) =>
      t.request({ method: 'POST', url: `/api/need-offers/${offerId}/accept`, as }),
    decline: (as: UserRow | undefined, offerId: number) =>
      t.request({ method: 'POST', url: `/api/need-offers/${offerId}/decline`, as }),
  };
}
export type NeedsClient = ReturnType<typeof needsClient>;

/** Posts a need through the API and returns its id. */
export async function postedNeed(t: TestApp, nonprofit: UserRow, input: Partial<NeedFormInput> = {}) {
  const response = await needsClient(t).post(nonprofit, nonprofit.id, needForm(input));
  if (response.statusCode !== 201) throw new Error(`post need: ${response.statusCode} ${response.body}`);
  return response.json().need.id as number;
}

/** Answers a need through the API and returns the offer's and listing's ids. */
export async function answered(t: TestApp, donor: UserRow, needId: number, input: Partial<NeedOfferFormInput> = {}) {
  const response = await needsClient(t).answer(donor, needId, donor.id, offerForm(input));
  if (response.statusCode !== 201) throw new Error(`answer need: ${response.statusCode} ${response.body}`);
  const body = response.json() as { offer: { id: number; item_id: number } };
  return { offerId: body.offer.id, itemId: body.offer.item_id };
}

/** Moves an offer's first-offer window (and its listing's hold) into the past, as time passing would. */
export async function endWindow(db: Database, offerId: number): Promise<void> {
  const [offer] = await db.select().from(needOffers).where(eq(needOffers.id, offerId));
  const past = sql`now() - interval '1 minute'`;
  await db.update(needOffers).set({ offeredUntil: past }).where(eq(needOffers.id, offerId));
  await db.update(items).set({ heldUntil: past }).where(eq(items.id, offer!.itemId));
}

export async function needRow(db: Database, needId: number) {
  const [row] = await db.select().from(needs).where(eq(needs.id, needId));
  return row!;
}

export async function offerRow(db: Database, offerId: number) {
  const [row] = await db.select().from(needOffers).where(eq(needOffers.id, offerId));
  return row!;
}

export const needRows = (db: Database) => db.select().from(needs).orderBy(asc(needs.id));

/** The notifications of each user, by type: who was told what. */
export async function notificationsOf(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ type: notifications.type })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
  return rows.map((row) => row.type);
}

export async function emailsTo(db: Database, address: string): Promise<string[]> {
  const rows = await db
    .select({ template: emailRecords.templateKey })
    .from(emailRecords)
    .where(eq(emailRecords.recipient, address))
    .orderBy(asc(emailRecords.id));
  return rows.map((row) => row.template);
}

export async function tally(db: Database, table: typeof needs | typeof needOffers | typeof items) {
  return (await db.select({ n: count() }).from(table))[0]!.n;
}
