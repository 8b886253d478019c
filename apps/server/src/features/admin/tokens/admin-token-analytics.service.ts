import {
  ADMIN_TOKEN_ALERTS_SHOWN,
  ADMIN_TOKENS_EXPIRING_DAYS,
  ADMIN_TOP_SPENDERS_SHOWN,
  TOKEN_BUNDLE_KEYS,
  TOKEN_BUNDLES,
  TOKEN_RULES,
  type AdminTokenOverviewResponse,
  type AdminTokenRevenue,
} from '@app/shared';
import { and, asc, count, countDistinct, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { readTokenBalances } from '#src/features/tokens';
import type { Queryable } from '#src/platform/database/client';
import { checkoutSessions, tokenLedger, tokenLots, users } from '#src/platform/database/schema';
import { balanceOf, liveBalances, nonprofitName } from './admin-tokens.queries';

/** Sum of the ledger's tokens where `condition` holds, as a positive figure when `sign` is -1. */
const ledgerSum = (condition: SQL, sign: 1 | -1 = 1) =>
  sql<number>`coalesce(${sign} * sum(${tokenLedger.tokens}) filter (where ${condition}), 0)`.mapWith(Number);

async function ledgerFigures(db: Queryable) {
  const [row] = await db
    .select({
      purchased: ledgerSum(sql`${tokenLedger.entryType} = 'purchase'`),
      granted: ledgerSum(sql`${tokenLedger.entryType} = 'adjust' and ${tokenLedger.tokens} > 0`),
      spent: ledgerSum(sql`${tokenLedger.entryType} = 'spend'`, -1),
      refunded: ledgerSum(sql`${tokenLedger.entryType} = 'refund'`),
      expired: ledgerSum(sql`${tokenLedger.entryType} = 'expire'`, -1),
      removed: ledgerSum(sql`${tokenLedger.entryType} = 'adjust' and ${tokenLedger.tokens} < 0`, -1),
      outstanding: sql<number>`coalesce(sum(${tokenLedger.tokens}), 0)`.mapWith(Number),
    })
    .from(tokenLedger);
  return row!;
}

/** Live lots: what expires within 30 days (the expiry index's range) and how many nonprofits hold any. */
async function lotFigures(db: Queryable) {
  const live = and(gt(tokenLots.tokensRemaining, 0), gt(tokenLots.expiresAt, sql`now()`));
  const [[expiring], [holders]] = await Promise.all([
    db
      .select({ tokens: sql<number>`coalesce(sum(${tokenLots.tokensRemaining}), 0)`.mapWith(Number) })
      .from(tokenLots)
      .where(
        and(live, lte(tokenLots.expiresAt, sql`now() + make_interval(days => ${ADMIN_TOKENS_EXPIRING_DAYS}::int)`)),
      ),
    db
      .select({ n: countDistinct(tokenLots.nonprofitId) })
      .from(tokenLots)
      .where(live),
  ]);
  return { expiring: expiring?.tokens ?? 0, holders: holders?.n ?? 0 };
}

/**
 * Approved nonprofits under 10 tokens (pending and rejected ones cannot request items, so their
 * empty balance is no alert), the lowest first, with how many there are in all.
 */
async function lowBalances(db: Queryable) {
  const live = liveBalances(db);
  const low = and(
    eq(users.role, 'nonprofit'),
    eq(users.approvalStatus, 'approved'),
    sql`${balanceOf(live)} < ${TOKEN_RULES.lowBalanceThreshold}`,
  );
  const [[counted], rows] = await Promise.all([
    db.select({ n: count() }).from(users).leftJoin(live, eq(live.nonprofitId, users.id)).where(low),
    db
      .select({ id: users.id, name: nonprofitName, email: users.email, balance: balanceOf(live) })
      .from(users)
      .leftJoin(live, eq(live.nonprofitId, users.id))
      .where(low)
      .orderBy(asc(balanceOf(live)), asc(sql`lower(${nonprofitName})`), asc(users.id))
      .limit(ADMIN_TOKEN_ALERTS_SHOWN),
  ]);
  return {
    count: counted?.n ?? 0,
    threshold: TOKEN_RULES.lowBalanceThreshold,
    nonprofits: rows.map((row) => ({
      nonprofit_id: row.id,
      nonprofit_name: row.name,
      nonprofit_email: row.email,
      balance: row.balance,
    })),
  };
}

/** GET /admin/tokens/overview (docs/product.md, Admin console: Tokens). */
export async function tokenOverview(db: Queryable): Promise<AdminTokenOverviewResponse> {
  const [ledger, lots, alerts] = await Promise.all([ledgerFigures(db), lotFigures(db), lowBalances(db)]);
  return {
    overview: {
      tokens_issued: ledger.purchased + ledger.granted,
      tokens_purchased: ledger.purchased,
      tokens_granted_by_admins: ledger.granted,
      tokens_spent: ledger.spent,
      tokens_refunded: ledger.refunded,
      tokens_expired: ledger.expired,
      tokens_removed_by_admins: ledger.removed,
      tokens_outstanding: ledger.outstanding,
      tokens_expiring_30_days: lots.expiring,
      nonprofits_holding_tokens: lots.holders,
    },
    low_balance_alerts: alerts,
  };
}

async function bundlePerformance(db: Queryable): Promise<AdminTokenRevenue['bundle_performance']> {
  const rows = await db
    .select({
      bundleKey: checkoutSessions.bundleKey,
      sales: count(),
      tokens: sql<number>`coalesce(sum(${checkoutSessions.tokens}), 0)`.mapWith(Number),
      revenue: sql<number>`coalesce(sum(${checkoutSessions.amountCents}), 0)`.mapWith(Number),
    })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.purpose, 'token_purchase'), eq(checkoutSessions.paymentStatus, 'paid')))
    .groupBy(checkoutSessions.bundleKey);
  const byKey = new Map(rows.map((row) => [row.bundleKey, row]));
  return TOKEN_BUNDLE_KEYS.map((key) => ({
    bundle_key: key,
    label: TOKEN_BUNDLES[key].label,
    sales_count: byKey.get(key)?.sales ?? 0,
    tokens_sold: byKey.get(key)?.tokens ?? 0,
    revenue_cents: byKey.get(key)?.revenue ?? 0,
  }));
}

/** The nonprofits that spent the most tokens (spends less refunds), with their names and live balances. */
async function topSpenders(db: Queryable): Promise<AdminTokenRevenue['top_spending_nonprofits']> {
  const spent = sql<number>`-sum(${tokenLedger.tokens})`.mapWith(Number);
  const rows = await db
    .select({ nonprofitId: tokenLedger.nonprofitId, spent })
    .from(tokenLedger)
    .where(inArray(tokenLedger.entryType, ['spend', 'refund']))
    .groupBy(tokenLedger.nonprofitId)
    .having(sql`sum(${tokenLedger.tokens}) < 0`)
    .orderBy(desc(spent), asc(tokenLedger.nonprofitId))
    .limit(ADMIN_TOP_SPENDERS_SHOWN);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.nonprofitId);
  const [names, balances] = await Promise.all([
    db.select({ id: users.id, name: nonprofitName }).from(users).where(inArray(users.id, ids)),
    readTokenBalances(db, ids),
  ]);
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  return rows.map((row) => ({
    nonprofit_id: row.nonprofitId,
    nonprofit_name: nameOf.get(row.nonprofitId) ?? `Nonprofit #${row.nonprofitId}`,
    tokens_spent: row.spent,
    balance: balances.get(row.nonprofitId) ?? 0,
  }));
}

/** GET /admin/tokens/revenue: paid token purchases per bundle, and the top spenders. */
export async function tokenRevenue(db: Queryable): Promise<AdminTokenRevenue> {
  const [bundles, spenders] = await Promise.all([bundlePerformance(db), topSpenders(db)]);
  return { bundle_performance: bundles, top_spending_nonprofits: spenders };
}
