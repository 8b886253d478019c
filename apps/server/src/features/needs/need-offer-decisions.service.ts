import { NEED_MESSAGES, type needOfferAcceptedSchema, type needOfferDeclinedSchema } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '#src/platform/context';
import type { Transaction } from '#src/platform/database/client';
import { needOffers, type NeedOfferRow, type NeedRow } from '#src/platform/database/schema';
import { badRequest, forbidden, notFound } from '#src/platform/errors';
import { emitAfterCommit, type LifecycleEvent } from '../donations';
import { decideRequestInTx, loadRequestDetail, presentNonprofitRequests, submitRequestsInTx } from '../requests';
import { getTokenBalance } from '../tokens';
import { endOfferInTx, releaseHoldInTx } from './need-offer-states';
import { presentOffer } from './needs.presenter';
import { fulfilledOf, loadOffer, lockNeed, needStatusOf } from './needs.queries';

type Accepted = z.infer<typeof needOfferAcceptedSchema>;
type Declined = z.infer<typeof needOfferDeclinedSchema>;

/**
 * Locks an offer of the nonprofit's own need, the need first (the order of every needs writer):
 * 404 when there is no such offer, 403 when the need is another nonprofit's.
 */
export async function lockOwnOffer(
  tx: Transaction,
  nonprofitId: number,
  offerId: number,
): Promise<{ need: NeedRow; offer: NeedOfferRow }> {
  const [found] = await tx.select({ needId: needOffers.needId }).from(needOffers).where(eq(needOffers.id, offerId));
  const need = found && (await lockNeed(tx, found.needId));
  if (!need) throw notFound(NEED_MESSAGES.offerNotFound);
  if (need.nonprofitId !== nonprofitId) throw forbidden();
  const [offer] = await tx.select().from(needOffers).where(eq(needOffers.id, offerId)).for('update');
  return { need, offer: offer! };
}

/**
 * The request's own events that the offer's notices replace: the donor made its approval in advance
 * by offering, so "new request" would ask it to decide what it already decided, and the nonprofit
 * accepted the approval itself. The others (the invoice issued) go out as for any approval.
 */
const TOLD_BY_THE_OFFER = new Set<LifecycleEvent['name']>(['requests.submitted', 'request.approved']);

/**
 * POST /need-offers/{offer_id}/accept (docs/product.md, Needs board): in one transaction, the
 * prefilled request (the offer's quantity, the need's event and intended use, no message) through
 * the requests feature's own `request` command, then its approval as the offering donor, whose offer
 * was that approval given in advance. Tokens are spent as for any request and the request follows
 * the usual life from there. Refused, changing nothing, while the offer does not wait in its window
 * or the need is not open, and by any refusal of the request itself (not enough tokens, the
 * listing disabled meanwhile). The need's lock makes acceptances of one need take turns, so no two
 * both cover its last units.
 */
export async function acceptOffer(ctx: AppContext, nonprofitId: number, offerId: number): Promise<Accepted> {
  const { requestId, events } = await ctx.db.transaction(async (tx) => {
    const { need, offer } = await lockOwnOffer(tx, nonprofitId, offerId);
    if (offer.status !== 'offered' || offer.offeredUntil.getTime() <= Date.now()) {
      throw badRequest(NEED_MESSAGES.offerNotOpen);
    }
    if (needStatusOf(need, await fulfilledOf(tx, need.id)) !== 'open') throw badRequest(NEED_MESSAGES.notOpen);
    // The hold goes first: a held item takes no plain request, this one included. A refusal below
    // rolls the transaction back, hold and all.
    await releaseHoldInTx(tx, offer.itemId);
    const submitted = await submitRequestsInTx(tx, nonprofitId, {
      lines: [{ itemId: offer.itemId, quantity: offer.quantity }],
      eventId: need.eventId,
      message: null,
      asBatch: false,
      intendedUse: need.intendedUse,
    });
    const requestId = submitted.requestIds[0]!;
    const approved = await decideRequestInTx(tx, offer.donorId, requestId, 'approve');
    await tx
      .update(needOffers)
      .set({ status: 'accepted', requestId, decidedAt: new Date() })
      .where(eq(needOffers.id, offerId));
    const events = [...submitted.events, ...approved.events].filter((event) => !TOLD_BY_THE_OFFER.has(event.name));
    return { requestId, events };
  });
  await emitAfterCommit(ctx.events, events);
  await ctx.events.emit('need.offer_accepted', { offerId });
  const viewer = { kind: 'nonprofit', id: nonprofitId } as const;
  const [offer, detail, balance] = await Promise.all([
    loadOffer(ctx.db, offerId),
    loadRequestDetail(ctx.db, requestId),
    getTokenBalance(ctx.db, nonprofitId),
  ]);
  const [request] = await presentNonprofitRequests(ctx.db, viewer, [detail!]);
  return { message: NEED_MESSAGES.offerAccepted, offer: presentOffer(offer!, viewer), request: request!, balance };
}

/** POST /need-offers/{offer_id}/decline: the listing joins the marketplace at once; the donor is told. */
export async function declineOffer(ctx: AppContext, nonprofitId: number, offerId: number): Promise<Declined> {
  await ctx.db.transaction(async (tx) => {
    const { offer } = await lockOwnOffer(tx, nonprofitId, offerId);
    if (offer.status !== 'offered') throw badRequest(NEED_MESSAGES.offerNotOpen);
    await endOfferInTx(tx, offer, 'declined');
  });
  await ctx.events.emit('need.offer_declined', { offerId });
  const offer = await loadOffer(ctx.db, offerId);
  return { message: NEED_MESSAGES.offerDeclined, offer: presentOffer(offer!, { kind: 'nonprofit', id: nonprofitId }) };
}
