import { REQUEST_CHANGES, type RequestChange } from '@app/shared';
import type { QueryKey } from '@tanstack/react-query';
import {
  chatQueryKey,
  conversationsQueryKey,
  dashboardQueryKey,
  impactQueryKey,
  invoicesQueryKey,
  itemsQueryKey,
  messagesQueryKeyFor,
  notificationsQueryKey,
  pendingDeliveriesQueryKey,
  tokenBalanceQueryKey,
} from '../query-keys';

/**
 * The one map from what the live stream says happened to the queries that show it. Each key is a
 * prefix: `dashboardQueryKey` covers both dashboards (requests lists, overview counts, listings),
 * `invoicesQueryKey` every invoices and payments list, and so on. Only the viewer's own queries are
 * in the cache, and the server sends a request's events only to its two parties.
 */
const DECIDED: readonly QueryKey[] = [
  dashboardQueryKey,
  pendingDeliveriesQueryKey,
  invoicesQueryKey,
  conversationsQueryKey,
  tokenBalanceQueryKey,
  itemsQueryKey,
];
const DELIVERY: readonly QueryKey[] = [dashboardQueryKey, pendingDeliveriesQueryKey, conversationsQueryKey];
const PAYMENT: readonly QueryKey[] = [dashboardQueryKey, invoicesQueryKey, pendingDeliveriesQueryKey];

export const REQUEST_CHANGE_QUERY_KEYS: Record<RequestChange, readonly QueryKey[]> = {
  // The nonprofit's balance drops and the item's stock shows as requested.
  submitted: [dashboardQueryKey, tokenBalanceQueryKey, itemsQueryKey],
  // Tokens go back; an approval withdrawn voids its invoice and closes its chat and delivery.
  cancelled: DECIDED,
  declined: DECIDED,
  expired: DECIDED,
  // The invoice is issued, the chat opens, stock is taken (tokens spent again after Edit Decision).
  approved: DECIDED,
  // The invoice is priced again for the method, and the chat records it.
  method_chosen: [...DELIVERY, invoicesQueryKey],
  checkout_started: PAYMENT,
  checkout_closed: PAYMENT,
  paid: PAYMENT,
  pickup_coordinated: DELIVERY,
  sent: DELIVERY,
  // The chat completes, the item's stock and both sides' impact figures move.
  received: [...DELIVERY, impactQueryKey, itemsQueryKey],
  not_received: DELIVERY,
  // An admin's edits: stock, tokens and the invoice may all move.
  reopened: DECIDED,
  amended: DECIDED,
};

/** A request event without a change this client knows (an older or newer server): everything it may touch. */
export const ANY_REQUEST_CHANGE_QUERY_KEYS: readonly QueryKey[] = [
  ...new Set(Object.values(REQUEST_CHANGE_QUERY_KEYS).flat()),
];

/** The queries a request event makes stale. */
export function queryKeysForRequestChange(change: unknown): readonly QueryKey[] {
  return REQUEST_CHANGES.includes(change as RequestChange)
    ? REQUEST_CHANGE_QUERY_KEYS[change as RequestChange]
    : ANY_REQUEST_CHANGE_QUERY_KEYS;
}

/** A conversation opened or completed: its messages, the chat list, and what shows the delivery. */
export const queryKeysForConversation = (conversationId: number): readonly QueryKey[] => [
  messagesQueryKeyFor(conversationId),
  conversationsQueryKey,
  pendingDeliveriesQueryKey,
  dashboardQueryKey,
];

/**
 * Notifications about a change no request event carries, a letter signed or corrected after the
 * delivery (the donor's request shows "Signed", an open version list grows), one waiting to be
 * signed (the nonprofit's "Acknowledgements to sign"), or an offer on a need and its answer: the
 * queries that show it, so the page moves with the bell. Every acknowledgement query lives under the dashboard key.
 */
const NOTIFICATION_QUERY_KEYS: Readonly<Record<string, readonly QueryKey[]>> = {
  acknowledgement_signed: [dashboardQueryKey],
  acknowledgement_to_sign: [dashboardQueryKey],
};
/** need_offer_received, _accepted...: the needs board lives under the dashboard key (docs/product.md, Needs board). */
const NEED_NOTIFICATION = /^need_/;

/** The queries a notification of this type makes stale, besides the bell's own lists. */
export const queryKeysForNotification = (type: string): readonly QueryKey[] =>
  Object.hasOwn(NOTIFICATION_QUERY_KEYS, type)
    ? NOTIFICATION_QUERY_KEYS[type]!
    : NEED_NOTIFICATION.test(type)
      ? [dashboardQueryKey]
      : [];

/** Everything any live event may change: refetched after the stream was down and may have missed some. */
export const RESYNC_QUERY_KEYS: readonly QueryKey[] = [
  ...ANY_REQUEST_CHANGE_QUERY_KEYS,
  notificationsQueryKey,
  chatQueryKey,
];
