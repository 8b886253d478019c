import type { DeliveryMethod, GiftUse, InvoiceAmounts } from '@app/shared';
import type { Queryable, Transaction } from '#src/platform/database/client';
import type { InvoiceRow, ItemRow, RequestRow, UserRow } from '#src/platform/database/schema';
import type { DomainEvents } from '#src/platform/events';
import type { AppError } from '#src/platform/errors';
import type { InvoicePaymentState } from '#src/features/invoices';
import type { OpenIrsHold } from './irs-hold';
import type { DonationState } from './state';

/** Who acts. The party kinds act only on their own requests; admin, system and provider on any. */
export type Actor =
  | { kind: 'nonprofit'; id: number }
  | { kind: 'donor'; id: number }
  | { kind: 'admin'; id: number }
  | { kind: 'system' }
  | { kind: 'provider' };
export type ActorKind = Actor['kind'];

/** What a caller asks for; several table rows may serve one command from different states. */
export type Command =
  | 'request'
  | 'cancel'
  | 'approve'
  | 'decline'
  | 'expire'
  | 'choose-method'
  | 'start-checkout'
  | 'coordinate-pickup'
  | 'mark-sent'
  | 'confirm-received'
  | 'confirm-not-received'
  | 'paid'
  | 'release-pickup-details'
  | 'checkout-closed'
  | 'reopen'
  | 'amend';

/** A new request, before it exists: the lines a nonprofit submits, alone or as a basket. */
export interface Submission {
  lines: Array<{ itemId: number; quantity: number }>;
  eventId: number | null;
  message: string | null;
  asBatch: boolean;
  /** How the goods will be used, one for every line; null when not stated (older API callers). */
  intendedUse?: GiftUse | null;
}

/** A checkout just opened at the provider, for one request's invoice, at the price it was quoted. */
export interface CheckoutLink {
  sessionId: string;
  /** The delivery method the quote was priced for; a different one now means the price is stale. */
  deliveryMethod: string;
  amounts: InvoiceAmounts;
}

/** A checkout the provider settled: paid (for `paid`) or closed unpaid (for `checkout-closed`). */
export interface SettledCheckout {
  sessionId: string;
  /** The invoice of this request the checkout was for. */
  invoiceId: number;
}

/** An admin's new unit value and quantity for a request not yet paid (both given, changed or not). */
export interface Amendment {
  unitFmvCents: number;
  quantity: number;
}

export interface TransitionInput {
  method?: DeliveryMethod;
  amend?: Amendment;
  trackingNumber?: string | null;
  submission?: Submission;
  checkout?: CheckoutLink;
  settled?: SettledCheckout;
}

/**
 * What guards ask the database beyond the loaded rows. A real run answers under the locks it holds;
 * asking what is offered answers from values read once, without locks, for a whole page of requests.
 */
export interface GuardReads {
  /** Tokens the nonprofit can spend now. */
  tokenBalance(nonprofitId: number): Promise<number>;
  /** The nonprofit's open IRS hold, if any (irs-hold.ts). */
  irsHold(nonprofitId: number): Promise<OpenIrsHold | undefined>;
}

export type DomainEventName = keyof DomainEvents;

/** A domain event for the caller to emit once the transaction has committed. */
export type LifecycleEvent = { [K in keyof DomainEvents]: { name: K; payload: DomainEvents[K] } }[keyof DomainEvents];

/**
 * Everything guards see. `db` is the transaction during a real run, and a plain connection when
 * only asking what is offered: guards read, never write and never lock.
 */
export interface GuardContext {
  db: Queryable;
  reads: GuardReads;
  actor: Actor;
  input: TransitionInput;
  state: DonationState;
  /** The request being moved; for a `request` (creation) there is none until the insert. */
  request: RequestRow | null;
  /** The request's nonprofit, locked first (the lock order every token writer keeps). */
  nonprofit: Pick<UserRow, 'id' | 'role' | 'approvalStatus'> | undefined;
  /** The locked items by id: the request's one item, or every item of a submission. */
  items: Map<number, ItemRow>;
  invoice: InvoiceRow | undefined;
  payment: InvoicePaymentState;
}

/** What effects see besides: the transaction; they keep `request` current and fill `out`. */
export interface TransitionContext extends GuardContext {
  tx: Transaction;
  out: { invoiceId?: number; requestIds?: number[]; batchId?: number | null; supersededSessionId?: string };
}

/** The request of a context that has one (every transition but `request`). */
export const subject = (ctx: GuardContext): RequestRow => ctx.request!;

/** A guard returns a refusal, SKIP (nothing to do: the call succeeds without a change), or nothing. */
export const SKIP = Symbol('skip');
export type GuardResult = AppError | typeof SKIP | undefined;
export type Guard = (ctx: GuardContext) => GuardResult | Promise<GuardResult>;
export type Effect = (ctx: TransitionContext) => Promise<void>;

export interface Transition {
  command: Command;
  who: ActorKind[];
  from: DonationState[];
  guards: Guard[];
  effects: Effect[];
  /**
   * For a command that takes input the viewer chooses (a delivery method): every input worth trying
   * when asking whether the command is offered. It is offered when one of them passes every guard.
   * Commands without it are asked with no input, so their guards must not need any.
   */
  choices?: (ctx: GuardContext) => TransitionInput[];
}
