/** How starting a checkout for a request's invoice says no: each sentence names the request. */
export const CHECKOUT_REFUSALS = {
  // The same words for an unknown id and another nonprofit's request, so neither leaks.
  requestNotFound: (requestId: number) => `Request #${requestId} was not found among your requests.`,
  notApproved: (requestId: number, status: string) =>
    `Request #${requestId} is ${status}; only approved requests can be paid for.`,
  noInvoice: (requestId: number) => `Request #${requestId} has no invoice to pay.`,
  alreadyPaid: (requestId: number) => `Request #${requestId} is already paid.`,
  completed: (requestId: number) => `Request #${requestId} is completed, so there is nothing left to pay.`,
  noDeliveryMethod: (requestId: number, itemTitle: string) =>
    `Request #${requestId} (${itemTitle}) has no delivery method yet. Choose how the item reaches you before paying: shipping adds a logistics fee.`,
  changedMeanwhile: 'These invoices changed while the checkout was being opened. Please refresh and try again.',
} as const;
