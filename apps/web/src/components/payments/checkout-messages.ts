import { PAYMENT_MESSAGES } from '@app/shared';

/** The sentence shown for each outcome of a checkout status check. */
export interface CheckoutMessages {
  paid: string;
  expired: string;
  processing: string;
  /** The server could not be reached. */
  checkError: string;
  /** The server answered with an error status. */
  badResponse: string;
  timedOut: string;
}

/** /payment/success after paying invoices. */
export const INVOICE_CHECKOUT_MESSAGES: CheckoutMessages = {
  paid: PAYMENT_MESSAGES.paid,
  expired: PAYMENT_MESSAGES.expired,
  processing: PAYMENT_MESSAGES.processing,
  checkError: PAYMENT_MESSAGES.checkError,
  badResponse: PAYMENT_MESSAGES.badStatusResponse,
  timedOut: PAYMENT_MESSAGES.timedOut,
};

/** The token purchase return; any failed check points the nonprofit at its balance. */
export const TOKEN_CHECKOUT_MESSAGES: CheckoutMessages = {
  paid: PAYMENT_MESSAGES.tokensAdded,
  expired: PAYMENT_MESSAGES.tokensExpired,
  processing: PAYMENT_MESSAGES.processing,
  checkError: PAYMENT_MESSAGES.tokensCheckError,
  badResponse: PAYMENT_MESSAGES.tokensCheckError,
  timedOut: PAYMENT_MESSAGES.timedOut,
};
