import { DELIVERY_STATUSES, EXPIRING_WITHIN_HOURS, OVERVIEW_NAMED_NONPROFITS } from '@app/shared';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { stuckCheckout } from '#src/features/payments';
import type { Queryable } from '#src/platform/database/client';
import { checkoutSessions, emailRecords, invoices, items, requests, users } from '#src/platform/database/schema';

/**
 * The Overview's figures (docs/product.md, Admin console): one statement of SQL aggregates per
 * table. The large tables (items, requests) are read only through the indexes that answer each
 * figure; users, invoices and checkout sessions are read whole, once.
 */

const countOf = (filter: SQL) => sql<number>`count(*) filter (where ${filter})`.mapWith(Number);
const sumOf = (column: AnyPgColumn, filter: SQL) =>
  sql<number>`coalesce(sum(${column}) filter (where ${filter}), 0)`.mapWith(Number);
/** The earliest of a timestamp among the rows the filter keeps, as ISO 8601 text (null when none). */
const earliest = (column: SQL | AnyPgColumn, filter: SQL) =>
  sql<
    string | null
  >`to_char(min(${column}) filter (where ${filter}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The first instant of this month on the viewer's calendar. */
const monthStart = (timeZone: string) =>
  sql`(date_trunc('month', now() at time zone ${timeZone}) at time zone ${timeZone})`;

const pendingNonprofit = sql`${users.role} = 'nonprofit' and ${users.approvalStatus} = 'pending'`;

/** Accounts by role, and the nonprofits waiting for verification with how many wait past `lateFrom` (a day). */
export async function userFigures(db: Queryable, timeZone: string, lateFrom: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      nonprofits: countOf(sql`${users.role} = 'nonprofit'`),
      donors: countOf(sql`${users.role} = 'donor'`),
      admins: countOf(sql`${users.role} = 'admin'`),
      pending: countOf(pendingNonprofit),
      pendingSince: earliest(users.createdAt, pendingNonprofit),
      overPromise: countOf(
        sql`${pendingNonprofit} and (${users.createdAt} at time zone ${timeZone})::date <= ${lateFrom}::date`,
      ),
    })
    .from(users);
  return row!;
}

/** The nonprofits that have waited longest, with the calendar day each signed up on. */
export function longestWaitingNonprofits(db: Queryable, timeZone: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      organizationName: users.organizationName,
      email: users.email,
      createdAt: users.createdAt,
      day: sql<string>`to_char(${users.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
    })
    .from(users)
    .where(and(eq(users.role, 'nonprofit'), eq(users.approvalStatus, 'pending')))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(OVERVIEW_NAMED_NONPROFITS);
}

/** Runs one statement of single-row aggregates and gives its row, every value as text or null. */
async function oneRow(db: Queryable, query: SQL): Promise<Record<string, string | number | null>> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, string | number | null>[] };
  return result.rows[0]!;
}
const num = (value: string | number | null | undefined) => Number(value ?? 0);
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : String(value);
const isoText = (expression: SQL) => sql`to_char((${expression}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Each figure is its own aggregate over the index that answers it (a partial index's exact
 * predicate, or a leading column), so no figure reads a whole table: the items and requests tables
 * are the large ones.
 */
export async function itemFigures(db: Queryable) {
  const row = await oneRow(
    db,
    sql`select * from
      (select count(*) as total from ${items}) t,
      (select count(*) as listed from ${items}
        where "items"."status" in ('available', 'requested', 'approved', 'completed') and ("items"."status" <> 'available' or "items"."quantity" > 0)) l,
      (select count(*) as in_review, ${isoText(sql`min(${items.createdAt})`)} as in_review_since
        from ${items} where ${items.status} = 'pending_review') r`,
  );
  return {
    total: num(row.total),
    listed: num(row.listed),
    inReview: num(row.in_review),
    inReviewSince: text(row.in_review_since),
  };
}

export async function requestFigures(db: Queryable, timeZone: string) {
  const since = sql`(select ${monthStart(timeZone)})`;
  const row = await oneRow(
    db,
    sql`select * from
      (select count(*) as pending from ${requests} where ${requests.status} = 'pending') p,
      (select count(*) as expiring, ${isoText(sql`min(${requests.createdAt})`)} as expiring_since from ${requests}
        where ${requests.status} = 'pending' and ${requests.expiresAt} < now() + make_interval(hours => ${EXPIRING_WITHIN_HOURS})) e,
      (select count(*) as not_received, ${isoText(sql`min(coalesce(${requests.deliveryUpdatedAt}, ${requests.updatedAt}))`)} as not_received_since
        from ${requests} where ${requests.deliveryStatus} = 'not_received' and ${requests.status} = 'approved') n,
      -- Approvals by their leading delivery_status (requests_delivery_idx): no status left unread.
      (select count(*) as approved_plain from ${requests} where ${requests.deliveryStatus} is null and ${requests.approvedAt} >= ${since}) a,
      (select count(*) as approved_moving from ${requests}
        where ${requests.deliveryStatus} in (${sql.join(
          DELIVERY_STATUSES.map((status) => sql`${status}`),
          sql`, `,
        )}) and ${requests.approvedAt} >= ${since}) m`,
  );
  return {
    pending: num(row.pending),
    approvedThisMonth: num(row.approved_plain) + num(row.approved_moving),
    expiring: num(row.expiring),
    // The request that has waited longest for its donor among those about to expire.
    expiringSince: text(row.expiring_since),
    // Reported not received and not settled since (a later "received" or a new shipment changes it).
    notReceived: num(row.not_received),
    notReceivedSince: text(row.not_received_since),
  };
}

const failed = sql`${emailRecords.status} = 'failed'`;

export async function emailFigures(db: Queryable) {
  const [row] = await db
    .select({ failed: sql<number>`count(*)`.mapWith(Number), failedSince: earliest(emailRecords.createdAt, failed) })
    .from(emailRecords)
    .where(failed);
  return row!;
}

/**
 * Overdue as the nonprofit's Payments tab says it (docs/product.md, Invoices and fees): unpaid, its
 * due day (UTC) has ended, and no checkout is open for it now (that one reads as processing).
 */
export async function invoiceFigures(db: Queryable) {
  const row = await oneRow(
    db,
    sql`select count(*) as overdue, ${isoText(sql`min(${invoices.dueAt})`)} as overdue_since
      from ${invoices} left join ${checkoutSessions} on ${checkoutSessions.id} = ${invoices.openSessionId}
        and ${checkoutSessions.status} = 'open' and ${checkoutSessions.expiresAt} > now()
      where ${invoices.status} = 'pending'
        and ${invoices.dueAt} < (select date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')
        and ${checkoutSessions.id} is null`,
  );
  return { overdue: num(row.overdue), overdueSince: text(row.overdue_since) };
}

/** Money collected this month: every checkout fulfilled since the 1st, for invoices or for tokens. */
const paidThisMonth = (timeZone: string, purpose: 'invoices' | 'token_purchase') =>
  sql`${checkoutSessions.purpose} = ${purpose} and ${checkoutSessions.fulfilledAt} >= (select ${monthStart(timeZone)})`;

export async function checkoutFigures(db: Queryable, timeZone: string) {
  const [row] = await db
    .select({
      stuck: countOf(stuckCheckout),
      stuckSince: earliest(checkoutSessions.createdAt, stuckCheckout),
      invoiceRevenueThisMonthCents: sumOf(checkoutSessions.amountCents, paidThisMonth(timeZone, 'invoices')),
      tokenRevenueThisMonthCents: sumOf(checkoutSessions.amountCents, paidThisMonth(timeZone, 'token_purchase')),
      monthStart: sql<string>`to_char(${monthStart(timeZone)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(checkoutSessions);
  return row!;
}
