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
import { paymentFilters, paymentsSource, selectPayments, type PaymentRow } from './admin-payments.query';

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

/** Money in and money owed over everything the filters select, in one pass. */
async function paymentTotals(db: Queryable, query: AdminPaymentsExportQuery) {
  const source = paymentsSource(db);
  const paidInvoice = sql`${source.kind} = 'invoice' and ${source.status} = 'paid'`;
  const [row] = await db
    .select({
      total: count(),
      feesCollected: sumWhere(sql`${source.feeAmount}`, paidInvoice),
      logisticsCollected: sumWhere(sql`${source.logisticsAmount}`, paidInvoice),
      tokenSales: sumWhere(sql`${source.amount}`, sql`${source.kind} = 'token_purchase' and ${source.status} = 'paid'`),
      outstanding: sumWhere(
        sql`${source.amount}`,
        sql`${source.kind} = 'invoice' and ${source.status} in ('pending', 'processing', 'overdue')`,
      ),
      overdue: sumWhere(sql`${source.amount}`, sql`${source.status} = 'overdue'`),
    })
    .from(source)
    .where(paymentFilters(source, query));
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
  const source = paymentsSource(db);
  const [row] = await db.select({ total: count() }).from(source).where(paymentFilters(source, query));
  return row?.total ?? 0;
}

/** One page of payments (docs/product.md, Admin console: Payments), with the count and totals for the same filters. */
export async function listPayments(db: Queryable, query: AdminPaymentsQuery): Promise<AdminPaymentsPage> {
  const [rows, { total, totals }] = await Promise.all([
    selectPayments(db, query)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    paymentTotals(db, query),
  ]);
  return {
    payments: rows.map(presentPayment),
    total,
    page: query.page,
    total_pages: totalPages(total, query.limit),
    totals,
  };
}
