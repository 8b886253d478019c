import { DELIVERY_EMAIL_TEMPLATES } from '@app/shared';
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

/** Invoices paid in the period, and every invoice still owed (a pass over invoices). */
export async function invoiceMoney(db: Queryable, period: AnalyticsPeriod) {
  const paidInPeriod = sql`${invoices.status} = 'paid' and ${invoices.paidAt} >= ${periodStart(period)}`;
  const owed = sql`${invoices.status} = 'pending'`;
  const [row] = await db
    .select({
      paid: count(paidInPeriod),
      paidCents: counted(sql`sum(${invoices.amountCents}) filter (where ${paidInPeriod})`),
      feesCents: counted(sql`sum(${invoices.platformFeeCents}) filter (where ${paidInPeriod})`),
      owed: count(owed),
      owedCents: counted(sql`sum(${invoices.amountCents}) filter (where ${owed})`),
    })
    .from(invoices);
  return row!;
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

/**
 * Emails written in the period. "Sent" includes emails recorded without a mail server (demo and
 * development), which the outbox treats as delivered.
 */
export async function emailCounts(db: Queryable, period: AnalyticsPeriod) {
  const sent = sql`${emailRecords.status} in ('sent', 'recorded')`;
  const [row] = await db
    .select({
      sent_today: count(
        sql`${sent} and coalesce(${emailRecords.sentAt}, ${emailRecords.createdAt}) >= ${todayStart(period.timeZone)}`,
      ),
      sent: count(sent),
      failed: count(sql`${emailRecords.status} = 'failed'`),
      waiting: count(sql`${emailRecords.status} in ('queued', 'sending')`),
      delivery_emails: count(inArray(emailRecords.templateKey, [...DELIVERY_EMAIL_TEMPLATES])),
    })
    .from(emailRecords)
    .where(gte(emailRecords.createdAt, periodStart(period)));
  return row!;
}
