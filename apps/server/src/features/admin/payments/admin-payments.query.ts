import type { AdminPaymentKind, AdminPaymentsExportQuery, AdminPaymentStatus } from '@app/shared';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { checkoutSessions, invoices, users } from '#src/platform/database/schema';
import { invoiceStatusSql } from '../../invoices';

/** `%` and `_` typed by the admin are matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const nonprofitName = sql<string>`coalesce(${users.organizationName}, ${users.name})`;
const noNumber = sql<number | null>`null::integer`;
const noText = sql<string | null>`null::text`;
const asTimestamp = (expression: SQL) => sql<Date>`${expression}`.mapWith(invoices.createdAt);
/** To the millisecond, as JavaScript holds it: the export's next page starts exactly after the last row sent. */
const inMilliseconds = (expression: SQL) => asTimestamp(sql`date_trunc('milliseconds', ${expression})`);
const asNullableTimestamp = (expression: SQL) => sql<Date | null>`${expression}`.mapWith(invoices.createdAt);

/** Invoices keep the invoices feature's own status rule (pending, processing, overdue, paid); a withdrawn one is void. */
const invoiceStatus = sql<AdminPaymentStatus>`case when ${invoices.status} = 'void' then 'void' else ${invoiceStatusSql} end`;

/**
 * A token purchase is paid once the provider says so, processing while its checkout is open (the
 * invoices' rule), else void: the checkout lapsed and nothing was charged.
 */
const tokenStatus = sql<AdminPaymentStatus>`case
  when ${checkoutSessions.paymentStatus} = 'paid' then 'paid'
  when ${checkoutSessions.status} = 'open' and ${checkoutSessions.expiresAt} > now() then 'processing'
  else 'void' end`;
const tokenPaidAt = sql`case when ${checkoutSessions.paymentStatus} = 'paid' then coalesce(${checkoutSessions.completedAt}, ${checkoutSessions.fulfilledAt}, ${checkoutSessions.createdAt}) end`;

/**
 * Every payment as one relation (docs/product.md, Admin console: Payments): invoices and token
 * purchases side by side under the same columns. `date` is when it was paid, else when it was
 * issued or started: what the list sorts and the from/to filter read.
 */
export function paymentsSource(db: Queryable) {
  const invoiceRows = db
    .select({
      key: sql<string>`'invoice:' || ${invoices.id}`.as('key'),
      kind: sql<AdminPaymentKind>`'invoice'`.as('kind'),
      invoiceId: sql<number | null>`${invoices.id}`.as('invoice_id'),
      invoiceNumber: sql<string | null>`${invoices.invoiceNumber}`.as('invoice_number'),
      requestId: sql<number | null>`${invoices.requestId}`.as('request_id'),
      nonprofitId: sql<number>`${invoices.nonprofitId}`.as('nonprofit_id'),
      nonprofitName: nonprofitName.as('nonprofit_name'),
      description: sql<string>`${invoices.description}`.as('description'),
      amount: sql<number>`${invoices.amountCents}`.as('amount'),
      feeAmount: sql<number | null>`${invoices.platformFeeCents}`.as('fee_amount'),
      logisticsAmount: sql<number | null>`${invoices.logisticsCents}`.as('logistics_amount'),
      tokens: noNumber.as('tokens'),
      status: invoiceStatus.as('status'),
      date: inMilliseconds(sql`coalesce(${invoices.paidAt}, ${invoices.createdAt})`).as('date'),
      paymentDate: asNullableTimestamp(sql`${invoices.paidAt}`).as('payment_date'),
      dueAt: asNullableTimestamp(sql`${invoices.dueAt}`).as('due_at'),
      createdAt: asTimestamp(sql`${invoices.createdAt}`).as('created_at'),
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.nonprofitId))
    .leftJoin(checkoutSessions, eq(checkoutSessions.id, invoices.openSessionId));
  const purchaseRows = db
    .select({
      key: sql<string>`'token_purchase:' || ${checkoutSessions.id}`.as('key'),
      kind: sql<AdminPaymentKind>`'token_purchase'`.as('kind'),
      invoiceId: noNumber.as('invoice_id'),
      invoiceNumber: noText.as('invoice_number'),
      requestId: noNumber.as('request_id'),
      nonprofitId: sql<number>`${checkoutSessions.nonprofitId}`.as('nonprofit_id'),
      nonprofitName: nonprofitName.as('nonprofit_name'),
      description: sql<string>`${checkoutSessions.description}`.as('description'),
      amount: sql<number>`${checkoutSessions.amountCents}`.as('amount'),
      feeAmount: noNumber.as('fee_amount'),
      logisticsAmount: noNumber.as('logistics_amount'),
      tokens: sql<number | null>`${checkoutSessions.tokens}`.as('tokens'),
      status: tokenStatus.as('status'),
      date: inMilliseconds(sql`coalesce(${tokenPaidAt}, ${checkoutSessions.createdAt})`).as('date'),
      paymentDate: asNullableTimestamp(tokenPaidAt).as('payment_date'),
      dueAt: asNullableTimestamp(sql`null::timestamptz`).as('due_at'),
      createdAt: asTimestamp(sql`${checkoutSessions.createdAt}`).as('created_at'),
    })
    .from(checkoutSessions)
    .innerJoin(users, eq(users.id, checkoutSessions.nonprofitId))
    .where(eq(checkoutSessions.purpose, 'token_purchase'));
  return invoiceRows.unionAll(purchaseRows).as('payments');
}
export type PaymentsSource = ReturnType<typeof paymentsSource>;

/** The list's and the export's filters on the relation; the planner pushes them into both halves. */
export function paymentFilters(source: PaymentsSource, query: AdminPaymentsExportQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(source.status, query.status));
  if (query.kind) conditions.push(eq(source.kind, query.kind));
  if (query.user_id) conditions.push(eq(source.nonprofitId, query.user_id));
  if (query.from) conditions.push(sql`${source.date} >= (${query.from}::date)::timestamp at time zone ${query.tz}`);
  if (query.to) conditions.push(sql`${source.date} < (${query.to}::date + 1)::timestamp at time zone ${query.tz}`);
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(ilike(source.nonprofitName, pattern), ilike(source.invoiceNumber, pattern)));
  }
  return and(...conditions);
}

/** Where a page of the export starts: just after this row in the list's order. */
export interface PaymentCursor {
  date: Date;
  amount: number;
  key: string;
}

/**
 * The payments the filters select, newest first by default (`sort_by=amount` for the largest, or
 * with `sort_dir=asc` the smallest, first); the key breaks ties, so the order is total and an export
 * can go on `after` a row it has sent.
 */
export function selectPayments(db: Queryable, query: AdminPaymentsExportQuery, after?: PaymentCursor) {
  const source = paymentsSource(db);
  const ascending = query.sort_dir === 'asc';
  const direction = ascending ? sql`asc` : sql`desc`;
  const byAmount = query.sort_by === 'amount';
  const column = byAmount ? source.amount : source.date;
  const resume = after
    ? sql`(${column}, ${source.key}) ${ascending ? sql`>` : sql`<`} (${
        byAmount ? sql`${after.amount}::integer` : sql`${after.date.toISOString()}::timestamptz`
      }, ${after.key})`
    : undefined;
  return db
    .select()
    .from(source)
    .where(and(paymentFilters(source, query), resume))
    .orderBy(sql`${column} ${direction}`, sql`${source.key} ${direction}`);
}
export type PaymentRow = Awaited<ReturnType<typeof selectPayments>>[number];
