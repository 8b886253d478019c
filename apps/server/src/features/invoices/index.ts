// The invoices feature's public surface: what other server features import from it.
export { createInvoiceInTx, lockRequestInvoice, readRequestInvoices, voidInvoiceInTx } from './invoices-create.service';
export type { InvoicePaymentState, RequestInvoice } from './invoices-create.service';
export { repriceInvoiceInTx } from './invoice-pricing';
export { linkInvoiceToCheckoutInTx } from './invoice-checkout-link';
export {
  claimSessionInvoices,
  markInvoicePaidInTx,
  releaseInvoiceFromCheckoutInTx,
  reportSkippedInvoices,
} from './invoices.fulfilment';
export type { SkippedInvoice } from './invoices.fulfilment';
export { invoicesForDashboard } from './invoices.service';
// The invoice events' declarations, for emitters in other features.
import './invoices.events';
