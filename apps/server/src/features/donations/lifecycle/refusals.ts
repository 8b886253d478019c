import type { RequestRow } from '#src/platform/database/schema';
import { badRequest, forbidden, notFound, type AppError } from '#src/platform/errors';
import { CHECKOUT_REFUSALS as C } from '../checkout-messages';
import { DELIVERY_REFUSALS as D } from '../delivery-messages';
import { REQUEST_REFUSALS as R } from '../request-messages';
import { APPROVED_STATES, type DonationState } from './state';
import { SKIP, type Command } from './types';

interface CommandRefusals {
  /** A sentence for 404 (403 for `forbidden`), or the whole refusal when the command answers otherwise. */
  notFound: string | ((requestId: number) => AppError);
  /** Someone other than the request's own party. */
  forbidden: string | ((requestId: number) => AppError);
  /** No row of the table serves the command from this state. */
  wrongState: (state: DonationState, request: RequestRow) => AppError | typeof SKIP;
}

const finished = (_: DonationState, request: RequestRow) => badRequest(R.finished(request.status));
const notApproved = () => badRequest(D.notApproved);
const skip = (): typeof SKIP => SKIP;

/** How each command says no, in the words each page already shows. */
export const REFUSALS: Record<Command, CommandRefusals> = {
  request: { notFound: R.notFound, forbidden: R.otherNonprofit, wrongState: finished },
  cancel: { notFound: R.notFound, forbidden: R.notOwnRequest, wrongState: () => badRequest(R.onlyPendingCancel) },
  approve: {
    notFound: R.notFound,
    forbidden: R.notItemDonor,
    wrongState: (state, request) =>
      APPROVED_STATES.includes(state) ? badRequest(R.alreadyApproved) : finished(state, request),
  },
  decline: {
    notFound: R.notFound,
    forbidden: R.notItemDonor,
    wrongState: (state, request) => {
      if (state === 'declined' || state === 'expired') return badRequest(R.alreadyDeclined);
      // A checkout that is open counts as paying: money must never arrive for a void invoice.
      if (state === 'paying') return badRequest(R.payingCannotDecline);
      if (state === 'paid' || state === 'sent') return badRequest(R.paidCannotDecline);
      return finished(state, request);
    },
  },
  expire: { notFound: R.notFound, forbidden: R.notFound, wrongState: skip },
  'choose-method': { notFound: D.notFound, forbidden: D.notOwnRequest, wrongState: notApproved },
  // Paying names its requests, so an unknown or foreign one is refused as not among the caller's.
  'start-checkout': {
    notFound: (requestId) => badRequest(C.requestNotFound(requestId)),
    forbidden: (requestId) => badRequest(C.requestNotFound(requestId)),
    wrongState: (state, request) => {
      if (state === 'paid' || state === 'sent') return badRequest(C.alreadyPaid(request.id));
      if (state === 'completed') return badRequest(C.completed(request.id));
      return badRequest(C.notApproved(request.id, request.status));
    },
  },
  'coordinate-pickup': { notFound: D.notFound, forbidden: D.notOwnRequest, wrongState: notApproved },
  // The provider's reports: a request in another state is left alone (a payment is then reported to the admins).
  paid: { notFound: D.notFound, forbidden: D.notFound, wrongState: skip },
  'release-pickup-details': { notFound: D.notFound, forbidden: D.notFound, wrongState: skip },
  'checkout-closed': { notFound: D.notFound, forbidden: D.notFound, wrongState: skip },
  'mark-sent': {
    notFound: D.notFound,
    forbidden: D.notItemDonor,
    wrongState: (state) => (state === 'completed' ? badRequest(D.alreadyReceived) : notApproved()),
  },
  'confirm-received': {
    notFound: D.notFound,
    forbidden: D.notOwnConfirmation,
    // Already received: the answer was recorded, so nobody is told twice.
    wrongState: (state) => (state === 'completed' ? SKIP : notApproved()),
  },
  reopen: {
    notFound: R.notFound,
    forbidden: R.notFound,
    wrongState: (state, request) => {
      if (state === 'pending') return SKIP;
      if (state === 'paying') return badRequest(R.payingCannotReopen);
      if (state === 'paid' || state === 'sent') return badRequest(R.paidCannotReopen);
      return finished(state, request);
    },
  },
  amend: {
    notFound: R.notFound,
    forbidden: R.notFound,
    wrongState: (state) => {
      if (state === 'paying') return badRequest(R.payingCannotAmend);
      if (state === 'paid' || state === 'sent') return badRequest(R.paidCannotAmend);
      return badRequest(R.amendOnlyUnpaid);
    },
  },
  'confirm-not-received': {
    notFound: D.notFound,
    forbidden: D.notOwnConfirmation,
    wrongState: (state) => (state === 'completed' ? badRequest(D.alreadyReceived) : notApproved()),
  },
};

/** The refusal for an unknown request (`notFound`) or a stranger to it (`forbidden`). */
export function refuseAccess(refusals: CommandRefusals, kind: 'notFound' | 'forbidden', requestId: number): AppError {
  const refusal = refusals[kind];
  if (typeof refusal !== 'string') return refusal(requestId);
  return kind === 'notFound' ? notFound(refusal) : forbidden(refusal);
}
