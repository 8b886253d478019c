import {
  lowTokenBalance,
  TOKEN_RULES,
  totalPages,
  type AdminTokenBalance,
  type AdminTokenBalancesPage,
  type AdminTokenBalancesQuery,
} from '@app/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { tokenLedger, users } from '#src/platform/database/schema';
import { balanceOf, likePattern, liveBalances, nonprofitName, type LiveBalances } from './admin-tokens.queries';

function conditions(query: AdminTokenBalancesQuery, live: LiveBalances): SQL | undefined {
  const balance = balanceOf(live);
  const pattern = query.search ? likePattern(query.search) : undefined;
  return and(
    eq(users.role, 'nonprofit'),
    query.user_id ? eq(users.id, query.user_id) : undefined,
    pattern
      ? or(ilike(users.organizationName, pattern), ilike(users.name, pattern), ilike(users.email, pattern))
      : undefined,
    query.status === 'low' ? sql`${balance} < ${TOKEN_RULES.lowBalanceThreshold}` : undefined,
    query.status === 'normal' ? sql`${balance} >= ${TOKEN_RULES.lowBalanceThreshold}` : undefined,
  );
}

/**
 * What the page's nonprofits bought (purchases and positive adjustments) and spent (spends less
 * refunds), ever: read for those nonprofits only, through the ledger's owner index.
 */
async function ledgerTotals(db: Queryable, nonprofitIds: number[]) {
  if (nonprofitIds.length === 0) return new Map<number, { purchased: number; spent: number }>();
  const rows = await db
    .select({
      nonprofitId: tokenLedger.nonprofitId,
      purchased: sql<number>`coalesce(sum(${tokenLedger.tokens}) filter (where ${tokenLedger.entryType} = 'purchase'
        or (${tokenLedger.entryType} = 'adjust' and ${tokenLedger.tokens} > 0)), 0)`.mapWith(Number),
      spent:
        sql<number>`coalesce(-sum(${tokenLedger.tokens}) filter (where ${tokenLedger.entryType} in ('spend', 'refund')), 0)`.mapWith(
          Number,
        ),
    })
    .from(tokenLedger)
    .where(inArray(tokenLedger.nonprofitId, nonprofitIds))
    .groupBy(tokenLedger.nonprofitId);
  return new Map(rows.map((row) => [row.nonprofitId, row]));
}

/**
 * GET /admin/tokens/balances (docs/product.md, Admin console: Tokens): every nonprofit with its
 * live balance, low under 10; searched, filtered by status, sorted by name or balance, paged.
 */
export async function listTokenBalances(
  db: Queryable,
  query: AdminTokenBalancesQuery,
): Promise<AdminTokenBalancesPage> {
  const live = liveBalances(db);
  const where = conditions(query, live);
  const direction = query.sort_dir === 'desc' ? desc : asc;
  const order =
    query.sort_by === 'balance'
      ? [direction(balanceOf(live)), asc(sql`lower(${nonprofitName})`), asc(users.id)]
      : [direction(sql`lower(${nonprofitName})`), direction(users.id)];
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(users).leftJoin(live, eq(live.nonprofitId, users.id)).where(where),
    db
      .select({
        id: users.id,
        name: nonprofitName,
        email: users.email,
        approvalStatus: users.approvalStatus,
        balance: balanceOf(live),
      })
      .from(users)
      .leftJoin(live, eq(live.nonprofitId, users.id))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  const totals = await ledgerTotals(
    db,
    rows.map((row) => row.id),
  );
  const balances: AdminTokenBalance[] = rows.map((row) => ({
    nonprofit_id: row.id,
    nonprofit_name: row.name,
    nonprofit_email: row.email,
    approval_status: row.approvalStatus,
    balance: row.balance,
    total_purchased: totals.get(row.id)?.purchased ?? 0,
    total_spent: totals.get(row.id)?.spent ?? 0,
    status: lowTokenBalance(row.balance) ? 'low' : 'normal',
  }));
  const total = counted?.total ?? 0;
  return { balances, total, page: query.page, total_pages: totalPages(total, query.limit) };
}
