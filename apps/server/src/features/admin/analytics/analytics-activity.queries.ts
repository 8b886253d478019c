import { DELIVERY_EMAIL_TEMPLATES, EMAIL_STATUSES } from '@app/shared';
import { and, eq, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { checkoutSessions, emailRecords, invoices, requests } from '#src/platform/database/schema';
import { counted, periodStart, todayStart, type AnalyticsPeriod } from './analytics-period';

/*
 * What happened in the period (docs/product.md, Admin console: Analytics). Each query reads only
 * the period's rows through an index on the time it filters by, except where noted.
 */

const count = (condition: SQL) => counted(sql`count(*) filter (where ${condition})`);
const wasApproved = inArray(requests.status, ['approved', 'completed']);

/** Requests made in the period, by where they stand now. */
export async function requestCounts(db: Queryable, period: AnalyticsPeriod) {
  const [row] = await db
    .select({
      total: counted(sql`count(*)`),
      pending: count(sql`${requests.status} = 'pending'`),
      approved: count(wasApproved),
      completed: count(sql`${requests.status} = 'completed'`),
      declined: count(sql`${requests.status} = 'declined' and ${requests.declineReason} is distinct from 'expired'`),
      expired: count(sql`${requests.status} = 'declined' and ${requests.declineReason} = 'expired'`),
      cancelled: count(sql`${requests.status} = 'cancelled'`),
    })
    .from(requests)
    .where(gte(requests.createdAt, periodStart(period)));
  return row!;
}

/**
 * Requests approved in the period and still approved, by delivery: received -> delivered,
 * shipped -> in transit, not received -> issue, anything else pending (docs/product.md, Delivery).
 * No index leads with approved_at, so this one reads the approved requests by status.
 */
export async function deliveryCounts(db: Queryable, period: AnalyticsPeriod) {
  const delivered = sql`(${requests.status} = 'completed' or ${requests.deliveryStatus} = 'received')`;
  const [row] = await db
    .select({
      approved_requests: counted(sql`count(*)`),
      delivered: count(delivered),
      in_transit: count(sql`not ${delivered} and ${requests.deliveryStatus} = 'shipped'`),
      issue: count(sql`not ${delivered} and ${requests.deliveryStatus} = 'not_received'`),
    })
    .from(requests)
    .where(and(wasApproved, gte(requests.approvedAt, periodStart(period))));
  const { approved_requests, delivered: done, in_transit, issue } = row!;
  return {
    approved_requests,
    delivered: done,
    in_transit,
    issue,
    pending: approved_requests - done - in_transit - issue,
  };
}

/**
 * Invoices paid in the period (invoices_paid_idx) and every invoice still owed (invoices_owed_idx):
 * each read through its partial index, never the whole table.
 */
export async function invoiceMoney(db: Queryable, period: AnalyticsPeriod) {
  const result = (await db.execute(sql`select * from
      (select count(*) as paid, coalesce(sum(${invoices.amountCents}), 0) as paid_cents,
          coalesce(sum(${invoices.platformFeeCents}), 0) as fees_cents
        from ${invoices} where ${invoices.status} = 'paid' and ${invoices.paidAt} >= ${periodStart(period)}) p,
      (select count(*) as owed, coalesce(sum(${invoices.amountCents}), 0) as owed_cents
        from ${invoices} where ${invoices.status} = 'pending') o`)) as unknown as {
    rows: Record<string, string | number>[];
  };
  const row = result.rows[0]!;
  return {
    paid: Number(row.paid),
    paidCents: Number(row.paid_cents),
    feesCents: Number(row.fees_cents),
    owed: Number(row.owed),
    owedCents: Number(row.owed_cents),
  };
}

/** Token purchases paid (fulfilled) in the period. */
export async function tokenSales(db: Queryable, period: AnalyticsPeriod) {
  const [row] = await db
    .select({ sales: counted(sql`count(*)`), cents: counted(sql`sum(${checkoutSessions.amountCents})`) })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.purpose, 'token_purchase'),
        isNotNull(checkoutSessions.fulfilledAt),
        gte(checkoutSessions.fulfilledAt, periodStart(period)),
      ),
    );
  return row!;
}

const EMAIL_STATUS_LIST = sql.join(
  EMAIL_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * Emails written in the period, by state, and those handed over today. "Sent" includes emails
 * recorded without a mail server (demo and development), which the outbox treats as delivered. Each
 * count is a range of an index: by status and time (email_records_status_idx), by template, status
 * and time (every status named, so the range is exact), and by the time sent.
 */
export async function emailCounts(db: Queryable, period: AnalyticsPeriod) {
  const since = periodStart(period);
  const today = todayStart(period.timeZone);
  const inPeriod = (condition: SQL) =>
    sql`(select count(*) from ${emailRecords} where ${condition} and ${emailRecords.createdAt} >= ${since})`;
  const deliveryTemplates = sql.join(
    DELIVERY_EMAIL_TEMPLATES.map((key) => sql`${key}`),
    sql`, `,
  );
  const result = (await db.execute(sql`select
      ${inPeriod(sql`${emailRecords.status} in ('sent', 'recorded')`)} as sent,
      ${inPeriod(sql`${emailRecords.status} = 'failed'`)} as failed,
      ${inPeriod(sql`${emailRecords.status} in ('queued', 'sending')`)} as waiting,
      ${inPeriod(sql`${emailRecords.templateKey} in (${deliveryTemplates}) and ${emailRecords.status} in (${EMAIL_STATUS_LIST})`)} as delivery_emails,
      (select count(*) from ${emailRecords} where ${emailRecords.status} = 'sent' and ${emailRecords.sentAt} >= ${today})
        + (select count(*) from ${emailRecords} where ${emailRecords.status} = 'recorded' and ${emailRecords.createdAt} >= ${today}) as sent_today`)) as unknown as {
    rows: Record<string, string | number>[];
  };
  const row = result.rows[0]!;
  return {
    sent_today: Number(row.sent_today),
    sent: Number(row.sent),
    failed: Number(row.failed),
    waiting: Number(row.waiting),
    delivery_emails: Number(row.delivery_emails),
  };
}
