// The checkouts feature's public surface: what other server features import from it.
export { openCheckout } from './checkout.service';
export { PAYMENT_FAILED_MESSAGE, recordUnpaidOutcome, type OnCheckoutClosed } from './checkout-closure';
export { recordWebhookEvent } from './webhook-events';
// The checkout events' declarations, for emitters and subscribers in other features.
import './checkout.events';
