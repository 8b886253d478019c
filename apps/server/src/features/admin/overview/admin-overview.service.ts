import { todayIn, VERIFICATION_PROMISE_BUSINESS_DAYS, type AdminOverviewResponse } from '@app/shared';
import type { Queryable } from '#src/platform/database/client';
import { irsHoldFigures } from '#src/features/irs';
import { attentionEntry } from './admin-overview.entries';
import {
  checkoutFigures,
  emailFigures,
  invoiceFigures,
  itemFigures,
  longestWaitingNonprofits,
  requestFigures,
  userFigures,
} from './admin-overview.queries';
import { businessDaysBetween, lastDayOverLimit } from './business-days';

/**
 * The admin Overview (docs/product.md, Admin console): what waits for an admin now, oldest first
 * within each kind, then the headline figures. Every table is read once, all at the same time.
 */
export async function getOverview(db: Queryable, timeZone: string, now = new Date()): Promise<AdminOverviewResponse> {
  const today = todayIn(timeZone, now);
  const promise = VERIFICATION_PROMISE_BUSINESS_DAYS;
  const [people, waiting, stock, asks, mail, bills, checkouts, held] = await Promise.all([
    userFigures(db, timeZone, lastDayOverLimit(today, promise)),
    longestWaitingNonprofits(db, timeZone),
    itemFigures(db),
    requestFigures(db, timeZone),
    emailFigures(db),
    invoiceFigures(db),
    checkoutFigures(db, timeZone),
    irsHoldFigures(db),
  ]);

  return {
    attention: [
      attentionEntry('nonprofits_pending', {
        count: people.pending,
        oldestAt: people.pendingSince,
        late: people.overPromise,
      }),
      attentionEntry('items_pending_review', { count: stock.inReview, oldestAt: stock.inReviewSince }),
      attentionEntry('deliveries_not_received', { count: asks.notReceived, oldestAt: asks.notReceivedSince }),
      attentionEntry('emails_failed', { count: mail.failed, oldestAt: mail.failedSince }),
      attentionEntry('invoices_overdue', { count: bills.overdue, oldestAt: bills.overdueSince }),
      attentionEntry('checkouts_stuck', { count: checkouts.stuck, oldestAt: checkouts.stuckSince }),
      attentionEntry('requests_expiring', { count: asks.expiring, oldestAt: asks.expiringSince }),
      attentionEntry('irs_revocations', { count: held.count, oldestAt: held.oldestAt, link: held.holds[0]?.link }),
    ],
    irs_holds: held.holds,
    verification: {
      promised_business_days: promise,
      over_promise: people.overPromise,
      longest_waiting: waiting.map((row) => {
        const days = businessDaysBetween(row.day, today);
        return {
          id: row.id,
          name: row.organizationName ?? row.name,
          email: row.email,
          waiting_since: row.createdAt.toISOString(),
          business_days_waiting: days,
          over_promise: days > promise,
          link: `?tab=users&user_id=${row.id}`,
        };
      }),
    },
    headline: {
      users_total: people.total,
      nonprofits: people.nonprofits,
      donors: people.donors,
      admins: people.admins,
      nonprofits_pending: people.pending,
      items_listed: stock.listed,
      items_total: stock.total,
      requests_pending: asks.pending,
      requests_approved_this_month: asks.approvedThisMonth,
      revenue_this_month_cents: checkouts.invoiceRevenueThisMonthCents + checkouts.tokenRevenueThisMonthCents,
      invoice_revenue_this_month_cents: checkouts.invoiceRevenueThisMonthCents,
      token_revenue_this_month_cents: checkouts.tokenRevenueThisMonthCents,
    },
    month_start: checkouts.monthStart,
    time_zone: timeZone,
    generated_at: now.toISOString(),
  };
}
