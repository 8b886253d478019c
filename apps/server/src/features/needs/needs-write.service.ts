import { NEED_MESSAGES, NEED_RULES, type NeedForm } from '@app/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { needSavedSchema } from '@app/shared';
import type { AppContext } from '#src/platform/context';
import type { Queryable, Transaction } from '#src/platform/database/client';
import { events, needOffers, needs } from '#src/platform/database/schema';
import { badRequest } from '#src/platform/errors';
import { REQUEST_REFUSALS } from '../donations';
import { assertKnownCategory } from '../items';
import { endOfferInTx } from './need-offer-states';
import { lockOwnNeed } from './needs.policy';
import { presentNeed } from './needs.presenter';
import { fulfilledOf, loadNeed, openNeedSql, today } from './needs.queries';

type NeedSaved = z.infer<typeof needSavedSchema>;

/** Needs of the nonprofit that read as open now (docs/product.md, Needs board: at most 50 at once). */
export async function countOpenNeeds(db: Queryable, nonprofitId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(needs)
    .where(and(eq(needs.nonprofitId, nonprofitId), openNeedSql()));
  return row?.n ?? 0;
}

/**
 * What the form may not say, whatever the browser checked: a day already past, a category not in
 * the catalogue (an answer is listed under it), or an event that is not the nonprofit's own.
 */
async function checkForm(tx: Transaction, nonprofitId: number, form: NeedForm): Promise<void> {
  if (form.needed_by < today()) throw badRequest(NEED_MESSAGES.neededByPast);
  await assertKnownCategory(tx, form.category);
  if (form.event_id === null || form.event_id === undefined) return;
  const [event] = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, form.event_id), eq(events.nonprofitId, nonprofitId)));
  if (!event) throw badRequest(REQUEST_REFUSALS.notOwnEvent);
}

const columnsOf = (form: NeedForm) => ({
  title: form.title,
  category: form.category,
  description: form.description,
  quantity: form.quantity,
  neededBy: form.needed_by,
  eventId: form.event_id ?? null,
  intendedUse: form.intended_use,
});

/**
 * A new need of an approved nonprofit, in the caller's transaction (the demo data posts through it).
 * Posts of one nonprofit take turns, so two at once cannot both pass the open-needs limit.
 */
export async function postNeedInTx(tx: Transaction, nonprofitId: number, form: NeedForm): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`needs:${nonprofitId}`}))`);
  if ((await countOpenNeeds(tx, nonprofitId)) >= NEED_RULES.maxOpenNeedsPerNonprofit) {
    throw badRequest(NEED_MESSAGES.tooManyOpen);
  }
  await checkForm(tx, nonprofitId, form);
  const [row] = await tx
    .insert(needs)
    .values({ nonprofitId, ...columnsOf(form) })
    .returning({ id: needs.id });
  return row!.id;
}

async function saved(db: Queryable, nonprofitId: number, needId: number, message: string): Promise<NeedSaved> {
  const row = await loadNeed(db, needId);
  return { message, need: presentNeed(row!, { kind: 'nonprofit', id: nonprofitId }) };
}

/** POST /nonprofit/{id}/needs. */
export async function postNeed(ctx: AppContext, nonprofitId: number, form: NeedForm): Promise<NeedSaved> {
  const needId = await ctx.db.transaction((tx) => postNeedInTx(tx, nonprofitId, form));
  return saved(ctx.db, nonprofitId, needId, NEED_MESSAGES.posted);
}

/**
 * PUT /needs/{need_id}: any field of a need not closed. The quantity may not go below what approved
 * requests already cover; raising it past them reopens a filled need, and a later day a past one.
 * Offers waiting keep theirs; accepting one uses the need's event and intended use as they are then.
 */
export async function editNeed(ctx: AppContext, nonprofitId: number, needId: number, form: NeedForm) {
  await ctx.db.transaction(async (tx) => {
    const need = await lockOwnNeed(tx, nonprofitId, needId);
    if (need.status === 'closed') throw badRequest(NEED_MESSAGES.notOpen);
    await checkForm(tx, nonprofitId, form);
    const fulfilled = await fulfilledOf(tx, needId);
    if (form.quantity < fulfilled) throw badRequest(NEED_MESSAGES.quantityBelowFulfilled(fulfilled));
    await tx
      .update(needs)
      .set({ ...columnsOf(form), updatedAt: new Date() })
      .where(eq(needs.id, needId));
  });
  return saved(ctx.db, nonprofitId, needId, NEED_MESSAGES.updated);
}

/**
 * POST /needs/{need_id}/close: donors no longer see it. Offers still waiting on it are declined in
 * the same transaction, their listings released to the marketplace, and their donors told.
 */
export async function closeNeed(ctx: AppContext, nonprofitId: number, needId: number): Promise<NeedSaved> {
  const declined = await ctx.db.transaction(async (tx) => {
    const need = await lockOwnNeed(tx, nonprofitId, needId);
    if (need.status === 'closed') throw badRequest(NEED_MESSAGES.notOpen);
    const now = new Date();
    await tx.update(needs).set({ status: 'closed', closedAt: now, updatedAt: now }).where(eq(needs.id, needId));
    const waiting = await tx
      .select()
      .from(needOffers)
      .where(and(eq(needOffers.needId, needId), eq(needOffers.status, 'offered')))
      .orderBy(asc(needOffers.id))
      .for('update');
    for (const offer of waiting) await endOfferInTx(tx, offer, 'declined');
    return waiting.map((offer) => offer.id);
  });
  for (const offerId of declined) await ctx.events.emit('need.offer_declined', { offerId });
  return saved(ctx.db, nonprofitId, needId, NEED_MESSAGES.closed);
}
