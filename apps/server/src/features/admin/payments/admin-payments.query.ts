import type { AdminPaymentKind, AdminPaymentsExportQuery, AdminPaymentStatus } from '@app/shared';
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { checkoutSessions, invoices, users } from '#src/platform/database/schema';
import { invoiceDueDayEnded, invoiceStatusGiven } from '../../invoices';
import { invoicesOfStuckCheckouts, stuckCheckout } from '../../payments';

/** `%` and `_` typed by the admin are matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const nonprofitName = sql<string>`coalesce(${users.organizationName}, ${users.name})`;
/**
 * The nonprofit's name as a subquery of the row rather than a join: a join would stop the planner
 * from reading a page in index order (it hashes), and only the rows shown need a name.
 */
// Nested in a fragment of its own: Drizzle writes a one-table select's top-level columns without
// their table, and here "id" and "nonprofit_id" must say which table they belong to.
const nameOf = (nonprofitId: typeof invoices.nonprofitId | typeof checkoutSessions.nonprofitId) =>
  sql<string>`${sql`(select ${nonprofitName} from ${users} where ${users.id} = ${nonprofitId})`}`;
const noNumber = sql<number | null>`null::integer`;
const noText = sql<string | null>`null::text`;
const asTimestamp = (expression: SQL) => sql<Date>`${expression}`.mapWith(invoices.createdAt);
const asNullableTimestamp = (expression: SQL) => sql<Date | null>`${expression}`.mapWith(invoices.createdAt);
/** To the microsecond, as PostgreSQL holds it: the export's next page starts exactly after the last row sent. */
const cursorText = (expression: SQL) =>
  sql<string>`to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/*
 * A payment's `date` is when it was paid, else when it was issued or started, and its `key` breaks
 * ties. Each expression is written exactly as its index (invoices_payment_date_idx,
 * checkout_sessions_purchase_date_idx, and the amount indexes), so the list's order, the from/to
 * filter and the export's "after this row" are ranges of an index, and a page stops reading once
 * full.
 */
const invoiceKey = sql`'invoice:' || ${invoices.id}::text`;
const purchaseKey = sql`'token_purchase:' || ${checkoutSessions.id}`;
const invoiceDate = sql`coalesce(${invoices.paidAt}, ${invoices.createdAt})`;
const tokenPaid = sql`${checkoutSessions.paymentStatus} = 'paid'`;
const tokenPaidAt = sql`case when ${tokenPaid} then coalesce(${checkoutSessions.completedAt}, ${checkoutSessions.fulfilledAt}, ${checkoutSessions.createdAt}) end`;
const purchaseDate = sql`coalesce(${tokenPaidAt}, ${checkoutSessions.createdAt})`;

/** An open, unexpired checkout makes an invoice `processing`; a subquery, for the same reason as the name. */
const checkoutOpen = sql`exists (select 1 from ${checkoutSessions} where ${checkoutSessions.id} = ${invoices.openSessionId}
  and ${checkoutSessions.status} = 'open' and ${checkoutSessions.expiresAt} > now())`;
/** Invoices keep the invoices feature's own status rule (pending, processing, overdue, paid); a withdrawn one is void. */
const invoiceStatus = sql<AdminPaymentStatus>`case when ${invoices.status} = 'void' then 'void' else ${invoiceStatusGiven(checkoutOpen)} end`;

/** A token purchase is paid once the provider says so, processing while its checkout is open, else void. */
const purchaseOpen = sql`${checkoutSessions.status} = 'open' and ${checkoutSessions.expiresAt} > now()`;
const tokenStatus = sql<AdminPaymentStatus>`case when ${tokenPaid} then 'paid' when ${purchaseOpen} then 'processing' else 'void' end`;

/**
 * Each status as a condition on an invoice's stored columns (pending, processing and overdue are
 * all a stored `pending`, told apart by the open checkout and the due day), so a filtered list reads
 * only the invoices it shows.
 */
const INVOICE_STATUS: Record<AdminPaymentStatus, SQL> = {
  paid: sql`${invoices.status} = 'paid'`,
  void: sql`${invoices.status} = 'void'`,
  processing: sql`${invoices.status} = 'pending' and ${checkoutOpen}`,
  overdue: sql`${invoices.status} = 'pending' and ${invoiceDueDayEnded} and not ${checkoutOpen}`,
  pending: sql`${invoices.status} = 'pending' and not ${invoiceDueDayEnded} and not ${checkoutOpen}`,
};
const PURCHASE_STATUS: Record<AdminPaymentStatus, SQL> = {
  paid: tokenPaid,
  processing: sql`not ${tokenPaid} and ${purchaseOpen}`,
  void: sql`not ${tokenPaid} and not (${purchaseOpen})`,
  pending: sql`false`,
  overdue: sql`false`,
};

/** Which payments to read: the list's filters, and for a page's details the exact rows. */
export interface PaymentSelection {
  query: AdminPaymentsExportQuery;
  invoiceIds?: number[];
  sessionIds?: string[];
}

const dayRange = (date: SQL, { from, to, tz }: AdminPaymentsExportQuery) => [
  from ? sql`${date} >= (${from}::date)::timestamp at time zone ${tz}` : undefined,
  to ? sql`${date} < (${to}::date + 1)::timestamp at time zone ${tz}` : undefined,
];

/**
 * The search matches the nonprofit's name or the invoice number. Names are matched in the accounts
 * table first (10,000 rows, not one per payment), then payments by their nonprofit's key.
 */
function searchOf(
  db: Queryable,
  nonprofitId: typeof invoices.nonprofitId | typeof checkoutSessions.nonprofitId,
  search: string | undefined,
  invoiceNumber?: SQL,
) {
  if (!search) return undefined;
  const named = db
    .select({ id: users.id })
    .from(users)
    .where(ilike(nonprofitName, likePattern(search)));
  return or(inArray(nonprofitId, named), invoiceNumber && ilike(invoiceNumber, likePattern(search)));
}

function invoiceConditions(db: Queryable, { query, invoiceIds, sessionIds }: PaymentSelection): SQL | undefined {
  if (query.kind === 'token_purchase' || (sessionIds && !invoiceIds)) return sql`false`;
  return and(
    invoiceIds ? inArray(invoices.id, invoiceIds.length > 0 ? invoiceIds : [0]) : undefined,
    query.status ? INVOICE_STATUS[query.status] : undefined,
    query.user_id ? eq(invoices.nonprofitId, query.user_id) : undefined,
    query.stuck ? sql`${invoices.id} in ${invoicesOfStuckCheckouts}` : undefined,
    ...dayRange(invoiceDate, query),
    searchOf(db, invoices.nonprofitId, query.search, sql`${invoices.invoiceNumber}`),
  );
}

function purchaseConditions(db: Queryable, { query, invoiceIds, sessionIds }: PaymentSelection): SQL | undefined {
  if (query.kind === 'invoice' || (invoiceIds && !sessionIds)) return sql`false`;
  return and(
    eq(checkoutSessions.purpose, 'token_purchase'),
    sessionIds ? inArray(checkoutSessions.id, sessionIds.length > 0 ? sessionIds : ['']) : undefined,
    query.status ? PURCHASE_STATUS[query.status] : undefined,
    query.user_id ? eq(checkoutSessions.nonprofitId, query.user_id) : undefined,
    query.stuck ? stuckCheckout : undefined,
    ...dayRange(purchaseDate, query),
    searchOf(db, checkoutSessions.nonprofitId, query.search),
  );
}

/**
 * The payments a selection holds, as one relation (docs/product.md, Admin console: Payments):
 * invoices and token purchases side by side under the same columns, each half filtered on its own
 * columns, with no join: a statement that shows no name (the totals, a page's keys) never reads the
 * accounts, and a page in the list's order is a range of each half's index, merged.
 */
function paymentHalves(db: Queryable, selection: PaymentSelection) {
  const invoiceRows = db
    .select({
      key: sql<string>`${invoiceKey}`.as('key'),
      kind: sql<AdminPaymentKind>`'invoice'`.as('kind'),
      invoiceId: sql<number | null>`${invoices.id}`.as('invoice_id'),
      sessionId: noText.as('session_id'),
      invoiceNumber: sql<string | null>`${invoices.invoiceNumber}`.as('invoice_number'),
      requestId: sql<number | null>`${invoices.requestId}`.as('request_id'),
      nonprofitId: sql<number>`${invoices.nonprofitId}`.as('nonprofit_id'),
      nonprofitName: nameOf(invoices.nonprofitId).as('nonprofit_name'),
      description: sql<string>`${invoices.description}`.as('description'),
      amount: sql<number>`${invoices.amountCents}`.as('amount'),
      feeAmount: sql<number | null>`${invoices.platformFeeCents}`.as('fee_amount'),
      logisticsAmount: sql<number | null>`${invoices.logisticsCents}`.as('logistics_amount'),
      tokens: noNumber.as('tokens'),
      status: invoiceStatus.as('status'),
      // For the totals: collected once paid, owed while pending, overdue once its due day ended.
      collected: sql<boolean>`${invoices.status} = 'paid'`.as('collected'),
      owed: sql<boolean>`${invoices.status} = 'pending'`.as('owed'),
      overdue: sql<boolean>`${INVOICE_STATUS.overdue}`.as('overdue'),
      date: asTimestamp(invoiceDate).as('date'),
      dateCursor: cursorText(invoiceDate).as('date_cursor'),
      paymentDate: asNullableTimestamp(sql`${invoices.paidAt}`).as('payment_date'),
      dueAt: asNullableTimestamp(sql`${invoices.dueAt}`).as('due_at'),
      createdAt: asTimestamp(sql`${invoices.createdAt}`).as('created_at'),
    })
    .from(invoices)
    .where(invoiceConditions(db, selection));
  const purchaseRows = db
    .select({
      key: sql<string>`${purchaseKey}`.as('key'),
      kind: sql<AdminPaymentKind>`'token_purchase'`.as('kind'),
      invoiceId: noNumber.as('invoice_id'),
      sessionId: sql<string | null>`${checkoutSessions.id}`.as('session_id'),
      invoiceNumber: noText.as('invoice_number'),
      requestId: noNumber.as('request_id'),
      nonprofitId: sql<number>`${checkoutSessions.nonprofitId}`.as('nonprofit_id'),
      nonprofitName: nameOf(checkoutSessions.nonprofitId).as('nonprofit_name'),
      description: sql<string>`${checkoutSessions.description}`.as('description'),
      amount: sql<number>`${checkoutSessions.amountCents}`.as('amount'),
      feeAmount: noNumber.as('fee_amount'),
      logisticsAmount: noNumber.as('logistics_amount'),
      tokens: sql<number | null>`${checkoutSessions.tokens}`.as('tokens'),
      status: tokenStatus.as('status'),
      collected: sql<boolean>`${tokenPaid}`.as('collected'),
      owed: sql<boolean>`false`.as('owed'),
      overdue: sql<boolean>`false`.as('overdue'),
      date: asTimestamp(purchaseDate).as('date'),
      dateCursor: cursorText(purchaseDate).as('date_cursor'),
      paymentDate: asNullableTimestamp(tokenPaidAt).as('payment_date'),
      dueAt: asNullableTimestamp(sql`null::timestamptz`).as('due_at'),
      createdAt: asTimestamp(sql`${checkoutSessions.createdAt}`).as('created_at'),
    })
    .from(checkoutSessions)
    .where(purchaseConditions(db, selection));
  return [invoiceRows, purchaseRows] as const;
}

export function paymentsSource(db: Queryable, selection: PaymentSelection) {
  const [invoiceRows, purchaseRows] = paymentHalves(db, selection);
  return invoiceRows.unionAll(purchaseRows).as('payments');
}
export type PaymentsSource = ReturnType<typeof paymentsSource>;

/** Where a page of the export starts: just after this row in the list's order. */
export interface PaymentCursor {
  /** The row's date to the microsecond (`date_cursor`). */
  date: string;
  amount: number;
  key: string;
}

/** The list's order: newest first by default, or by amount; the key breaks ties, so the order is total. */
export function paymentOrder(
  source: Pick<PaymentsSource, 'amount' | 'date' | 'key'>,
  query: AdminPaymentsExportQuery,
  reversed = false,
) {
  const ascending = (query.sort_dir === 'asc') !== reversed;
  const direction = ascending ? sql`asc` : sql`desc`;
  const column = query.sort_by === 'amount' ? source.amount : source.date;
  return [sql`${column} ${direction}`, sql`${source.key} ${direction}`];
}

/**
 * The invoices, then the token purchases, that the filters select, each in the list's order after
 * `after`: the export merges the two. Each is a statement on one table, which PostgreSQL reads in
 * its index's order and stops once the page is full; the two halves as one relation it sorted whole
 * for every page (14 s for 50,000 rows: docs/quality.md, "Admin console").
 */
export function paymentHalvesAfter(
  db: Queryable,
  query: AdminPaymentsExportQuery,
  after: readonly (PaymentCursor | undefined)[],
  limit: number,
) {
  const ascending = query.sort_dir === 'asc';
  return paymentHalves(db, { query }).map((half, index) => {
    const rows = half.as('half');
    const cursor = after[index];
    const column = query.sort_by === 'amount' ? rows.amount : rows.date;
    const bound =
      cursor && (query.sort_by === 'amount' ? sql`${cursor.amount}::integer` : sql`${cursor.date}::timestamptz`);
    // The row comparison is exact; the plain bound beside it starts the index range there.
    const resume = cursor
      ? and(
          sql`(${column}, ${rows.key}) ${ascending ? sql`>` : sql`<`} (${bound}, ${cursor.key})`,
          sql`${column} ${ascending ? sql`>=` : sql`<=`} ${bound}`,
        )
      : undefined;
    return db
      .select()
      .from(rows)
      .where(resume)
      .orderBy(...paymentOrder(rows, query))
      .limit(limit);
  });
}
export type PaymentRow = Awaited<ReturnType<typeof paymentHalvesAfter>[number]>[number];
