import { calendarDateOf, type Invoice, type InvoiceList } from '@app/shared';
import { pictureOf } from '../items';
import type { InvoiceDetail, loadInvoiceTotals } from './invoices.queries';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** An invoice as the Payments tab and /payment show it; amounts in cents. */
export function presentInvoice({ invoice, status, request, item, donor, event }: InvoiceDetail): Invoice {
  return {
    id: invoice.id,
    invoice_number: invoice.invoiceNumber,
    description: invoice.description,
    amount: invoice.amountCents,
    platform_fee: invoice.platformFeeCents,
    logistics_fee: invoice.logisticsCents,
    fee_percentage: Number(invoice.feePercentage),
    item_value: invoice.itemValueCents,
    currency: invoice.currency,
    status,
    due_date: invoice.dueAt.toISOString(),
    due_on: calendarDateOf(invoice.dueAt),
    paid_at: iso(invoice.paidAt),
    created_at: invoice.createdAt.toISOString(),
    nonprofit_id: invoice.nonprofitId,
    request_id: invoice.requestId,
    item_title: item.title,
    item_image_url: pictureOf(item),
    quantity: request.quantity,
    donor_company_name: donor.companyName ?? donor.name,
    event_name: event?.name ?? null,
    event_date: iso(event?.eventDate),
    delivery_method: request.deliveryMethod,
    delivery_options: item.shippingOptions,
  };
}

export function presentTotals(totals: Awaited<ReturnType<typeof loadInvoiceTotals>>): InvoiceList['totals'] {
  return {
    total_paid: totals.totalPaid,
    total_due: totals.totalDue,
    pending_count: totals.unpaidCount,
    overdue_count: totals.overdueCount,
    paid_count: totals.paidCount,
  };
}
