// The webhook test names the failure sentence where payments used to keep it.
export { PAYMENT_FAILED_MESSAGE } from '../checkouts';
