// The invoices feature: a nonprofit's invoices, paying them (checkout, the payment pages the router
// loads, success and cancel) and the acknowledgement receipts. Token purchases live in token-store.
export { type InvoiceStatusFilter, useInvoices } from './api/get-invoices';
export { usePayInvoice } from './api/pay-invoice';
export { checkoutErrorMessage, useCreateCheckoutSession } from './api/create-checkout-session';
export { AcknowledgementActions } from './components/acknowledgement/acknowledgement-actions';
export { AcknowledgementVersions } from './components/acknowledgement/acknowledgement-versions';
export { AcknowledgementsToSignCard } from './components/acknowledgement/acknowledgements-to-sign-card';
export { SignAcknowledgementDialog } from './components/acknowledgement/sign-acknowledgement-dialog';
export { INVOICE_STATUS_LABELS } from './components/invoice-status-badge';
export { invoiceElementId, InvoiceTable } from './components/invoice-table';
export { PaymentTotals } from './components/payment-totals';
export { StatusFilter } from './components/status-filter';
export { nextInvoiceToPay } from './lib/selection';
export { visibleInvoices } from './lib/visible-invoices';
