import { deliveryMethodsOffered } from '@app/shared';
import { DELIVERY_REFUSALS as D } from '../delivery-messages';
import * as g from './guards';
import * as a from './guards-admin';
import * as h from './guards-hold';
import * as s from './guards-submission';
import {
  closeConversation,
  noteMethodSet,
  noteNotReceived,
  notePickupDetailsSent,
  noteReceived,
  noteReceivedByAdmin,
  noteSent,
  openConversation,
} from './effects/conversation';
import { recordAcknowledgement } from './effects/acknowledgement';
import { setMethod, setNotReceived, setPickupDetailsSent, setReceived, setSent } from './effects/delivery';
import {
  issueInvoice,
  linkToCheckout,
  markPaid,
  releaseFromCheckout,
  repriceInvoice,
  voidInvoice,
} from './effects/invoice';
import { moveStockByDifference, revalueInvoice, settleTokenDifference } from './effects/amend';
import {
  insertRequests,
  setAmendedValues,
  setApproved,
  setCancelled,
  setDeclinedByDonor,
  setExpired,
  setPendingAgain,
} from './effects/request-row';
import { refreshItems, returnStock, takeStock } from './effects/stock';
import { refundTokens, spendSubmittedTokens, spendTokensAgain, spendTokensToReopen } from './effects/tokens';
import { subject, type DomainEventName, type GuardContext, type Transition } from './types';

export type Row = Transition & { emits: DomainEventName[] };

/** Every method the request's listing offered: choose-method is offered when one of them may be chosen now. */
const offeredMethods = (ctx: GuardContext) =>
  deliveryMethodsOffered(subject(ctx).deliveryOptions).map((method) => ({ method }));

/**
 * The life of a donation request (docs/product.md, "A request's life"). A command is served by the
 * first row whose `from` holds the request's state; `who` names the actors (a nonprofit or donor
 * only on its own request); guards run in order, then effects, in the caller's transaction;
 * `emits` go out after commit. A command no row serves is refused as refusals.ts says.
 */
// prettier-ignore
export const TRANSITIONS: Row[] = [
  { command: 'request', who: ['nonprofit'], from: ['new'],
    guards: [s.nonprofitMayRequest, h.nonprofitNotOnHold, s.basketWithinLimit, s.eachItemOnce, s.ownEvent, s.linesRequestable, s.usePermitted, s.enoughTokens],
    effects: [insertRequests, spendSubmittedTokens, refreshItems], emits: ['requests.submitted'] },
  { command: 'cancel', who: ['nonprofit'], from: ['pending'],
    guards: [],
    effects: [setCancelled, refundTokens('cancelled'), refreshItems], emits: ['request.cancelled'] },
  { command: 'approve', who: ['donor', 'admin'], from: ['pending'],
    guards: [h.nonprofitNotOnHold, g.stockLeft],
    effects: [setApproved, takeStock, openConversation, issueInvoice, refreshItems], emits: ['request.approved', 'invoice.created'] },
  { command: 'approve', who: ['donor', 'admin'], from: ['declined', 'expired'], // Edit Decision
    guards: [h.nonprofitNotOnHold, g.nonprofitHasTokensAgain, g.stockLeft],
    effects: [setApproved, spendTokensAgain, takeStock, openConversation, issueInvoice, refreshItems], emits: ['request.approved', 'invoice.created'] },
  { command: 'decline', who: ['donor', 'admin'], from: ['pending'],
    guards: [],
    effects: [setDeclinedByDonor, refundTokens('declined by the donor'), refreshItems], emits: ['request.declined'] },
  { command: 'decline', who: ['donor', 'admin'], from: ['approved'], // Edit Decision, before payment
    guards: [],
    effects: [setDeclinedByDonor, returnStock, voidInvoice, refundTokens('declined by the donor'), refreshItems], emits: ['request.declined'] },
  { command: 'expire', who: ['system'], from: ['pending'],
    guards: [g.deadlinePassed, h.notPausedByHold],
    effects: [setExpired, refundTokens('expired without an answer'), refreshItems], emits: ['request.expired'] },
  { command: 'choose-method', who: ['nonprofit'], from: ['approved', 'paying', 'paid', 'sent'],
    guards: [g.notSentYet, g.methodOffered, g.methodIsNew, g.priceMayFollowMethod],
    effects: [repriceInvoice, setMethod, noteMethodSet], emits: [], choices: offeredMethods },
  { command: 'start-checkout', who: ['nonprofit'], from: ['approved', 'paying'], // a newer checkout supersedes an open one
    guards: [h.nonprofitNotOnHold, g.invoiceToPay, g.methodChosenBeforePaying, g.quoteStillHolds],
    effects: [linkToCheckout], emits: [] },
  { command: 'coordinate-pickup', who: ['nonprofit'], from: ['approved', 'paying', 'paid', 'sent'],
    guards: [g.pickupChosen, g.feePaid(D.pickupNotPaid), h.nonprofitNotOnHold],
    effects: [setPickupDetailsSent, notePickupDetailsSent], emits: ['delivery.pickup_coordinated'] },
  { command: 'paid', who: ['provider'], from: ['approved', 'paying'], // -> paid; fulfilment has claimed (closed) the checkout first, and a lapsed one still pays
    guards: [g.invoiceOfCheckout],
    effects: [markPaid], emits: [] },
  { command: 'release-pickup-details', who: ['provider'], from: ['paid'], // right after `paid`, in its transaction
    guards: [g.pickupDetailsWaiting],
    effects: [setPickupDetailsSent, notePickupDetailsSent], emits: ['delivery.pickup_coordinated'] },
  { command: 'checkout-closed', who: ['provider', 'system'], from: ['paying', 'approved'], // paying -> approved
    guards: [g.checkoutStillLinked],
    effects: [releaseFromCheckout], emits: [] },
  { command: 'mark-sent', who: ['donor'], from: ['approved', 'paying', 'paid', 'sent'],
    guards: [g.notOnItsWay, g.methodChosen, g.feePaid(D.notPaid), h.nonprofitNotOnHold],
    effects: [setSent, noteSent], emits: ['delivery.sent'] },
  { command: 'confirm-received', who: ['nonprofit'], from: ['approved', 'paying', 'paid', 'sent'],
    guards: [g.feePaid(D.confirmNotPaid)],
    effects: [setReceived, recordAcknowledgement, noteReceived, closeConversation, refreshItems], emits: ['delivery.received'] },
  { command: 'confirm-not-received', who: ['nonprofit'], from: ['approved', 'paying', 'paid', 'sent'],
    guards: [g.feePaid(D.confirmNotPaid), g.notReportedMissing],
    effects: [setNotReceived, noteNotReceived], emits: ['delivery.not_received'] },
  // An admin's edits (docs/product.md, Admin console): approve and decline above; these beside them.
  { command: 'confirm-received', who: ['admin'], from: ['approved', 'paying', 'paid', 'sent'],
    guards: [g.feePaid(D.confirmNotPaid)],
    effects: [setReceived, recordAcknowledgement, noteReceivedByAdmin, closeConversation, refreshItems], emits: ['delivery.received'] },
  { command: 'reopen', who: ['admin'], from: ['declined', 'expired'], // back to pending: the tokens are taken again
    guards: [h.nonprofitNotOnHold, a.tokensToReopen],
    effects: [setPendingAgain, spendTokensToReopen, refreshItems], emits: ['requests.submitted'] },
  { command: 'reopen', who: ['admin'], from: ['approved'], // unpaid: the stock goes back, the invoice is void, the tokens stay spent
    guards: [h.nonprofitNotOnHold, a.notSent],
    effects: [setPendingAgain, returnStock, voidInvoice, refreshItems], emits: ['requests.submitted'] },
  { command: 'amend', who: ['admin'], from: ['pending', 'approved'], // value and quantity, while unpaid
    guards: [a.amendmentValid, a.notSent, a.stockForAmendment, a.tokensForAmendment],
    effects: [settleTokenDifference, moveStockByDifference, revalueInvoice, setAmendedValues, refreshItems], emits: [],
    choices: (ctx) => [{ amend: { unitFmvCents: subject(ctx).unitFmvCents, quantity: subject(ctx).quantityRequested } }] },
];
