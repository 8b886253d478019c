import type {
  DeclineReason,
  DeliveryConfirmationStatus,
  DeliveryMethod,
  DeliveryStatus,
  PaymentStatus,
  RequestState,
  RequestStatus,
} from '@app/shared';

/**
 * The ONE place of the web app that turns a request's state or status (and a delivery's or an
 * invoice's status) into words and colours, or asks what a status string means. Everywhere else
 * reads `state`, `actions` and `next_step` from the server, or calls a function from here; the
 * lint rule local/no-status-comparison (scripts/eslint/no-status-comparison.js) refuses a
 * comparison against a status word anywhere else. It lives in lib/ so that the requests, delivery,
 * invoices and chat features can all read it without importing one another.
 */

// ---- A request's state (docs/product.md, "A request's life") ----

export const REQUEST_STATE_LABELS: Record<RequestState, string> = {
  pending: 'Pending',
  approved: 'Approved',
  paying: 'Payment started',
  paid: 'Paid',
  sent: 'Sent',
  completed: 'Received',
  declined: 'Declined',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** The badge's Mantine colour for each state. */
export const REQUEST_STATE_COLORS: Record<RequestState, string> = {
  pending: 'yellow',
  approved: 'blue',
  paying: 'cyan',
  paid: 'teal',
  sent: 'indigo',
  completed: 'grape',
  declined: 'red',
  expired: 'orange',
  cancelled: 'gray',
};

/** Darker text than Mantine's light variant gives, so each label passes WCAG AA contrast. */
export const REQUEST_STATE_TEXT_COLORS: Record<RequestState, string> = {
  pending: 'color-mix(in srgb, var(--mantine-color-yellow-9), black 40%)',
  approved: 'blue.9',
  paying: 'color-mix(in srgb, var(--mantine-color-cyan-9), black 30%)',
  paid: 'color-mix(in srgb, var(--mantine-color-teal-9), black 30%)',
  sent: 'indigo.9',
  completed: 'grape.9',
  declined: 'red.9',
  expired: 'color-mix(in srgb, var(--mantine-color-orange-9), black 35%)',
  cancelled: 'gray.8',
};

const ENDED_WITHOUT_DELIVERY: readonly RequestState[] = ['declined', 'expired', 'cancelled'];
const WITH_CONVERSATION: readonly RequestState[] = ['approved', 'paying', 'paid', 'sent', 'completed'];
const UNDER_WAY: readonly RequestState[] = ['approved', 'paying', 'paid', 'sent'];

/** The request ended without a delivery: its tokens went back to the nonprofit. */
export const tokensRefunded = (state: RequestState) => ENDED_WITHOUT_DELIVERY.includes(state);
/** Approved at some point and not declined since: the parties' conversation exists. */
export const hasConversation = (state: RequestState) => WITH_CONVERSATION.includes(state);
/** Approved and not finished: its delivery is worth showing. */
export const deliveryUnderWay = (state: RequestState) => UNDER_WAY.includes(state);
/** The donor has not answered yet. */
export const awaitingDecision = (state: RequestState) => state === 'pending';
/** Delivered and confirmed: the acknowledgement receipt exists. */
export const isCompleted = (state: RequestState) => state === 'completed';

/**
 * The states a request's timeline reaches in order, after `requested`. A final state other than
 * `completed` stops the line at its own step.
 */
export const STATE_PROGRESS: Partial<Record<RequestState, number>> = {
  pending: 0,
  approved: 1,
  paying: 1,
  paid: 3,
  sent: 4,
  completed: 5,
};
/** How the line ended, for declined, expired and cancelled requests. */
export const endedState = (state: RequestState): 'declined' | 'expired' | 'cancelled' | null =>
  state === 'declined' || state === 'expired' || state === 'cancelled' ? state : null;

// ---- A request's stored status (filters and batch items carry only the row's status) ----

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const STATUS_STATE: Record<RequestStatus, RequestState> = {
  pending: 'pending',
  approved: 'approved',
  declined: 'declined',
  completed: 'completed',
  cancelled: 'cancelled',
};

/** The state a bare status reads as (a batch line, which carries no state of its own). */
export function stateOfStatus(status: RequestStatus, declineReason: DeclineReason | null = null): RequestState {
  return status === 'declined' && declineReason === 'expired' ? 'expired' : STATUS_STATE[status];
}

/** The status a request is filtered by: a status filter groups the states under their row status. */
export const STATUS_OF_STATE: Record<RequestState, RequestStatus> = {
  pending: 'pending',
  approved: 'approved',
  paying: 'approved',
  paid: 'approved',
  sent: 'approved',
  completed: 'completed',
  declined: 'declined',
  expired: 'declined',
  cancelled: 'cancelled',
};

// ---- Delivery ----

export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  shipping: 'Shipping',
  pickup: 'Pickup',
  virtual: 'Virtual',
};

/**
 * docs/product.md, Dashboards and admin: shipped shows as Item Sent, received as Item Received,
 * otherwise the chosen delivery method, or Pending before one is chosen.
 */
export function deliveryStatusLabel(request: {
  delivery_status?: DeliveryStatus | string | null;
  delivery_method?: DeliveryMethod | string | null;
}): string {
  if (request.delivery_status === 'shipped') return 'Item Sent';
  if (request.delivery_status === 'received' || request.delivery_status === 'delivered') return 'Item Received';
  if (request.delivery_status === 'not_received') return 'Reported not received';
  if (request.delivery_method)
    return DELIVERY_METHOD_LABELS[request.delivery_method as DeliveryMethod] ?? request.delivery_method;
  return 'Pending';
}

/** The nonprofit's answer on a confirmation link was that the item arrived. */
export const confirmedReceived = (status: DeliveryConfirmationStatus | string) => status === 'received';

// ---- Invoices ----

export const INVOICE_STATUS_LABELS: Record<PaymentStatus, string> = {
  paid: 'Paid',
  pending: 'Pending',
  overdue: 'Overdue',
  processing: 'Processing',
};
/** docs/product.md, Checkout and token purchase: paid green, pending yellow, overdue red, processing blue. */
export const INVOICE_STATUS_COLORS: Record<PaymentStatus, string> = {
  paid: 'green',
  pending: 'yellow',
  overdue: 'red',
  processing: 'blue',
};
export const INVOICE_STATUS_TEXT_COLORS: Record<PaymentStatus, string> = {
  paid: 'color-mix(in srgb, var(--mantine-color-green-9), black 30%)',
  pending: 'color-mix(in srgb, var(--mantine-color-yellow-9), black 40%)',
  overdue: 'red.9',
  processing: 'blue.9',
};

/** Pending or overdue: the invoice may be paid now. */
export const invoiceOpen = (status: PaymentStatus) => status === 'pending' || status === 'overdue';
export const invoiceOverdue = (status: PaymentStatus) => status === 'overdue';
/** A checkout is open for it: not paid yet, not payable again until it closes. */
export const invoiceProcessing = (status: PaymentStatus) => status === 'processing';
export const invoicePaid = (status: PaymentStatus) => status === 'paid';

// ---- Conversations (their status follows the request's) ----

export const conversationClosed = (status: string) => status === 'completed';

// ---- Checkout sessions (the provider's words: open, complete, expired; paid, unpaid) ----

export const checkoutPaid = (status: { payment_status: string }) => status.payment_status === 'paid';
export const checkoutExpired = (status: { status: string }) => status.status === 'expired';

// ---- How a request ended (the timeline's last step, the details' "Declined by") ----

export const ENDED_STEP_LABELS = { declined: 'Declined', expired: 'Expired', cancelled: 'Cancelled' } as const;
/** When it ended: cancelled by the nonprofit, or declined (by the donor or the deadline). */
export const endedAt = (
  ended: 'declined' | 'expired' | 'cancelled',
  timeline: { declined_at: string | null; cancelled_at: string | null },
) => (ended === 'cancelled' ? timeline.cancelled_at : timeline.declined_at);
/** A donor may decline after approving (Edit decision): the approval stays on the line. */
export const mayFollowApproval = (ended: 'declined' | 'expired' | 'cancelled') => ended === 'declined';
/** Declined by the donor or by the response deadline. */
export const wasDeclined = (state: RequestState) => state === 'declined' || state === 'expired';
/** The response deadline declined it. */
export const expiredUnanswered = (state: RequestState) => state === 'expired';
