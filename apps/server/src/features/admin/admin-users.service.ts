import {
  ADMIN_USERS_LEGACY_LIMIT,
  type AdminUserDetailResponse,
  type AdminUsersListResponse,
  type AdminUsersPageResponse,
  type AdminUsersQuery,
} from '@app/shared';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { invoices, items, requests, users } from '#src/platform/database/schema';
import { notFound } from '#src/platform/errors';
import { countUnplacedAccounts, unplacedAccount } from '../places';
import { adminUserColumns, presentAdminUsers } from './admin-users.presenter';

/** `%` and `_` typed by the admin are matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filters(query: AdminUsersQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        ilike(users.organizationName, pattern),
        ilike(users.companyName, pattern),
      ),
    );
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.status) conditions.push(eq(users.approvalStatus, query.status));
  if (query.unplaced) conditions.push(unplacedAccount());
  return and(...conditions);
}

/** One page of accounts, filtered and searched, newest (or oldest) first, with the site's unplaced count. */
export async function listUsersPage(db: Queryable, query: AdminUsersQuery): Promise<AdminUsersPageResponse> {
  const where = filters(query);
  const order = query.sort_by_date === 'asc' ? asc : desc;
  const [totals, rows, unplaced] = await Promise.all([
    db.select({ total: count() }).from(users).where(where),
    db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(order(users.createdAt), order(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    countUnplacedAccounts(db),
  ]);
  const total = totals[0]?.total ?? 0;
  return {
    users: await presentAdminUsers(db, rows),
    total,
    total_pages: Math.ceil(total / query.limit),
    page: query.page,
    unplaced_accounts: unplaced,
  };
}

/** The older list call: the newest accounts, bounded so it cannot grow without limit. */
export async function listNewestUsers(db: Queryable): Promise<AdminUsersListResponse> {
  const rows = await db
    .select(adminUserColumns)
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_USERS_LEGACY_LIMIT);
  return { users: await presentAdminUsers(db, rows) };
}

export const USER_NOT_FOUND_MESSAGE = 'User not found.';

/**
 * One account for the Users tab's `user_id=` link, wherever it falls in the list, with the counts
 * behind its Requests, Items and Payments links (each read from its own index).
 */
export async function getUserForAdmin(db: Queryable, id: number): Promise<AdminUserDetailResponse> {
  const [[row], [asker], [giver], [listed], [billed]] = await Promise.all([
    db
      .select({ ...adminUserColumns, approvalIrsEvidence: users.approvalIrsEvidence })
      .from(users)
      .where(eq(users.id, id)),
    db.select({ n: count() }).from(requests).where(eq(requests.nonprofitId, id)),
    db.select({ n: count() }).from(requests).where(eq(requests.donorId, id)),
    db.select({ n: count() }).from(items).where(eq(items.donorId, id)),
    db
      .select({ n: count() })
      .from(invoices)
      .where(and(eq(invoices.nonprofitId, id), ne(invoices.status, 'void'))),
  ]);
  if (!row) throw notFound(USER_NOT_FOUND_MESSAGE);
  const [user] = await presentAdminUsers(db, [row]);
  return {
    user: user!,
    activity: {
      requests: (asker?.n ?? 0) + (giver?.n ?? 0),
      items: listed?.n ?? 0,
      invoices: billed?.n ?? 0,
    },
    approval_irs_evidence: row.approvalIrsEvidence ?? null,
  };
}
