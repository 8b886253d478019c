import { deliveryMethodsOffered } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { requests } from '#src/platform/database/schema';
import { badRequest, conflict } from '#src/platform/errors';
import { CHECKOUT_REFUSALS } from '../checkout-messages';
import { DELIVERY_REFUSALS } from '../delivery-messages';
import { REQUEST_REFUSALS } from '../request-messages';
import { feeSettled } from './state';
import { SKIP, subject, type Guard } from './types';

// Request guards. Each returns a refusal, SKIP (a repeat that changes nothing) or nothing.

/** The expiry job acts only once the deadline has passed by the database's clock. */
export const deadlinePassed: Guard = async (ctx) => {
  const [row] = await ctx.db
    .select({ due: sql<boolean>`${requests.expiresAt} <= now()` })
    .from(requests)
    .where(eq(requests.id, subject(ctx).id));
  return row?.due ? undefined : SKIP;
};

/** Edit Decision back to approved takes the tokens again: the nonprofit must still have them. */
export const nonprofitHasTokensAgain: Guard = async (ctx) => {
  const request = subject(ctx);
  if ((await ctx.reads.tokenBalance(request.nonprofitId)) < request.tokensCharged) {
    return badRequest(REQUEST_REFUSALS.nonprofitShortOfTokens);
  }
};

/** Approval is refused when the item has less left than the request asks for. */
export const stockLeft: Guard = (ctx) => {
  const request = subject(ctx);
  const item = ctx.items.get(request.itemId);
  if (!item || item.quantity < request.quantityRequested) return badRequest(REQUEST_REFUSALS.notEnoughQuantity);
};

// Delivery guards.

/** The fee must be settled first; each caller says so in its own words. */
export function feePaid(refusal: string): Guard {
  return (ctx) => (feeSettled(ctx.invoice, ctx.payment) ? undefined : badRequest(refusal));
}

export const notSentYet: Guard = (ctx) =>
  subject(ctx).shippedAt !== null ? badRequest(DELIVERY_REFUSALS.methodAfterSent) : undefined;

export const methodOffered: Guard = (ctx) => {
  const method = ctx.input.method!;
  // What the listing offered when the request was made: a later edit of the listing takes nothing back.
  const offered = deliveryMethodsOffered(subject(ctx).deliveryOptions);
  if (!offered.includes(method)) return badRequest(DELIVERY_REFUSALS.methodNotOffered(method, offered));
};

/** Choosing the current method again changes nothing. */
export const methodIsNew: Guard = (ctx) => (subject(ctx).deliveryMethod === ctx.input.method ? SKIP : undefined);

/**
 * While a checkout is open the amount is fixed at the provider, and a paid invoice cannot take or
 * give back the shipping fee; a change that leaves the logistics line alone (pickup <-> virtual) is fine.
 */
export const priceMayFollowMethod: Guard = (ctx) => {
  if (ctx.payment === 'checkout_open') return badRequest(DELIVERY_REFUSALS.methodWhilePaying);
  if (ctx.payment === 'paid' && (ctx.input.method === 'shipping') !== ctx.invoice!.logisticsCents > 0) {
    return badRequest(DELIVERY_REFUSALS.methodChangesPaidAmount);
  }
};

export const pickupChosen: Guard = (ctx) =>
  subject(ctx).deliveryMethod === 'pickup' ? undefined : badRequest(DELIVERY_REFUSALS.notPickup);

/** Mark-sent needs to know how the item travels: a method must be chosen first. */
export const methodChosen: Guard = (ctx) =>
  subject(ctx).deliveryMethod === null ? badRequest(DELIVERY_REFUSALS.sentWithoutMethod) : undefined;

/** Sending again after a "not received" is allowed (a replacement); twice in a row is not. */
export const notOnItsWay: Guard = (ctx) =>
  subject(ctx).deliveryStatus === 'shipped' ? badRequest(DELIVERY_REFUSALS.alreadySent) : undefined;

/** A second "not received" changes nothing and tells nobody again. */
export const notReportedMissing: Guard = (ctx) => (subject(ctx).deliveryStatus === 'not_received' ? SKIP : undefined);

/** Pickup chosen before paying: its details were held back and now go out, once. */
export const pickupDetailsWaiting: Guard = (ctx) => {
  const request = subject(ctx);
  return request.deliveryMethod === 'pickup' && request.pickupCoordinatedAt === null ? undefined : SKIP;
};

// Checkout guards.

export const invoiceToPay: Guard = (ctx) =>
  ctx.invoice ? undefined : badRequest(CHECKOUT_REFUSALS.noInvoice(subject(ctx).id));

/**
 * The logistics line follows the delivery method, so an invoice is paid only once the method is
 * chosen: otherwise shipping could never be charged, nor chosen afterwards.
 */
export const methodChosenBeforePaying: Guard = (ctx) => {
  const request = subject(ctx);
  if (request.deliveryMethod !== null) return;
  return badRequest(CHECKOUT_REFUSALS.noDeliveryMethod(request.id, ctx.items.get(request.itemId)?.title ?? 'item'));
};

/** The method may have changed between the quote and the provider's answer: that price is stale. */
export const quoteStillHolds: Guard = (ctx) => {
  const quote = ctx.input.checkout;
  if (quote && quote.deliveryMethod !== subject(ctx).deliveryMethod)
    return conflict(CHECKOUT_REFUSALS.changedMeanwhile);
};

// Payment guards: the provider reports on a checkout.

/** The checkout paid this request's live, still pending invoice; anything else changes nothing here. */
export const invoiceOfCheckout: Guard = (ctx) => {
  const settled = ctx.input.settled!;
  return ctx.invoice?.id === settled.invoiceId && ctx.invoice.status === 'pending' ? undefined : SKIP;
};

/** The invoice still points at the checkout that closed; a newer checkout took it over otherwise. */
export const checkoutStillLinked: Guard = (ctx) =>
  ctx.invoice?.openSessionId === ctx.input.settled!.sessionId ? undefined : SKIP;
