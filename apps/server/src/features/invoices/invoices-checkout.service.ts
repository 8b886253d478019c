import { invoiceAmounts, type InvoiceAmounts } from '@app/shared';
import { and, asc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Queryable, Transaction } from '../../platform/database/client';
import {
  events,
  invoices,
  items,
  requests,
  type CheckoutSessionRow,
  type InvoiceRow,
} from '../../platform/database/schema';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { getSiteSettings } from '../../platform/settings';
import { openCheckout } from '../checkouts';
import { invoiceAmountColumns } from './invoices-create.service';
import { INVOICE_REFUSALS } from './invoices.messages';
import './invoices.events';

const SUCCESS_PATH = '/payment/success?session_id={CHECKOUT_SESSION_ID}';
const CANCEL_PATH = '/payment/cancel';

/** Which invoices to pay: the requests ticked on /payment, or one invoice's Pay Now. */
export type CheckoutTarget = { requestIds: number[] } | { invoiceId: number };

interface Payable {
  invoice: InvoiceRow;
  eventDate: Date | null;
  deliveryMethod: string | null;
}

const payableColumns = {
  invoice: invoices,
  request: { id: requests.id, nonprofitId: requests.nonprofitId, status: requests.status },
  deliveryMethod: requests.deliveryMethod,
  itemTitle: items.title,
  eventDate: events.eventDate,
};

/**
 * The logistics line follows the delivery method, so an invoice is paid only once the method is
 * chosen: otherwise shipping could never be charged, nor chosen afterwards (docs/product.md,
 * "Invoices and fees").
 */
function requireDeliveryMethod(row: { request: { id: number }; deliveryMethod: string | null; itemTitle: string }) {
  if (!row.deliveryMethod) throw badRequest(INVOICE_REFUSALS.noDeliveryMethod(row.request.id, row.itemTitle));
}

/** The requests' live invoices; every refusal is a 400 naming the request, and nothing changes. */
async function payableForRequests(db: Queryable, nonprofitId: number, requestIds: number[]): Promise<Payable[]> {
  const ids = [...new Set(requestIds)];
  if (ids.length === 0) throw badRequest(INVOICE_REFUSALS.selectAtLeastOne);
  const rows = await db
    .select(payableColumns)
    .from(requests)
    .innerJoin(items, eq(items.id, requests.itemId))
    .leftJoin(invoices, and(eq(invoices.requestId, requests.id), ne(invoices.status, 'void')))
    .leftJoin(events, eq(events.id, requests.eventId))
    .where(inArray(requests.id, ids));
  const byId = new Map(rows.map((row) => [row.request.id, row]));
  return ids.map((requestId) => {
    const row = byId.get(requestId);
    // Another nonprofit's request reads exactly like an unknown one.
    if (!row || row.request.nonprofitId !== nonprofitId) throw badRequest(INVOICE_REFUSALS.requestNotFound(requestId));
    if (row.request.status !== 'approved' && row.request.status !== 'completed') {
      throw badRequest(INVOICE_REFUSALS.notApproved(requestId, row.request.status));
    }
    if (!row.invoice) throw badRequest(INVOICE_REFUSALS.noInvoice(requestId));
    if (row.invoice.status === 'paid') throw badRequest(INVOICE_REFUSALS.alreadyPaid(requestId));
    requireDeliveryMethod(row);
    return { invoice: row.invoice, eventDate: row.eventDate, deliveryMethod: row.deliveryMethod };
  });
}

/** Pay Now: the nonprofit's own unpaid invoice. */
async function payableInvoice(db: Queryable, nonprofitId: number, invoiceId: number): Promise<Payable[]> {
  const [row] = await db
    .select(payableColumns)
    .from(invoices)
    .innerJoin(requests, eq(requests.id, invoices.requestId))
    .innerJoin(items, eq(items.id, requests.itemId))
    .leftJoin(events, eq(events.id, requests.eventId))
    .where(eq(invoices.id, invoiceId));
  if (!row?.invoice || row.invoice.status === 'void') throw notFound(INVOICE_REFUSALS.invoiceNotFound);
  if (row.invoice.nonprofitId !== nonprofitId) throw forbidden(INVOICE_REFUSALS.otherAccount);
  if (row.invoice.status === 'paid') throw badRequest(INVOICE_REFUSALS.invoiceAlreadyPaid);
  requireDeliveryMethod(row);
  return [{ invoice: row.invoice, eventDate: row.eventDate, deliveryMethod: row.deliveryMethod }];
}

function checkoutDescription(payables: Payable[]): string {
  if (payables.length === 1) return `${payables[0]!.invoice.invoiceNumber}: ${payables[0]!.invoice.description}`;
  const text = `${payables.length} invoices: ${payables.map((payable) => payable.invoice.invoiceNumber).join(', ')}`;
  return text.length <= 200 ? text : `${text.slice(0, 197)}...`;
}

/**
 * POST /payments/checkout/session and Pay Now (docs/product.md, "Invoices and fees"): prices the
 * invoices again as of now, opens ONE checkout for their total, and points the invoices at it.
 * The provider call cannot sit inside a transaction, so the invoices are checked twice: before
 * (read only: any refusal changes nothing) and after, under lock, where the new prices and the
 * session are saved together. An older open checkout of these invoices is closed afterwards.
 */
export async function startInvoiceCheckout(
  ctx: AppContext,
  nonprofit: { id: number; email: string },
  target: CheckoutTarget,
): Promise<CheckoutSessionRow> {
  const payables =
    'invoiceId' in target
      ? await payableInvoice(ctx.db, nonprofit.id, target.invoiceId)
      : await payableForRequests(ctx.db, nonprofit.id, target.requestIds);
  const settings = await getSiteSettings(ctx.db);
  const now = new Date();
  const priced = payables.map((payable) => ({
    invoiceId: payable.invoice.id,
    amounts: invoiceAmounts({
      valueCents: payable.invoice.itemValueCents,
      eventDate: payable.eventDate,
      at: now,
      deliveryMethod: payable.deliveryMethod,
      settings,
    }),
  }));
  const total = priced.reduce((sum, line) => sum + line.amounts.totalCents, 0);
  if (total <= 0) throw badRequest(INVOICE_REFUSALS.nothingToPay);

  const session = await openCheckout(ctx, {
    purpose: 'invoices',
    nonprofitId: nonprofit.id,
    amountCents: total,
    description: checkoutDescription(payables),
    successPath: SUCCESS_PATH,
    cancelPath: CANCEL_PATH,
    invoiceIds: priced.map((line) => line.invoiceId),
    requestIds: payables.map((payable) => payable.invoice.requestId),
    customerEmail: nonprofit.email,
  });

  const linked = await ctx.db.transaction((tx) => linkInvoices(tx, priced, session.id));
  if (!linked.ok) {
    await ctx.events.emit('invoices.checkouts_superseded', { sessionIds: [session.id] });
    throw conflict(INVOICE_REFUSALS.changedMeanwhile);
  }
  if (linked.superseded.length > 0) {
    await ctx.events.emit('invoices.checkouts_superseded', { sessionIds: linked.superseded });
  }
  return session;
}

type LinkResult = { ok: true; superseded: string[] } | { ok: false };

/**
 * Under the invoices' row locks (taken in id order, as fulfilment takes them): every invoice must
 * still be unpaid, or the checkout just opened is dropped. Returns the sessions it replaced.
 */
async function linkInvoices(
  tx: Transaction,
  priced: { invoiceId: number; amounts: InvoiceAmounts }[],
  sessionId: string,
): Promise<LinkResult> {
  const ids = priced.map((line) => line.invoiceId);
  const locked = await tx
    .select({ id: invoices.id, status: invoices.status, openSessionId: invoices.openSessionId })
    .from(invoices)
    .where(inArray(invoices.id, ids))
    .orderBy(asc(invoices.id))
    .for('update');
  if (locked.length !== ids.length || locked.some((row) => row.status !== 'pending')) return { ok: false };
  const superseded = [
    ...new Set(locked.map((row) => row.openSessionId).filter((id): id is string => id !== null && id !== sessionId)),
  ];
  for (const { invoiceId, amounts } of priced) {
    await tx
      .update(invoices)
      .set({
        ...invoiceAmountColumns(amounts),
        openSessionId: sessionId,
        updatedAt: new Date(),
      })
      .where(eq(invoices.id, invoiceId));
  }
  if (superseded.length > 0) {
    // Invoices of a replaced multi-invoice checkout that this one does not cover are free again.
    await tx
      .update(invoices)
      .set({ openSessionId: null, updatedAt: new Date() })
      .where(and(inArray(invoices.openSessionId, superseded), notInArray(invoices.id, ids)));
  }
  return { ok: true, superseded };
}
