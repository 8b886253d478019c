import {
  totalPages,
  type AdminBroadcast,
  type AdminBroadcastsPage,
  type AdminBroadcastsQuery,
  type BroadcastStatus,
  type BroadcastTarget,
} from '@app/shared';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { broadcastReceipts, broadcasts, users } from '#src/platform/database/schema';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Where a broadcast is in its window now, said the same by the filter and the row. */
const STATUS_WHERE: Record<BroadcastStatus, SQL> = {
  scheduled: sql`${broadcasts.startsAt} > now()`,
  live: and(
    lte(broadcasts.startsAt, sql`now()`),
    or(isNull(broadcasts.expiresAt), gt(broadcasts.expiresAt, sql`now()`)),
  )!,
  expired: and(isNotNull(broadcasts.expiresAt), lte(broadcasts.expiresAt, sql`now()`))!,
};
const statusColumn = sql<BroadcastStatus>`case when ${STATUS_WHERE.scheduled} then 'scheduled' when ${STATUS_WHERE.expired} then 'expired' else 'live' end`;

const ROLE_OF_TARGET: Record<Exclude<BroadcastTarget, 'all'>, string> = { nonprofits: 'nonprofit', donors: 'donor' };

function whereOf(query: Partial<Pick<AdminBroadcastsQuery, 'status' | 'target' | 'search'>>): SQL | undefined {
  return and(
    query.status ? STATUS_WHERE[query.status] : undefined,
    query.target ? eq(broadcasts.target, query.target) : undefined,
    query.search
      ? or(ilike(broadcasts.title, likePattern(query.search)), ilike(broadcasts.message, likePattern(query.search)))
      : undefined,
  );
}

/** Accounts in each target today: every account for 'all', the role's accounts for the others. */
async function audiences(db: Queryable): Promise<Record<BroadcastTarget, number>> {
  const rows = await db.select({ role: users.role, n: count() }).from(users).groupBy(users.role);
  const byRole = new Map(rows.map((row) => [row.role as string, row.n]));
  return {
    all: rows.reduce((sum, row) => sum + row.n, 0),
    nonprofits: byRole.get(ROLE_OF_TARGET.nonprofits) ?? 0,
    donors: byRole.get(ROLE_OF_TARGET.donors) ?? 0,
  };
}

/** Reads and dismissals of the given broadcasts, in one grouped query over the receipts' key. */
async function receiptCounts(db: Queryable, ids: number[]) {
  if (ids.length === 0) return new Map<number, { read: number; dismissed: number }>();
  const rows = await db
    .select({
      id: broadcastReceipts.broadcastId,
      read: sql<number>`count(${broadcastReceipts.readAt})`.mapWith(Number),
      dismissed: sql<number>`count(${broadcastReceipts.dismissedAt})`.mapWith(Number),
    })
    .from(broadcastReceipts)
    .where(inArray(broadcastReceipts.broadcastId, ids))
    .groupBy(broadcastReceipts.broadcastId);
  return new Map(rows.map((row) => [row.id, { read: row.read, dismissed: row.dismissed }]));
}

async function readBroadcasts(
  db: Queryable,
  where: SQL | undefined,
  page: { limit: number; offset: number; oldestFirst?: boolean },
) {
  const order = page.oldestFirst ? asc : desc;
  const rows = await db
    .select({
      broadcast: broadcasts,
      status: statusColumn,
      createdByName: users.name,
    })
    .from(broadcasts)
    .leftJoin(users, eq(users.id, broadcasts.createdBy))
    .where(where)
    .orderBy(order(broadcasts.createdAt), order(broadcasts.id))
    .limit(page.limit)
    .offset(page.offset);
  const [sizes, counts] = await Promise.all([
    audiences(db),
    receiptCounts(
      db,
      rows.map((row) => row.broadcast.id),
    ),
  ]);
  return rows.map(({ broadcast, status, createdByName }): AdminBroadcast => {
    const receipts = counts.get(broadcast.id);
    return {
      id: broadcast.id,
      title: broadcast.title,
      message: broadcast.message,
      target: broadcast.target,
      starts_at: broadcast.startsAt.toISOString(),
      expires_at: broadcast.expiresAt?.toISOString() ?? null,
      status,
      created_at: broadcast.createdAt.toISOString(),
      created_by_id: broadcast.createdBy,
      created_by_name: createdByName,
      audience: sizes[broadcast.target],
      read_count: receipts?.read ?? 0,
      dismissed_count: receipts?.dismissed ?? 0,
      can_end: status !== 'expired',
    };
  });
}

/** One page of broadcasts, newest first unless sort_dir=asc (docs/product.md, Admin console: Messages). */
export async function listBroadcasts(db: Queryable, query: AdminBroadcastsQuery): Promise<AdminBroadcastsPage> {
  const where = whereOf(query);
  const [row] = await db.select({ total: count() }).from(broadcasts).where(where);
  const total = row?.total ?? 0;
  const rows = await readBroadcasts(db, where, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    oldestFirst: query.sort_dir === 'asc',
  });
  return { notifications: rows, total, page: query.page, total_pages: totalPages(total, query.limit) };
}

export async function findBroadcast(db: Queryable, id: number): Promise<AdminBroadcast | undefined> {
  const [broadcast] = await readBroadcasts(db, eq(broadcasts.id, id), { limit: 1, offset: 0 });
  return broadcast;
}
