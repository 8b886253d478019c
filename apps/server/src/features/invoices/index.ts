// The invoices feature's public surface: what other server features import from it.
export {
  createInvoiceInTx,
  invoiceDescription,
  lockRequestInvoice,
  readRequestInvoices,
  voidInvoiceInTx,
} from './invoices-create.service';
export type { InvoicePaymentState, RequestInvoice } from './invoices-create.service';
export { repriceInvoiceInTx, revalueInvoiceInTx } from './invoice-pricing';
export { linkInvoiceToCheckoutInTx } from './invoice-checkout-link';
export {
  claimSessionInvoices,
  markInvoicePaidInTx,
  releaseInvoiceFromCheckoutInTx,
  reportSkippedInvoices,
} from './invoices.fulfilment';
export type { SkippedInvoice } from './invoices.fulfilment';
export { invoicesForDashboard } from './invoices.service';
export { derivedStatusGiven as invoiceStatusGiven, dueDayEnded as invoiceDueDayEnded } from './invoices.queries';
// The invoice events' declarations, for emitters in other features.
import './invoices.events';
