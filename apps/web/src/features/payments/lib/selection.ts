import { PAYMENT_RULES, type Invoice } from '@app/shared';

/** Invoices /payment offers: approved requests not yet paid (an open checkout may be replaced by a new one). */
export function payableInvoices(invoices: readonly Invoice[]): Invoice[] {
  return invoices.filter((invoice) => invoice.status !== 'paid');
}

export interface PaymentSummary {
  count: number;
  platformFeeCents: number;
  logisticsCents: number;
  totalCents: number;
  currency: string;
  requestIds: number[];
}

/** Seed 000 s2 payment summary: count, fees, logistics and total of the selected invoices, in cents. */
export function summarize(selected: readonly Invoice[]): PaymentSummary {
  return {
    count: selected.length,
    platformFeeCents: selected.reduce((sum, invoice) => sum + invoice.platform_fee, 0),
    logisticsCents: selected.reduce((sum, invoice) => sum + invoice.logistics_fee, 0),
    totalCents: selected.reduce((sum, invoice) => sum + invoice.amount, 0),
    currency: selected[0]?.currency ?? PAYMENT_RULES.currency,
    requestIds: selected.map((invoice) => invoice.request_id),
  };
}
