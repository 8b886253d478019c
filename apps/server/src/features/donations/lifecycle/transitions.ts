import { DELIVERY_REFUSALS as D } from '../delivery-messages';
import * as g from './guards';
import * as s from './guards-submission';
import {
  closeConversation,
  noteMethodSet,
  noteNotReceived,
  notePickupDetailsSent,
  noteReceived,
  noteSent,
  openConversation,
} from './effects/conversation';
import { recordAcknowledgement } from './effects/acknowledgement';
import { setMethod, setNotReceived, setPickupDetailsSent, setReceived, setSent } from './effects/delivery';
import { issueInvoice, linkToCheckout, repriceInvoice, voidInvoice } from './effects/invoice';
import { insertRequests, setApproved, setCancelled, setDeclinedByDonor, setExpired } from './effects/request-row';
import { refreshItems, returnStock, takeStock } from './effects/stock';
import { refundTokens, spendSubmittedTokens, spendTokensAgain } from './effects/tokens';
import type { DomainEventName, Transition } from './types';

type Row = Transition & { emits: DomainEventName[] };

/**
 * The life of a donation request (docs/product.md, "A request's life"). A command is served by the
 * first row whose `from` holds the request's state; `who` names the actors (a nonprofit or donor
 * only on its own request); guards run in order, then effects, in the caller's transaction;
 * `emits` go out after commit. A command no row serves is refused as refusals.ts says.
 */
// prettier-ignore
export const TRANSITIONS: Row[] = [
  { command: 'request', who: ['nonprofit'], from: ['new'],
    guards: [s.nonprofitMayRequest, s.basketWithinLimit, s.eachItemOnce, s.ownEvent, s.linesRequestable, s.enoughTokens],
    effects: [insertRequests, spendSubmittedTokens, refreshItems], emits: ['requests.submitted'] },
  { command: 'cancel', who: ['nonprofit'], from: ['pending'],
    guards: [],
    effects: [setCancelled, refundTokens('cancelled'), refreshItems], emits: ['request.cancelled'] },
  { command: 'approve', who: ['donor'], from: ['pending'],
    guards: [g.stockLeft],
    effects: [setApproved, takeStock, openConversation, issueInvoice, refreshItems], emits: ['request.approved', 'invoice.created'] },
  { command: 'approve', who: ['donor'], from: ['declined', 'expired'], // Edit Decision
    guards: [g.nonprofitHasTokensAgain, g.stockLeft],
    effects: [setApproved, spendTokensAgain, takeStock, openConversation, issueInvoice, refreshItems], emits: ['request.approved', 'invoice.created'] },
  { command: 'decline', who: ['donor'], from: ['pending'],
    guards: [],
    effects: [setDeclinedByDonor, refundTokens('declined by the donor'), refreshItems], emits: ['request.declined'] },
  { command: 'decline', who: ['donor'], from: ['approved'], // Edit Decision, before payment
    guards: [],
    effects: [setDeclinedByDonor, returnStock, voidInvoice, refundTokens('declined by the donor'), refreshItems], emits: ['request.declined'] },
  { command: 'expire', who: ['system'], from: ['pending'],
    guards: [g.deadlinePassed],
    effects: [setExpired, refundTokens('expired without an answer'), refreshItems], emits: ['request.expired'] },
  { command: 'choose-method', who: ['nonprofit'], from: ['approved', 'paying', 'paid', 'sent'],
    guards: [g.notSentYet, g.methodOffered, g.methodIsNew, g.priceMayFollowMethod],
    effects: [repriceInvoice, setMethod, noteMethodSet], emits: [] },
  { command: 'start-checkout', who: ['nonprofit'], from: ['approved', 'paying'], // a newer checkout supersedes an open one
    guards: [g.invoiceToPay, g.methodChosenBeforePaying, g.quoteStillHolds],
    effects: [linkToCheckout], emits: [] },
  { command: 'coordinate-pickup', who: ['nonprofit'], from: ['approved', 'paying', 'paid', 'sent'],
    guards: [g.pickupChosen, g.feePaid(D.pickupNotPaid)],
    effects: [setPickupDetailsSent, notePickupDetailsSent], emits: ['delivery.pickup_coordinated'] },
  { command: 'paid', who: ['provider'], from: ['paid'],
    guards: [g.pickupDetailsWaiting],
    effects: [setPickupDetailsSent, notePickupDetailsSent], emits: ['delivery.pickup_coordinated'] },
  { command: 'mark-sent', who: ['donor'], from: ['approved', 'paying', 'paid', 'sent'],
    guards: [g.notOnItsWay, g.methodChosen, g.feePaid(D.notPaid)],
    effects: [setSent, noteSent], emits: ['delivery.sent'] },
  { command: 'confirm-received', who: ['nonprofit'], from: ['approved', 'paying', 'paid', 'sent'],
    guards: [g.feePaid(D.confirmNotPaid)],
    effects: [setReceived, recordAcknowledgement, noteReceived, closeConversation, refreshItems], emits: ['delivery.received'] },
  { command: 'confirm-not-received', who: ['nonprofit'], from: ['approved', 'paying', 'paid', 'sent'],
    guards: [g.feePaid(D.confirmNotPaid), g.notReportedMissing],
    effects: [setNotReceived, noteNotReceived], emits: ['delivery.not_received'] },
];
