import {
  calendarDateOf,
  totalPages,
  type AdminPayment,
  type AdminPaymentsExportQuery,
  type AdminPaymentsPage,
  type AdminPaymentsQuery,
  type AdminPaymentTotals,
} from '@app/shared';
import { count, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { paymentOrder, paymentsSource, type PaymentRow } from './admin-payments.query';

export function presentPayment(row: PaymentRow): AdminPayment {
  return {
    key: row.key,
    kind: row.kind,
    invoice_id: row.invoiceId,
    invoice_number: row.invoiceNumber,
    request_id: row.requestId,
    nonprofit_id: row.nonprofitId,
    nonprofit_name: row.nonprofitName,
    description: row.description,
    amount: row.amount,
    fee_amount: row.feeAmount,
    logistics_amount: row.logisticsAmount,
    tokens: row.tokens,
    status: row.status,
    date: row.date.toISOString(),
    payment_date: row.paymentDate ? row.paymentDate.toISOString() : null,
    due_on: row.dueAt ? calendarDateOf(row.dueAt) : null,
    created_at: row.createdAt.toISOString(),
  };
}

const sumWhere = (value: SQL, condition: SQL) =>
  sql<number>`coalesce(sum(${value}) filter (where ${condition}), 0)`.mapWith(Number);

/** Money in and money owed over everything the filters select, in one pass, with their count. */
async function paymentTotals(db: Queryable, query: AdminPaymentsExportQuery) {
  const source = paymentsSource(db, { query });
  const paidInvoice = sql`${source.kind} = 'invoice' and ${source.collected}`;
  const [row] = await db
    .select({
      total: count(),
      feesCollected: sumWhere(sql`${source.feeAmount}`, paidInvoice),
      logisticsCollected: sumWhere(sql`${source.logisticsAmount}`, paidInvoice),
      tokenSales: sumWhere(sql`${source.amount}`, sql`${source.kind} = 'token_purchase' and ${source.collected}`),
      outstanding: sumWhere(sql`${source.amount}`, sql`${source.owed}`),
      overdue: sumWhere(sql`${source.amount}`, sql`${source.overdue}`),
    })
    .from(source);
  const totals: AdminPaymentTotals = {
    fees_collected: row?.feesCollected ?? 0,
    logistics_collected: row?.logisticsCollected ?? 0,
    token_sales: row?.tokenSales ?? 0,
    total_collected: (row?.feesCollected ?? 0) + (row?.logisticsCollected ?? 0) + (row?.tokenSales ?? 0),
    outstanding: row?.outstanding ?? 0,
    overdue: row?.overdue ?? 0,
  };
  return { total: row?.total ?? 0, totals };
}

/** How many payments the filters select. */
export async function countPayments(db: Queryable, query: AdminPaymentsExportQuery): Promise<number> {
  const source = paymentsSource(db, { query });
  const [row] = await db.select({ total: count() }).from(source);
  return row?.total ?? 0;
}

/**
 * The keys of one page in the list's order. A page past the middle is read from the other end, so
 * no page walks more than half of the payments (the last of 160,000 payments walked them all).
 */
async function pageKeys(db: Queryable, query: AdminPaymentsQuery, total: number) {
  const offset = (query.page - 1) * query.limit;
  const reversed = offset > total / 2;
  const source = paymentsSource(db, { query });
  const keys = await db
    .select({ invoiceId: source.invoiceId, sessionId: source.sessionId })
    .from(source)
    .orderBy(...paymentOrder(source, query, reversed))
    .limit(reversed ? Math.max(0, Math.min(query.limit, total - offset)) : query.limit)
    .offset(reversed ? Math.max(0, total - offset - query.limit) : offset);
  return keys;
}

/**
 * One page of payments (docs/product.md, Admin console: Payments), with the count and totals for
 * the same filters. The page's keys are chosen first and only those rows are read whole.
 */
export async function listPayments(db: Queryable, query: AdminPaymentsQuery): Promise<AdminPaymentsPage> {
  const { total, totals } = await paymentTotals(db, query);
  const keys = await pageKeys(db, query, total);
  const invoiceIds = keys.flatMap((key) => (key.invoiceId === null ? [] : [key.invoiceId]));
  const sessionIds = keys.flatMap((key) => (key.sessionId === null ? [] : [key.sessionId]));
  const source = paymentsSource(db, { query, invoiceIds, sessionIds });
  const rows =
    keys.length === 0
      ? []
      : await db
          .select()
          .from(source)
          .orderBy(...paymentOrder(source, query));
  return {
    payments: rows.map(presentPayment),
    total,
    page: query.page,
    total_pages: totalPages(total, query.limit),
    totals,
  };
}
