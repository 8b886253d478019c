import {
  centsToDollars,
  tokenCost,
  type Need,
  type NeedAction,
  type NeedOffer,
  type NeedOfferAction,
} from '@app/shared';
import { isRequestable, pictureOf } from '../items';
import { needStatusOf, type NeedReadRow, type OfferReadRow } from './needs.queries';
import { milesTo, nonprofitPlace, type DonorReach } from './needs.reach';

/**
 * Who reads the board: the need's own nonprofit, a donor (with its reach, for the distance), or an
 * admin, who reads and is offered nothing (docs/product.md, Needs board).
 */
export type NeedViewer = { kind: 'nonprofit'; id: number } | { kind: 'donor'; reach?: DonorReach } | { kind: 'admin' };

/** What this viewer may do with the need now; the browser shows only these. */
function needActions(row: NeedReadRow, viewer: NeedViewer, status: Need['status']): NeedAction[] {
  if (viewer.kind === 'donor') return status === 'open' ? ['answer'] : [];
  if (viewer.kind === 'nonprofit' && viewer.id === row.need.nonprofitId && status !== 'closed')
    return ['edit', 'close'];
  return [];
}

export function presentNeed(row: NeedReadRow, viewer: NeedViewer): Need {
  const { need } = row;
  const status = needStatusOf(need, row.fulfilled);
  const place = nonprofitPlace(row.nonprofit);
  return {
    id: need.id,
    title: need.title,
    category: need.category,
    description: need.description,
    quantity: need.quantity,
    quantity_fulfilled: row.fulfilled,
    quantity_remaining: Math.max(0, need.quantity - row.fulfilled),
    needed_by: need.neededBy,
    event_id: need.eventId,
    event_name: row.eventName,
    intended_use: need.intendedUse,
    status,
    nonprofit_id: need.nonprofitId,
    nonprofit_name: row.nonprofitName,
    nonprofit_city: row.nonprofitCity,
    nonprofit_state: place.state,
    distance_miles: viewer.kind === 'donor' && viewer.reach ? milesTo(viewer.reach, place) : null,
    created_at: need.createdAt.toISOString(),
    actions: needActions(row, viewer, status),
  };
}

/**
 * The nonprofit may decline an offer while it waits, and accept it while its window is open, its need
 * open and its listing requestable for the quantity offered. Whether its tokens suffice is left to
 * the accept itself, which says so: the button stays, and the refusal leads to buying tokens.
 */
function offerActions(row: OfferReadRow, viewer: NeedViewer): NeedOfferAction[] {
  const { offer } = row;
  if (viewer.kind !== 'nonprofit' || viewer.id !== row.need.nonprofitId || offer.status !== 'offered') return [];
  const acceptable =
    offer.offeredUntil.getTime() > Date.now() &&
    needStatusOf(row.need, row.needFulfilled) === 'open' &&
    isRequestable(row.item) &&
    row.item.quantity >= offer.quantity;
  return acceptable ? ['accept', 'decline'] : ['decline'];
}

export function presentOffer(row: OfferReadRow, viewer: NeedViewer): NeedOffer {
  const { offer, item } = row;
  return {
    id: offer.id,
    need_id: offer.needId,
    need_title: row.need.title,
    nonprofit_name: row.nonprofitName,
    item_id: offer.itemId,
    donor_company_name: row.donorName,
    title: item.title,
    description: item.description,
    image_url: pictureOf(item),
    fair_market_value: centsToDollars(item.fmvCents),
    quantity: offer.quantity,
    shipping_options: item.shippingOptions,
    message: offer.message,
    status: offer.status,
    offered_until: offer.offeredUntil.toISOString(),
    tokens_required: tokenCost(item.fmvCents, offer.quantity),
    request_id: offer.requestId,
    created_at: offer.createdAt.toISOString(),
    actions: offerActions(row, viewer),
  };
}
