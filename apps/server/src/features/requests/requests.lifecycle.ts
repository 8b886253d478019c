import {
  deliveryMethodsOffered,
  invoiceAmounts,
  PAYMENT_RULES,
  type DeliveryMethod,
  type InvoiceAmounts,
  type MethodOption,
  type NextStep,
  type RequestAction,
  type RequestCommand,
  type RequestLifecycle,
  type SiteSettings,
} from '@app/shared';
import type { Queryable } from '#src/platform/database/client';
import { getSiteSettings } from '#src/platform/settings';
import {
  feeSettled,
  IRS_HOLD_TEXTS,
  offersFor,
  readSnapshots,
  type Actor,
  type LifecycleSnapshot,
  type Offers,
} from '../donations';

const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** Who looks at the requests: the party it belongs to, or an admin. */
export type RequestViewer = Extract<Actor, { kind: 'nonprofit' | 'donor' | 'admin' }>;

/**
 * What checkout would charge now for the request's invoice with this method: the invoice's own
 * rule (invoiceAmounts) as of now while it can still be priced again; the amounts it holds once a
 * checkout is open or it is paid, since a method change cannot alter those.
 */
function amountsFor(snapshot: LifecycleSnapshot, method: DeliveryMethod | null, settings: SiteSettings, at: Date) {
  const { invoice } = snapshot;
  if (!invoice) return undefined;
  if (snapshot.payment !== 'unpaid') {
    return {
      feePercentage: Number(invoice.feePercentage),
      platformFeeCents: invoice.platformFeeCents,
      logisticsCents: invoice.logisticsCents,
      totalCents: invoice.amountCents,
    } satisfies InvoiceAmounts;
  }
  return invoiceAmounts({
    valueCents: invoice.itemValueCents,
    eventDate: invoice.pricedEventDate,
    at,
    deliveryMethod: method,
    settings,
  });
}

function methodOptions(snapshot: LifecycleSnapshot, offers: Offers, settings: SiteSettings, at: Date): MethodOption[] {
  if (!snapshot.invoice) return [];
  const choosable = new Set((offers.get('choose-method') ?? []).map((input) => input.method));
  return deliveryMethodsOffered(snapshot.request.deliveryOptions).map((method) => {
    const amounts = amountsFor(snapshot, method, settings, at)!;
    return {
      method,
      fee_percentage: amounts.feePercentage,
      platform_fee: amounts.platformFeeCents,
      logistics_fee: amounts.logisticsCents,
      total: amounts.totalCents,
      current: snapshot.request.deliveryMethod === method,
      available: choosable.has(method),
    };
  });
}

/** The button words for each command the viewer is offered. */
function labelOf(command: RequestCommand, snapshot: LifecycleSnapshot, payCents: number | undefined): string {
  const { request, state } = snapshot;
  switch (command) {
    case 'cancel':
      return 'Cancel request';
    case 'approve':
      return state === 'pending' ? 'Approve' : 'Change decision to approve';
    case 'decline':
      return state === 'pending' ? 'Decline' : 'Change decision to decline';
    case 'choose-method':
      return request.deliveryMethod === null ? 'Choose delivery method' : 'Change delivery method';
    case 'start-checkout':
      return payCents === undefined ? 'Pay' : `Pay ${dollars(payCents)}`;
    case 'coordinate-pickup':
      return 'Get pickup details';
    case 'mark-sent':
      return request.deliveryStatus === 'not_received' ? 'Mark replacement as sent' : 'Mark as sent';
    case 'confirm-received':
      return 'Confirm received';
    case 'confirm-not-received':
      return 'Report not received';
    case 'reopen':
      return 'Set back to pending';
    case 'amend':
      return 'Change value or quantity';
  }
}

const FINISHED: Partial<Record<LifecycleSnapshot['state'], string>> = {
  completed: 'Received',
  declined: 'Declined',
  expired: 'Expired without an answer',
  cancelled: 'Cancelled',
};

/** The steps an IRS hold pauses: each waits for a command the hold refuses (guards-hold.ts). */
const PAUSED_BY_HOLD: ReadonlySet<NextStep['action']> = new Set([
  'decide',
  'choose-method',
  'pay',
  'coordinate-pickup',
  'mark-sent',
  'follow-up',
]);

/**
 * Who must act now, and what. While the nonprofit is on an IRS hold, a step the hold pauses says
 * so instead, in words for the viewer (docs/product.md, "Checking a nonprofit against IRS data");
 * receiving what is already on its way goes on.
 */
export function nextStepOf(
  snapshot: LifecycleSnapshot,
  payCents: number | undefined,
  viewer: RequestViewer['kind'],
): NextStep {
  const step = stepOf(snapshot, payCents);
  if (!snapshot.hold || !PAUSED_BY_HOLD.has(step.action)) return step;
  return { actor: 'none', action: 'paused', label: IRS_HOLD_TEXTS.nextStep(snapshot.hold, viewer) };
}

/**
 * Who must act now, and what, whoever looks: the same for both parties. It follows the table's
 * own order of things: the donor decides; the nonprofit chooses a method, then pays; pickup details
 * are asked for when pickup was chosen after paying; the donor sends; the nonprofit confirms.
 */
function stepOf(snapshot: LifecycleSnapshot, payCents: number | undefined): NextStep {
  const { request, state } = snapshot;
  const finished = FINISHED[state];
  if (finished) return { actor: 'none', action: 'none', label: finished };
  if (state === 'pending') return { actor: 'donor', action: 'decide', label: 'Approve or decline' };
  if (request.deliveryMethod === null) {
    return { actor: 'nonprofit', action: 'choose-method', label: 'Choose a delivery method' };
  }
  if (!feeSettled(snapshot.invoice, snapshot.payment)) {
    const label = payCents === undefined ? 'Pay the invoice' : `Pay ${dollars(payCents)}`;
    return { actor: 'nonprofit', action: 'pay', label };
  }
  if (request.deliveryStatus === 'shipped') {
    return { actor: 'nonprofit', action: 'confirm-received', label: 'Confirm the item was received' };
  }
  if (request.deliveryMethod === 'pickup' && request.pickupCoordinatedAt === null) {
    return { actor: 'nonprofit', action: 'coordinate-pickup', label: 'Get the pickup details' };
  }
  if (request.deliveryStatus === 'not_received') {
    return { actor: 'donor', action: 'follow-up', label: 'Follow up: the item has not arrived' };
  }
  return { actor: 'donor', action: 'mark-sent', label: 'Mark as sent' };
}

function lifecycleOf(
  snapshot: LifecycleSnapshot,
  offers: Offers,
  viewer: RequestViewer['kind'],
  settings: SiteSettings,
  at: Date,
): RequestLifecycle {
  const { request, invoice } = snapshot;
  const payCents = amountsFor(snapshot, request.deliveryMethod, settings, at)?.totalCents;
  const actions: RequestAction[] = [...offers.keys()]
    // A card payment has a floor (and nothing to pay is no payment): an invoice under it is not
    // offered a Pay button of its own, as checkout would refuse it alone.
    .filter((command) => command !== 'start-checkout' || (payCents ?? 0) >= PAYMENT_RULES.minimumChargeCents)
    .map((command) => ({
      command: command as RequestCommand,
      label: labelOf(command as RequestCommand, snapshot, payCents),
    }));
  const received = request.deliveryStatus === 'received' ? request.deliveryConfirmedAt : null;
  return {
    state: snapshot.state,
    actions,
    next_step: nextStepOf(snapshot, payCents, viewer),
    timeline: {
      requested_at: request.createdAt.toISOString(),
      approved_at: iso(request.approvedAt),
      declined_at: iso(request.declinedAt),
      cancelled_at: iso(request.cancelledAt),
      method_chosen_at: iso(request.deliveryMethodChosenAt),
      paid_at: iso(invoice?.paidAt),
      sent_at: iso(request.shippedAt),
      received_at: iso(received),
    },
    method_options: methodOptions(snapshot, offers, settings, at),
  };
}

/**
 * The life of each request for this viewer: state, the actions offered, the next step, the
 * timeline and the methods with their prices. A fixed number of queries for the whole page, no
 * row locks (readSnapshots, offersFor).
 */
export async function lifecyclesFor(
  db: Queryable,
  viewer: RequestViewer,
  requestIds: number[],
): Promise<Map<number, RequestLifecycle>> {
  const [snapshots, settings] = await Promise.all([readSnapshots(db, requestIds), getSiteSettings(db)]);
  const list = [...snapshots.values()];
  const offers = await offersFor(db, viewer, list);
  const at = new Date();
  return new Map(
    list.map((s) => [s.request.id, lifecycleOf(s, offers.get(s.request.id) ?? new Map(), viewer.kind, settings, at)]),
  );
}
