import {
  centsToDollars,
  totalPages,
  type AdminItemRow,
  type AdminItemSort,
  type AdminItemsPageResponse,
  type AdminItemsQuery,
} from '@app/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { items, users } from '#src/platform/database/schema';
import { picturesOf } from '#src/features/items';

/** `%` and `_` typed by the admin are matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORT_COLUMNS: Record<AdminItemSort, AnyColumn> = {
  created_at: items.createdAt,
  title: items.title,
  fair_market_value: items.fmvCents,
  quantity: items.quantity,
};

/**
 * The filters, on `items` alone so the count needs no join: the donor's company or name is
 * matched through the (small) users table, the title through its trigram index.
 */
function filters(db: Queryable, query: AdminItemsQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    const donors = db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'donor'), or(ilike(users.companyName, pattern), ilike(users.name, pattern))));
    conditions.push(or(ilike(items.title, pattern), inArray(items.donorId, donors)));
  }
  if (query.status) conditions.push(eq(items.status, query.status));
  if (query.category) conditions.push(eq(items.category, query.category));
  if (query.user_id) conditions.push(eq(items.donorId, query.user_id));
  return and(...conditions);
}

const pendingRequests = sql<number>`(
  select count(*) from requests r where r.item_id = ${items.id} and r.status = 'pending'
)`.mapWith(Number);

/**
 * The page's order. created_at follows items_created_idx exactly (DESC NULLS LAST, walked backwards
 * for ascending), or PostgreSQL sorts every matching row instead of reading the first ones off the
 * index; the other columns use the default null order of the status-prefixed indexes.
 */
function orderOf(query: AdminItemsQuery): SQL[] {
  const ascending = query.sort_dir === 'asc';
  const sortBy = query.sort_by ?? 'created_at';
  if (sortBy === 'created_at') {
    const direction = sql.raw(ascending ? 'asc nulls first' : 'desc nulls last');
    return [sql`${items.createdAt} ${direction}`, sql`${items.id} ${direction}`];
  }
  const direction = ascending ? asc : desc;
  return [direction(SORT_COLUMNS[sortBy]), direction(items.id)];
}

const rowColumns = {
  id: items.id,
  title: items.title,
  category: items.category,
  status: items.status,
  fmvCents: items.fmvCents,
  quantity: items.quantity,
  initialQuantity: items.initialQuantity,
  images: items.images,
  imageUrl: items.imageUrl,
  city: items.city,
  state: items.state,
  createdAt: items.createdAt,
  updatedAt: items.updatedAt,
  donorId: items.donorId,
  donorName: users.name,
  donorCompany: users.companyName,
  pendingRequests,
};

/**
 * GET /admin/items: one page of every item in any status (docs/product.md, Admin console), newest
 * first unless asked otherwise, with the total under the same filters. The page's ids are chosen on
 * `items` alone; only those rows are then joined to their donors and counted pending requests
 * (requests_item_idx), so a sort no index serves never drags the users table along.
 */
export async function listAdminItems(db: Queryable, query: AdminItemsQuery): Promise<AdminItemsPageResponse> {
  const where = filters(db, query);
  const [totals, pageIds] = await Promise.all([
    db.select({ total: count() }).from(items).where(where),
    db
      .select({ id: items.id })
      .from(items)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  const ids = pageIds.map((row) => row.id);
  const found =
    ids.length === 0
      ? []
      : await db
          .select(rowColumns)
          .from(items)
          .innerJoin(users, eq(users.id, items.donorId))
          .where(inArray(items.id, ids));
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  const total = totals[0]?.total ?? 0;
  return {
    items: rows.map((row): AdminItemRow => ({
      id: row.id,
      title: row.title,
      category: row.category,
      status: row.status,
      fair_market_value: centsToDollars(row.fmvCents),
      quantity: row.quantity,
      initial_quantity: row.initialQuantity,
      pending_requests: row.pendingRequests,
      donor_id: row.donorId,
      donor_name: row.donorName,
      donor_company: row.donorCompany,
      thumbnail_url: picturesOf(row).thumbnail_url,
      city: row.city,
      state: row.state,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    })),
    total,
    page: query.page,
    total_pages: totalPages(total, query.limit),
  };
}
