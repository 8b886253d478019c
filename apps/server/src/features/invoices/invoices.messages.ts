import { PAYMENT_MESSAGES } from '@app/shared';

/** The invoices API's own sentences; payment sentences shared with the browser live in PAYMENT_MESSAGES. */
export const INVOICE_REFUSALS = {
  selectAtLeastOne: PAYMENT_MESSAGES.selectAtLeastOne,
  // The same words for an unknown id and another nonprofit's request, so neither leaks.
  requestNotFound: (requestId: number) => `Request #${requestId} was not found among your requests.`,
  invoiceNotFound: 'Invoice not found.',
  notApproved: (requestId: number, status: string) =>
    `Request #${requestId} is ${status}; only approved requests can be paid for.`,
  noInvoice: (requestId: number) => `Request #${requestId} has no invoice to pay.`,
  alreadyPaid: (requestId: number) => `Request #${requestId} is already paid.`,
  noDeliveryMethod: (requestId: number, itemTitle: string) =>
    `Request #${requestId} (${itemTitle}) has no delivery method yet. Choose how the item reaches you before paying: shipping adds a logistics fee.`,
  invoiceAlreadyPaid: 'This invoice is already paid.',
  nothingToPay: 'The selected invoices come to $0.00, so there is nothing to pay.',
  onlyNonprofits: 'Only nonprofits can pay invoices.',
  otherAccount: 'You can only pay your own invoices.',
  changedMeanwhile: 'These invoices changed while the checkout was being opened. Please refresh and try again.',
} as const;
