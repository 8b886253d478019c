import {
  isUseAllowed,
  NEED_MESSAGES,
  NEED_RULES,
  type needOfferCreatedSchema,
  type needOfferFormSchema,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '#src/platform/context';
import type { Transaction } from '#src/platform/database/client';
import { items, needOffers, users } from '#src/platform/database/schema';
import { badRequest, forbidden, notFound } from '#src/platform/errors';
import { loadListing, newListingRow, newListingTerms } from '../items';
import { presentOffer } from './needs.presenter';
import { fulfilledOf, loadOffer, lockNeed, needStatusOf } from './needs.queries';
import { donorReach, nonprofitPlace, reaches } from './needs.reach';

type NeedOfferForm = z.output<typeof needOfferFormSchema>;
type NeedOfferCreated = z.infer<typeof needOfferCreatedSchema>;

const DAY_MS = 86_400_000;

/**
 * A donor answers a need (docs/product.md, Needs board), in the caller's transaction: the answer is a
 * listing made by the listing form's own rules (the catalogue, the donor's place and reach, review
 * first when the site requires it), held for the need's nonprofit alone for NEED_RULES.firstOfferDays,
 * and an offer of it. Refused unless the need is open, the donor's reach covers the nonprofit, the
 * quantity is at most what is still needed and, for goods meant for resale, the listing allows resale.
 * The need is locked first, as by every needs writer, so an answer reads what is still needed as the
 * acceptances running beside it leave it.
 */
export async function answerNeedInTx(
  tx: Transaction,
  donorId: number,
  needId: number,
  form: NeedOfferForm,
): Promise<{ offerId: number; itemId: number }> {
  const need = await lockNeed(tx, needId);
  const [nonprofit] = need ? await tx.select().from(users).where(eq(users.id, need.nonprofitId)) : [];
  // A need of a nonprofit no longer approved is on no one's board: it reads as missing.
  if (!need || !nonprofit || nonprofit.approvalStatus !== 'approved') throw notFound(NEED_MESSAGES.notFound);
  const [donor] = await tx.select().from(users).where(eq(users.id, donorId));
  if (!donor || !reaches(donorReach(donor), nonprofitPlace(nonprofit))) throw forbidden(NEED_MESSAGES.outOfReach);
  const fulfilled = await fulfilledOf(tx, needId);
  if (needStatusOf(need, fulfilled) !== 'open') throw badRequest(NEED_MESSAGES.notOpen);
  const remaining = need.quantity - fulfilled;
  if (form.quantity > remaining) throw badRequest(NEED_MESSAGES.offerTooLarge(remaining));
  if (!isUseAllowed(need.intendedUse, { resale_permitted: form.resale_permitted })) {
    throw badRequest(NEED_MESSAGES.resaleNotAllowed);
  }
  const terms = await newListingTerms(tx, donorId);
  const listing = await newListingRow(tx, donorId, terms, form);
  const heldUntil = new Date(Date.now() + NEED_RULES.firstOfferDays * DAY_MS);
  const [item] = await tx
    .insert(items)
    .values({ ...listing, heldForNonprofitId: need.nonprofitId, heldUntil })
    .returning({ id: items.id });
  const [offer] = await tx
    .insert(needOffers)
    .values({
      needId,
      donorId,
      itemId: item!.id,
      quantity: form.quantity,
      message: form.message,
      offeredUntil: heldUntil,
    })
    .returning({ id: needOffers.id });
  return { offerId: offer!.id, itemId: item!.id };
}

/** POST /needs/{need_id}/offers: the answer, then the nonprofit is told once it has committed. */
export async function answerNeed(
  ctx: AppContext,
  donorId: number,
  needId: number,
  form: NeedOfferForm,
): Promise<NeedOfferCreated> {
  const { offerId, itemId } = await ctx.db.transaction((tx) => answerNeedInTx(tx, donorId, needId, form));
  await ctx.events.emit('need.offer_made', { offerId });
  const [offer, listing] = await Promise.all([loadOffer(ctx.db, offerId), loadListing(ctx.db, itemId)]);
  return {
    message: NEED_MESSAGES.offered(NEED_RULES.firstOfferDays),
    offer: presentOffer(offer!, { kind: 'donor' }),
    listing: listing!,
  };
}
