import {
  totalPages,
  type AdminTokenTransaction,
  type AdminTokenTransactionsPage,
  type AdminTokenTransactionsQuery,
} from '@app/shared';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { tokenLedger } from '#src/platform/database/schema';

/*
 * Names as subqueries of the page's rows rather than joins: only the rows shown need a name, and the
 * page stays a backward range of the primary key that stops once full. Written out with table
 * names: in a one-table select Drizzle leaves columns unqualified, which the subqueries' own tables
 * would capture.
 */
const nonprofitNameOf = sql<string>`(select coalesce(np.organization_name, np.name) from users np
  where np.id = token_ledger.nonprofit_id)`;
const adminNameOf = sql<string | null>`(select adm.name from users adm where adm.id = token_ledger.created_by)`;
const itemTitleOf = sql<string | null>`(select it.title from requests rq join items it on it.id = rq.item_id
  where rq.id = token_ledger.request_id)`;

/**
 * GET /admin/tokens/transactions (docs/product.md, Admin console: Tokens): ledger entries newest
 * first (in the order they were written: the primary key, so a page is a range of an index), by
 * nonprofit and type, with who and what each is about.
 */
export async function listTokenTransactions(
  db: Queryable,
  query: AdminTokenTransactionsQuery,
): Promise<AdminTokenTransactionsPage> {
  const where = and(
    query.user_id ? eq(tokenLedger.nonprofitId, query.user_id) : undefined,
    query.type ? eq(tokenLedger.entryType, query.type) : undefined,
  );
  const offset = query.offset ?? (query.page - 1) * query.limit;
  // The page's ids first, from the primary key alone: with the names in the same statement, every
  // row skipped by a deep offset would run their subqueries too (1.1 s at offset 299,000).
  const [[counted], page] = await Promise.all([
    db.select({ total: count() }).from(tokenLedger).where(where),
    db
      .select({ id: tokenLedger.id })
      .from(tokenLedger)
      .where(where)
      .orderBy(desc(tokenLedger.id))
      .limit(query.limit)
      .offset(offset),
  ]);
  const ids = page.map((row) => row.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: tokenLedger.id,
            nonprofitId: tokenLedger.nonprofitId,
            nonprofitName: nonprofitNameOf,
            entryType: tokenLedger.entryType,
            tokens: tokenLedger.tokens,
            description: tokenLedger.description,
            requestId: tokenLedger.requestId,
            itemTitle: itemTitleOf,
            createdBy: tokenLedger.createdBy,
            adminName: adminNameOf,
            createdAt: tokenLedger.createdAt,
          })
          .from(tokenLedger)
          .where(inArray(tokenLedger.id, ids))
          .orderBy(desc(tokenLedger.id));
  const transactions: AdminTokenTransaction[] = rows.map((row) => ({
    id: row.id,
    nonprofit_id: row.nonprofitId,
    nonprofit_name: row.nonprofitName,
    transaction_type: row.entryType,
    tokens: row.tokens,
    description: row.description,
    request_id: row.requestId,
    request_item_title: row.itemTitle,
    admin_id: row.createdBy,
    admin_name: row.adminName,
    created_at: row.createdAt.toISOString(),
  }));
  const total = counted?.total ?? 0;
  return {
    transactions,
    total,
    page: Math.floor(offset / query.limit) + 1,
    total_pages: totalPages(total, query.limit),
    offset,
    limit: query.limit,
  };
}
