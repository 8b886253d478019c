import {
  ADMIN_REQUEST_EXPIRING_HOURS,
  totalPages,
  type AdminRequestsPageResponse,
  type AdminRequestsQuery,
  type AdminRequestStatusFilter,
} from '@app/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { events, invoices, items, requests, users } from '#src/platform/database/schema';
import { deriveState } from '../../donations';
import { readRequestInvoices } from '../../invoices';
import { presentAdminRequestRow } from './admin-requests.presenter';
import { selectRows } from './admin-requests.queries';

/** `%` and `_` typed by the admin are matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const paidInvoice = sql`exists (select 1 from ${invoices} where ${invoices.requestId} = ${requests.id} and ${invoices.status} = 'paid')`;

/** Each status filter as a condition on the request (and, for the money steps, its invoice). */
function statusCondition(status: AdminRequestStatusFilter): SQL | undefined {
  switch (status) {
    case 'pending':
    case 'approved':
    case 'completed':
    case 'cancelled':
      return eq(requests.status, status);
    case 'declined':
      return and(
        eq(requests.status, 'declined'),
        or(isNull(requests.declineReason), ne(requests.declineReason, 'expired')),
      );
    case 'expired':
      return and(eq(requests.status, 'declined'), eq(requests.declineReason, 'expired'));
    case 'unpaid':
      return and(eq(requests.status, 'approved'), sql`not ${paidInvoice}`);
    case 'paid':
      return and(
        eq(requests.status, 'approved'),
        paidInvoice,
        sql`${requests.deliveryStatus} is distinct from 'shipped'`,
      );
    case 'sent':
      return and(eq(requests.status, 'approved'), eq(requests.deliveryStatus, 'shipped'));
  }
}

/**
 * The search: the item's title, the event's name, the nonprofit's or donor's name, or the request's
 * number ("12" or "#12"). Each name is matched in its own table first, so the requests are found
 * through their indexes on item, event, nonprofit and donor.
 */
function searchCondition(db: Queryable, search: string): SQL | undefined {
  const pattern = likePattern(search);
  const people = (organization: typeof users.organizationName | typeof users.companyName) =>
    db
      .select({ id: users.id })
      .from(users)
      .where(or(ilike(users.name, pattern), ilike(organization, pattern)));
  const number = /^#?(\d{1,9})$/.exec(search);
  return or(
    number ? eq(requests.id, Number(number[1])) : undefined,
    inArray(requests.itemId, db.select({ id: items.id }).from(items).where(ilike(items.title, pattern))),
    inArray(requests.eventId, db.select({ id: events.id }).from(events).where(ilike(events.name, pattern))),
    inArray(requests.nonprofitId, people(users.organizationName)),
    inArray(requests.donorId, people(users.companyName)),
  );
}

function conditions(db: Queryable, query: AdminRequestsQuery): SQL | undefined {
  return and(
    query.expiring
      ? and(
          eq(requests.status, 'pending'),
          sql`${requests.expiresAt} <= now() + make_interval(hours => ${ADMIN_REQUEST_EXPIRING_HOURS}::int)`,
        )
      : undefined,
    query.status ? statusCondition(query.status) : undefined,
    query.user_id ? or(eq(requests.nonprofitId, query.user_id), eq(requests.donorId, query.user_id)) : undefined,
    query.search ? searchCondition(db, query.search) : undefined,
  );
}

function orderOf(query: AdminRequestsQuery): SQL[] {
  // About to expire: the soonest deadline first, whatever else was asked (the Overview links here).
  if (query.expiring) return [asc(requests.expiresAt), asc(requests.id)];
  const direction = query.sort_dir === 'asc' ? asc : desc;
  const column =
    query.sort_by === 'updated_at'
      ? requests.updatedAt
      : query.sort_by === 'fair_market_value'
        ? requests.unitFmvCents
        : requests.createdAt;
  return [direction(column), direction(requests.id)];
}

/**
 * GET /admin/requests/all: one page, filtered, searched and sorted in SQL, counted with the same
 * filter. The page's ids come first, from the requests alone along their index; only those rows are
 * joined to their item, parties and event (joining every request before the offset took seconds at
 * 200,000 requests: docs/quality.md, Admin console).
 */
export async function listRequestsPage(db: Queryable, query: AdminRequestsQuery): Promise<AdminRequestsPageResponse> {
  const where = conditions(db, query);
  const [totals, page] = await Promise.all([
    db.select({ total: count() }).from(requests).where(where),
    db
      .select({ id: requests.id })
      .from(requests)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  const ids = page.map((row) => row.id);
  const rows =
    ids.length === 0
      ? []
      : await selectRows(db)
          .where(inArray(requests.id, ids))
          .orderBy(...orderOf(query));
  const payments = await readRequestInvoices(
    db,
    rows.map((row) => row.request.id),
  );
  const total = totals[0]?.total ?? 0;
  return {
    requests: rows.map((row) =>
      presentAdminRequestRow(row, deriveState(row.request, payments.get(row.request.id)?.state ?? 'none')),
    ),
    total,
    page: query.page,
    total_pages: totalPages(total, query.limit),
  };
}
