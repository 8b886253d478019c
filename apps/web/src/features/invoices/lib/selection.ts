import { PAYMENT_RULES, type Invoice } from '@app/shared';
import { invoiceOverdue, invoicePaid } from '#src/lib/request-state-labels';
import { canPayNow } from './visible-invoices';

/** Invoices /payment offers: approved requests not yet paid (an open checkout may be replaced by a new one). */
export function payableInvoices(invoices: readonly Invoice[]): Invoice[] {
  return invoices.filter((invoice) => !invoicePaid(invoice.status));
}

/**
 * What /payment starts with ticked: only the invoice the user came to pay (`?invoice=` from a Pay
 * link, or `?request=`), never everything, so an overdue invoice is not paid by accident.
 */
export function preselectedInvoiceIds(invoices: readonly Invoice[], search: URLSearchParams): Set<number> {
  const wanted = (name: string) => {
    const value = Number(search.get(name));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  const invoiceId = wanted('invoice');
  const requestId = wanted('request');
  return new Set(
    invoices
      .filter((invoice) => invoice.id === invoiceId || invoice.request_id === requestId)
      .map((invoice) => invoice.id),
  );
}

/** Selected invoices whose delivery method is still open: they cannot be paid yet. */
export function withoutDeliveryMethod(selected: readonly Invoice[]): Invoice[] {
  return selected.filter((invoice) => !invoice.delivery_method);
}

export function chooseMethodFirstMessage(unchosen: readonly Invoice[]): string {
  const titles = unchosen.map((invoice) => invoice.item_title).join(', ');
  return `Choose a delivery method for ${titles} before paying: shipping adds a logistics fee to the total.`;
}

export interface PaymentSummary {
  count: number;
  platformFeeCents: number;
  logisticsCents: number;
  totalCents: number;
  currency: string;
  requestIds: number[];
}

/** The payment summary: count, fees, logistics and total of the selected invoices, in cents. */
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

/**
 * The invoice "Review and pay" leads to: an overdue one first, then the one due soonest; null when
 * none can be paid now.
 */
export function nextInvoiceToPay(invoices: readonly Invoice[]): Invoice | null {
  const open = invoices.filter(canPayNow);
  open.sort(
    (a, b) =>
      Number(invoiceOverdue(b.status)) - Number(invoiceOverdue(a.status)) ||
      (a.due_on < b.due_on ? -1 : a.due_on > b.due_on ? 1 : 0),
  );
  return open[0] ?? null;
}
