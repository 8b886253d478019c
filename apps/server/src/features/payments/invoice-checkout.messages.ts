import { PAYMENT_MESSAGES } from '@app/shared';

/** Paying invoices: the sentences of the two checkout calls; those shared with the browser live in PAYMENT_MESSAGES. */
export const INVOICE_REFUSALS = {
  selectAtLeastOne: PAYMENT_MESSAGES.selectAtLeastOne,
  invoiceNotFound: 'Invoice not found.',
  nothingToPay: 'The selected invoices come to $0.00, so there is nothing to pay.',
  onlyNonprofits: 'Only nonprofits can pay invoices.',
  otherAccount: 'You can only pay your own invoices.',
} as const;
