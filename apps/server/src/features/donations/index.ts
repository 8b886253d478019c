// The donations feature's public surface: the lifecycle of a request and what its writers need.
export { emitAfterCommit, runTransition, type TransitionCall, type TransitionResult } from './lifecycle/run-transition';
export type { Actor, CheckoutLink, Command, Submission } from './lifecycle/types';
export { deriveState, type DonationState } from './lifecycle/state';
export { DELIVERY_REFUSALS, DELIVERY_OUTCOMES, METHOD_LABELS, SYSTEM_MESSAGES } from './delivery-messages';
export { REQUEST_OUTCOMES, REQUEST_REFUSALS } from './request-messages';
export { payInvoicesInTx, type InvoicesPaid } from './invoice-payment';
export { closeCheckoutInTx } from './checkout-closure';
export { judge } from './lifecycle/run-transition';
export { offersFor, readSnapshots, type LifecycleSnapshot, type Offers } from './lifecycle/offers';
export { APPROVED_STATES, feeSettled } from './lifecycle/state';
export { checkCheckoutInTx, linkCheckoutInTx } from './invoice-checkout';
export { lockPartiesOf } from './parties';
export {
  extendDeadlinesAfterHold,
  IRS_HOLD_TEXTS,
  nonprofitNotHeld,
  readOpenHolds,
  type OpenIrsHold,
} from './lifecycle/irs-hold';
export type { LifecycleEvent } from './lifecycle/types';
// The lifecycle events' declarations, for emitters and subscribers in other features.
import './lifecycle/events';
