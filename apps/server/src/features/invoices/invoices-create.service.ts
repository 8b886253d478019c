import { invoiceAmounts, PAYMENT_RULES } from '@app/shared';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '#src/platform/database/client';
import {
  checkoutSessions,
  events,
  invoices,
  items,
  type InvoiceRow,
  type RequestRow,
} from '#src/platform/database/schema';
import { getSiteSettings } from '#src/platform/settings';
import { invoiceAmountColumns } from './invoice-pricing';
import './invoices.events';

export { invoiceAmountColumns };

const DAY_MS = 86_400_000;

/** Where the request's invoice payment stands (docs/product.md, "A request's life"). */
export type InvoicePaymentState = 'none' | 'unpaid' | 'checkout_open' | 'paid';

/** The payments page shows the description beside the number; it names the item, quantity and request. */
export const invoiceDescription = (title: string, quantity: number, requestId: number) =>
  `${quantity} x ${title} (request #${requestId})`;

/**
 * The invoice an approval creates (docs/product.md, "Invoices and fees"), in the approval's transaction. The fee is
 * priced as of the approval (it is priced again when checkout starts); due 7 days after approval.
 */
export async function createInvoiceInTx(
  tx: Transaction,
  request: Pick<RequestRow, 'id' | 'nonprofitId' | 'itemId' | 'eventId' | 'quantityRequested' | 'unitFmvCents'> & {
    approvedAt: Date | null;
    deliveryMethod: RequestRow['deliveryMethod'];
  },
): Promise<InvoiceRow> {
  const approvedAt = request.approvedAt ?? new Date();
  const [item] = await tx.select({ title: items.title }).from(items).where(eq(items.id, request.itemId));
  const [event] =
    request.eventId === null
      ? []
      : await tx.select({ eventDate: events.eventDate }).from(events).where(eq(events.id, request.eventId));
  const valueCents = request.unitFmvCents * request.quantityRequested;
  const amounts = invoiceAmounts({
    valueCents,
    eventDate: event?.eventDate ?? null,
    at: approvedAt,
    deliveryMethod: request.deliveryMethod,
    settings: await getSiteSettings(tx),
  });
  const [inserted] = await tx
    .insert(invoices)
    .values({
      // Replaced below by the number built from the id, which only the insert knows.
      invoiceNumber: sql`'draft-' || gen_random_uuid()::text`,
      nonprofitId: request.nonprofitId,
      requestId: request.id,
      description: invoiceDescription(item?.title ?? 'Item', request.quantityRequested, request.id),
      itemValueCents: valueCents,
      pricedEventDate: event?.eventDate ?? null,
      ...invoiceAmountColumns(amounts),
      currency: PAYMENT_RULES.currency,
      status: 'pending',
      dueAt: new Date(approvedAt.getTime() + PAYMENT_RULES.invoiceDueDays * DAY_MS),
      createdAt: approvedAt,
      updatedAt: approvedAt,
    })
    .returning({ id: invoices.id });
  const [invoice] = await tx
    .update(invoices)
    .set({ invoiceNumber: invoiceNumberSql(approvedAt) })
    .where(eq(invoices.id, inserted!.id))
    .returning();
  return invoice!;
}

/** INV-2026-000042: the approval's year and the invoice id, so it is unique without a counter. */
function invoiceNumberSql(at: Date) {
  return sql`'INV-' || ${String(at.getUTCFullYear())} || '-' || lpad(${invoices.id}::text, 6, '0')`;
}

/**
 * Locks the request's live (not void) invoice and says where its payment stands. A checkout that
 * is open and unexpired counts as under way: the card may be charged at any moment.
 */
export async function lockRequestInvoice(
  tx: Transaction,
  requestId: number,
): Promise<{ invoice: InvoiceRow | undefined; state: InvoicePaymentState }> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.requestId, requestId), ne(invoices.status, 'void')))
    .for('update');
  if (!invoice || invoice.status === 'paid' || invoice.openSessionId === null) {
    return { invoice, state: paymentStateOf(invoice, false) };
  }
  const [open] = await tx
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.id, invoice.openSessionId),
        eq(checkoutSessions.status, 'open'),
        sql`${checkoutSessions.expiresAt} > now()`,
      ),
    );
  return { invoice, state: paymentStateOf(invoice, open !== undefined) };
}

function paymentStateOf(invoice: InvoiceRow | undefined, checkoutOpen: boolean): InvoicePaymentState {
  if (!invoice) return 'none';
  if (invoice.status === 'paid') return 'paid';
  return invoice.openSessionId !== null && checkoutOpen ? 'checkout_open' : 'unpaid';
}

export interface RequestInvoice {
  invoice: InvoiceRow | undefined;
  state: InvoicePaymentState;
}

/**
 * lockRequestInvoice for a page of requests, without locks, in one query: what a page shows may be
 * stale a moment later, and any command taken on it is checked again under lock.
 */
export async function readRequestInvoices(db: Queryable, requestIds: number[]): Promise<Map<number, RequestInvoice>> {
  const found = new Map<number, RequestInvoice>(requestIds.map((id) => [id, { invoice: undefined, state: 'none' }]));
  if (requestIds.length === 0) return found;
  const rows = await db
    .select({ invoice: invoices, open: sql<boolean>`${checkoutSessions.id} is not null` })
    .from(invoices)
    .leftJoin(
      checkoutSessions,
      and(
        eq(checkoutSessions.id, invoices.openSessionId),
        eq(checkoutSessions.status, 'open'),
        sql`${checkoutSessions.expiresAt} > now()`,
      ),
    )
    .where(and(inArray(invoices.requestId, [...new Set(requestIds)]), ne(invoices.status, 'void')));
  for (const { invoice, open } of rows) {
    found.set(invoice.requestId, { invoice, state: paymentStateOf(invoice, Boolean(open)) });
  }
  return found;
}

/** An approval withdrawn before payment: the invoice stays on record as void and is never listed. */
export async function voidInvoiceInTx(tx: Transaction, invoiceId: number): Promise<void> {
  await tx
    .update(invoices)
    .set({ status: 'void', openSessionId: null, updatedAt: new Date() })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'pending')));
}
