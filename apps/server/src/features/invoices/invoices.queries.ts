import type { PaymentStatus } from '@app/shared';
import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { checkoutSessions, events, invoices, items, requests, users } from '#src/platform/database/schema';

/** Lists are always bounded, though the page shows every invoice: 200 covers any real nonprofit. */
const INVOICE_LIST_LIMIT = 200;

/** The due day (a UTC calendar day) has ended. */
export const dueDayEnded = sql`(${invoices.dueAt} at time zone 'UTC')::date < (now() at time zone 'UTC')::date`;

/**
 * docs/product.md, Invoices and fees, as the database sees it: a stored pending invoice is `processing` while the
 * checkout it points to is open and unexpired, `overdue` once its due day (due_on, a UTC calendar day) has ended, else
 * `pending`. Read with `now()` so every server process agrees. `checkoutOpen` says how the statement reads "its
 * checkout is open and unexpired" (a join, or a subquery); says nothing of void invoices (callers leave them out or
 * name them first).
 */
export const derivedStatusGiven = (checkoutOpen: SQL) => sql<PaymentStatus>`case
  when ${invoices.status} = 'paid' then 'paid'
  when ${checkoutOpen} then 'processing'
  when ${dueDayEnded} then 'overdue'
  else 'pending' end`;

/** The rule with `checkout_sessions` left-joined on the invoice's `open_session_id`. */
export const derivedStatus = derivedStatusGiven(
  sql`${checkoutSessions.status} = 'open' and ${checkoutSessions.expiresAt} > now()`,
);

const paid = sql`${invoices.status} = 'paid'`;
const unpaid = sql`${invoices.status} = 'pending'`;
const sumOf = (filter: SQL) =>
  sql<number>`coalesce(sum(${invoices.amountCents}) filter (where ${filter}), 0)`.mapWith(Number);
const countOf = (filter: SQL) => sql<number>`count(*) filter (where ${filter})`.mapWith(Number);

const listColumns = {
  invoice: invoices,
  status: derivedStatus,
  request: { quantity: requests.quantityRequested, deliveryMethod: requests.deliveryMethod },
  item: {
    title: items.title,
    category: items.category,
    imageUrl: items.imageUrl,
    images: items.images,
    // The options the request agreed to when made: later listing edits do not take a choice back.
    shippingOptions: requests.deliveryOptions,
  },
  donor: { name: users.name, companyName: users.companyName },
  event: { name: events.name, eventDate: events.eventDate },
};

/** A nonprofit's live invoices with what the Payments tab shows, newest first, bounded. */
export async function loadInvoices(db: Queryable, nonprofitId: number, status: PaymentStatus | 'all' = 'all') {
  return db
    .select(listColumns)
    .from(invoices)
    .innerJoin(requests, eq(requests.id, invoices.requestId))
    .innerJoin(items, eq(items.id, requests.itemId))
    .innerJoin(users, eq(users.id, requests.donorId))
    .leftJoin(events, eq(events.id, requests.eventId))
    .leftJoin(checkoutSessions, eq(checkoutSessions.id, invoices.openSessionId))
    .where(
      and(
        eq(invoices.nonprofitId, nonprofitId),
        ne(invoices.status, 'void'),
        status === 'all' ? undefined : sql`${derivedStatus} = ${status}`,
      ),
    )
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(INVOICE_LIST_LIMIT);
}
export type InvoiceDetail = Awaited<ReturnType<typeof loadInvoices>>[number];

/**
 * Totals over every live invoice of the nonprofit, whatever the list filter shows. Unpaid counts
 * (`pending_count`) include the overdue and processing ones: everything still to be paid.
 */
export async function loadInvoiceTotals(db: Queryable, nonprofitId: number) {
  const [row] = await db
    .select({
      totalPaid: sumOf(paid),
      totalDue: sumOf(unpaid),
      unpaidCount: countOf(unpaid),
      overdueCount: countOf(sql`${derivedStatus} = 'overdue'`),
      paidCount: countOf(paid),
    })
    .from(invoices)
    .leftJoin(checkoutSessions, eq(checkoutSessions.id, invoices.openSessionId))
    .where(and(eq(invoices.nonprofitId, nonprofitId), ne(invoices.status, 'void')));
  return row!;
}
