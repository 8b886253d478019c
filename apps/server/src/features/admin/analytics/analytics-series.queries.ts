import type { AnalyticsSeriesPoint } from '@app/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { checkoutSessions, invoices, items, requests, users } from '#src/platform/database/schema';
import { firstDay, localDay, periodStart, type AnalyticsPeriod } from './analytics-period';

interface SeriesRow {
  since: string;
  date: string;
  new_users: number | string;
  items_listed: number | string;
  requests_made: number | string;
  requests_approved: number | string;
  revenue_cents: number | string;
}

export interface AnalyticsSeries {
  /** The period's first instant, ISO 8601 in UTC. */
  since: string;
  points: AnalyticsSeriesPoint[];
}

/**
 * A point per day of the period, in the viewer's time zone: accounts created, items listed,
 * requests made, requests approved (and still approved) and money received (invoices and token
 * purchases). Each source is counted per day by itself, reading only the period's rows (by the
 * index on the time it counts by, where there is one); the days come from generate_series, so a
 * day without any activity is a row of zeros. The series is of integers, whose length the planner
 * knows: a guessed length priced joins of the sources high enough for PostgreSQL to spend seconds
 * compiling the query (JIT).
 */
export async function dailySeries(db: Queryable, period: AnalyticsPeriod): Promise<AnalyticsSeries> {
  const { timeZone } = period;
  const since = periodStart(period);
  const perDay = (kind: string, column: unknown, table: unknown, condition: SQL, value = sql`count(*)`) =>
    sql`select ${localDay(column, timeZone)} as day, ${kind}::text as kind, ${value} as n from ${table}
      where ${column} >= ${since} and ${condition} group by 1`;
  const total = (kind: string) => sql.raw(`coalesce(sum(counts.n) filter (where counts.kind = '${kind}'), 0)`);
  const result = (await db.execute(sql`
    with days as (
      select ${firstDay(period)} + step as day from generate_series(0, ${period.days - 1}::integer) as step
    ), counts as (
      ${perDay('new_users', users.createdAt, users, sql`true`)}
      union all ${perDay('items_listed', items.createdAt, items, sql`true`)}
      union all ${perDay('requests_made', requests.createdAt, requests, sql`true`)}
      union all ${perDay('requests_approved', requests.approvedAt, requests, sql`${requests.status} in ('approved', 'completed')`)}
      union all ${perDay('revenue', invoices.paidAt, invoices, sql`${invoices.status} = 'paid'`, sql`sum(${invoices.amountCents})`)}
      union all ${perDay(
        'revenue',
        checkoutSessions.fulfilledAt,
        checkoutSessions,
        sql`${checkoutSessions.purpose} = 'token_purchase'`,
        sql`sum(${checkoutSessions.amountCents})`,
      )}
    )
    select to_char(${since} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as since,
      to_char(days.day, 'YYYY-MM-DD') as date,
      ${total('new_users')} as new_users,
      ${total('items_listed')} as items_listed,
      ${total('requests_made')} as requests_made,
      ${total('requests_approved')} as requests_approved,
      ${total('revenue')} as revenue_cents
    from days left join counts on counts.day = days.day
    group by days.day
    order by days.day
  `)) as unknown as { rows: SeriesRow[] };
  return {
    since: result.rows[0]?.since ?? new Date().toISOString(),
    points: result.rows.map((row) => ({
      date: row.date,
      new_users: Number(row.new_users),
      items_listed: Number(row.items_listed),
      requests_made: Number(row.requests_made),
      requests_approved: Number(row.requests_approved),
      revenue_cents: Number(row.revenue_cents),
    })),
  };
}
