import { percentOf, type AdminAnalytics, type AdminAnalyticsQuery } from '@app/shared';
import type { Queryable } from '#src/platform/database/client';
import { deliveryCounts, emailCounts, invoiceMoney, requestCounts, tokenSales } from './analytics-activity.queries';
import type { AnalyticsPeriod } from './analytics-period';
import { dailySeries } from './analytics-series.queries';
import { itemFigures, topStates, userFigures } from './analytics-standing.queries';

/**
 * The admin's analytics for the last `days` days (docs/product.md, Admin console: Analytics).
 * Every figure is an SQL aggregate; the queries run side by side, and only ratios of their counts
 * are worked out here.
 */
export async function comprehensiveAnalytics(db: Queryable, query: AdminAnalyticsQuery): Promise<AdminAnalytics> {
  const period: AnalyticsPeriod = { days: query.days, timeZone: query.tz };
  const [users, items, states, requests, delivery, invoiceFigures, tokens, emails, series] = await Promise.all([
    userFigures(db, period),
    itemFigures(db, period),
    topStates(db),
    requestCounts(db, period),
    deliveryCounts(db, period),
    invoiceMoney(db, period),
    tokenSales(db, period),
    emailCounts(db, period),
    dailySeries(db, period),
  ]);

  const denied = requests.declined + requests.expired;
  const totalRevenue = invoiceFigures.paidCents + tokens.cents;
  const transactions = invoiceFigures.paid + tokens.sales;
  const { sent_today, sent, failed, waiting, delivery_emails } = emails;

  return {
    period: { days: period.days, time_zone: period.timeZone, since: series.since },
    users,
    items: { ...items, average_fmv_cents: items.total > 0 ? Math.round(items.total_fmv_cents / items.total) : 0 },
    requests: { ...requests, denied, approval_rate: percentOf(requests.approved, requests.approved + denied) },
    payments: {
      total_revenue_cents: totalRevenue,
      invoice_revenue_cents: invoiceFigures.paidCents,
      platform_fees_cents: invoiceFigures.feesCents,
      token_sales_cents: tokens.cents,
      total_transactions: transactions,
      average_transaction_cents: transactions > 0 ? Math.round(totalRevenue / transactions) : 0,
      pending: invoiceFigures.owed,
      pending_cents: invoiceFigures.owedCents,
    },
    platform_health: {
      active_users_percentage: percentOf(users.active_in_period, users.total),
      item_availability_rate: percentOf(items.available, items.total),
      request_fulfillment_rate: percentOf(requests.approved, requests.total - requests.cancelled),
    },
    delivery: {
      ...delivery,
      delivered_percentage: percentOf(delivery.delivered, delivery.approved_requests),
      in_transit_percentage: percentOf(delivery.in_transit, delivery.approved_requests),
      issue_percentage: percentOf(delivery.issue, delivery.approved_requests),
      pending_percentage: percentOf(delivery.pending, delivery.approved_requests),
    },
    emails: { sent_today, sent, failed, waiting, delivery_emails, success_rate: percentOf(sent, sent + failed) },
    locations: { top_states: states },
    time_series: series.points,
    generated_at: new Date().toISOString(),
  };
}
