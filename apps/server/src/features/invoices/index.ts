// The invoices feature's public surface: what other server features import from it.
export { createInvoiceInTx, lockRequestInvoice, voidInvoiceInTx } from './invoices-create.service';
export type { InvoicePaymentState } from './invoices-create.service';
export { repriceInvoiceInTx } from './invoice-pricing';
export { linkInvoiceToCheckoutInTx, releaseSupersededInvoicesInTx } from './invoice-checkout-link';
export { markInvoicesPaid } from './invoices.fulfilment';
export { invoicesForDashboard } from './invoices.service';
// The invoice events' declarations, for emitters in other features.
import './invoices.events';
