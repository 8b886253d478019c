import { ANALYTICS_TOP_STATES, ITEM_STATUSES, type AdminAnalytics, type ItemStatus } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { items, users } from '#src/platform/database/schema';
import { counted, periodStart, type AnalyticsPeriod } from './analytics-period';

/*
 * Figures about accounts and items as they stand now (docs/product.md, Admin console: Analytics),
 * each one pass over its table with every count as a filtered aggregate.
 */

/** A category's value, like the listing's: unit fair market value times the units listed. */
const listedValueCents = sql`${items.fmvCents}::bigint * ${items.initialQuantity}`;
const CATEGORY_LIMIT = 50;

export async function userFigures(db: Queryable, period: AnalyticsPeriod): Promise<AdminAnalytics['users']> {
  const since = periodStart(period);
  const withRole = (role: string) => counted(sql`count(*) filter (where ${users.role} = ${role})`);
  const withStatus = (status: string) => counted(sql`count(*) filter (where ${users.approvalStatus} = ${status})`);
  const [row] = await db
    .select({
      total: counted(sql`count(*)`),
      nonprofits: withRole('nonprofit'),
      donors: withRole('donor'),
      admins: withRole('admin'),
      approved: withStatus('approved'),
      pending: withStatus('pending'),
      rejected: withStatus('rejected'),
      new_in_period: counted(sql`count(*) filter (where ${users.createdAt} >= ${since})`),
      active_in_period: counted(sql`count(*) filter (where ${users.lastActiveAt} >= ${since})`),
    })
    .from(users);
  return row!;
}

/**
 * Every item by status, and the largest categories, from one pass over items grouped by category
 * and status: two aggregates a row rather than a filtered count per status (a third of the time at
 * 100,000 items), summed up here.
 */
export async function itemFigures(
  db: Queryable,
  period: AnalyticsPeriod,
): Promise<Omit<AdminAnalytics['items'], 'average_fmv_cents'>> {
  const groups = await db
    .select({
      category: items.category,
      status: items.status,
      total: counted(sql`count(*)`),
      newInPeriod: counted(sql`count(*) filter (where ${items.createdAt} >= ${periodStart(period)})`),
      valueCents: counted(sql`sum(${listedValueCents})`),
    })
    .from(items)
    .groupBy(items.category, items.status);
  const byStatus = Object.fromEntries(ITEM_STATUSES.map((status) => [status, 0])) as Record<ItemStatus, number>;
  const byCategory = new Map<string, { count: number; total_value_cents: number }>();
  let total = 0;
  let newInPeriod = 0;
  let totalValue = 0;
  for (const group of groups) {
    byStatus[group.status] += group.total;
    total += group.total;
    newInPeriod += group.newInPeriod;
    totalValue += group.valueCents;
    const category = byCategory.get(group.category) ?? { count: 0, total_value_cents: 0 };
    category.count += group.total;
    category.total_value_cents += group.valueCents;
    byCategory.set(group.category, category);
  }
  const categories = [...byCategory]
    .map(([category, figures]) => ({ category, ...figures }))
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category))
    .slice(0, CATEGORY_LIMIT);
  return {
    total,
    available: byStatus.available,
    requested: byStatus.requested,
    approved: byStatus.approved,
    completed: byStatus.completed,
    disabled: byStatus.disabled,
    pending_review: byStatus.pending_review,
    rejected: byStatus.rejected,
    new_in_period: newInPeriod,
    total_fmv_cents: totalValue,
    category_breakdown: categories,
  };
}

interface StateRow {
  state: string;
  users: number | string;
  items: number | string;
}

/**
 * States ranked by accounts and items there. Items are grouped by their stored state first (an
 * index-only read of items_state_idx), then spellings such as ' il' and 'IL' are merged.
 */
export async function topStates(db: Queryable): Promise<AdminAnalytics['locations']['top_states']> {
  const result = (await db.execute(sql`
    with by_user as (
      select upper(trim(${users.state})) as state, count(*) as n from ${users}
      where trim(coalesce(${users.state}, '')) <> '' group by 1
    ), item_states as (
      select ${items.state} as state, count(*) as n from ${items} where ${items.state} is not null group by 1
    ), by_item as (
      select upper(trim(state)) as state, sum(n) as n from item_states where trim(state) <> '' group by 1
    )
    select coalesce(by_user.state, by_item.state) as state, coalesce(by_user.n, 0) as users,
      coalesce(by_item.n, 0) as items
    from by_user full join by_item on by_item.state = by_user.state
    order by coalesce(by_user.n, 0) + coalesce(by_item.n, 0) desc, 1
    limit ${ANALYTICS_TOP_STATES}
  `)) as unknown as { rows: StateRow[] };
  return result.rows.map((row) => ({ state: row.state, users: Number(row.users), items: Number(row.items) }));
}
