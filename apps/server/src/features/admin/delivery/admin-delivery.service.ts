import {
  ADMIN_DELIVERY_STATUSES,
  totalPages,
  type AdminDeliveryAnalytics,
  type AdminDeliveryPage,
  type AdminDeliveryQuery,
  type AdminDeliveryStatus,
} from '@app/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { items, requests, users } from '#src/platform/database/schema';
import {
  deliveryColumns,
  deliveryDonor,
  deliveryNonprofit,
  lastUpdateSql,
  presentDelivery,
  type DeliverySource,
} from './admin-delivery.presenter';

/** `%` and `_` typed by the admin are matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Approved requests have a delivery; it stays listed once received (the request is then completed). */
const hasDelivery = inArray(requests.status, ['approved', 'completed']);

/** Each admin word as a condition on the stored delivery status. */
const STATUS_CONDITION: Record<AdminDeliveryStatus, SQL> = {
  pending: isNull(requests.deliveryStatus),
  in_transit: eq(requests.deliveryStatus, 'shipped'),
  delivered: eq(requests.deliveryStatus, 'received'),
  issue: eq(requests.deliveryStatus, 'not_received'),
};

/**
 * The search reads the item's title and either party's names: each is matched in its own table
 * first, so the deliveries are found through the requests' own indexes, with no join.
 */
function searchCondition(db: Queryable, search: string): SQL | undefined {
  const pattern = likePattern(search);
  const named = (organization: typeof users.organizationName | typeof users.companyName) =>
    db
      .select({ id: users.id })
      .from(users)
      .where(or(ilike(users.name, pattern), ilike(organization, pattern)));
  return or(
    inArray(requests.itemId, db.select({ id: items.id }).from(items).where(ilike(items.title, pattern))),
    inArray(requests.nonprofitId, named(users.organizationName)),
    inArray(requests.donorId, named(users.companyName)),
  );
}

function filters(db: Queryable, query: AdminDeliveryQuery): SQL | undefined {
  return and(
    hasDelivery,
    query.status ? STATUS_CONDITION[query.status] : undefined,
    query.user_id ? or(eq(requests.nonprofitId, query.user_id), eq(requests.donorId, query.user_id)) : undefined,
    query.search ? searchCondition(db, query.search) : undefined,
  );
}

/** The deliveries with their item and both parties; every join is on a required key, so no row is lost. */
const deliveryRows = (db: Queryable) =>
  db
    .select(deliveryColumns)
    .from(requests)
    .innerJoin(items, eq(items.id, requests.itemId))
    .innerJoin(deliveryNonprofit, eq(deliveryNonprofit.id, requests.nonprofitId))
    .innerJoin(deliveryDonor, eq(deliveryDonor.id, requests.donorId));

/**
 * One page of deliveries (docs/product.md, Admin console: Delivery): "not received" first, then the
 * most recently updated, with the total for the filters and the figures over every delivery. The
 * page's ids are chosen first and only those rows are joined to their item and parties (joining every
 * delivery before the offset cost seconds at 200,000 requests: docs/quality.md, Admin console).
 */
export async function listDeliveries(db: Queryable, query: AdminDeliveryQuery): Promise<AdminDeliveryPage> {
  const order = query.sort_dir === 'asc' ? asc : desc;
  const ordering = [
    sql`(${requests.deliveryStatus} is not distinct from 'not_received') desc`,
    order(lastUpdateSql),
    order(requests.id),
  ];
  const where = filters(db, query);
  const pageIds = db
    .select({ id: requests.id })
    .from(requests)
    .where(where)
    .orderBy(...ordering)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const counted = db.select({ total: count() }).from(requests).where(where);
  const [ids, totals, analytics] = await Promise.all([pageIds, counted, deliveryAnalytics(db)]);
  const pageRows =
    ids.length === 0
      ? []
      : await deliveryRows(db)
          .where(
            inArray(
              requests.id,
              ids.map((row) => row.id),
            ),
          )
          .orderBy(...ordering);
  const total = totals[0]?.total ?? 0;
  return {
    deliveries: (pageRows as DeliverySource[]).map(presentDelivery),
    total,
    page: query.page,
    total_pages: totalPages(total, query.limit),
    analytics,
  };
}

/** One delivery as the list shows it, or undefined. */
export async function loadDelivery(db: Queryable, requestId: number) {
  const [row] = await deliveryRows(db).where(eq(requests.id, requestId));
  return row ? presentDelivery(row as DeliverySource) : undefined;
}

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10);

/**
 * Counts and shares per status over every delivery, and the mean days from approval to receipt, in
 * one scan. date_part gives a float; extract's exact numeric tripled the scan's time.
 */
export async function deliveryAnalytics(db: Queryable): Promise<AdminDeliveryAnalytics> {
  const [row] = await db
    .select({
      total: count(),
      pending: countWhere(STATUS_CONDITION.pending),
      in_transit: countWhere(STATUS_CONDITION.in_transit),
      delivered: countWhere(STATUS_CONDITION.delivered),
      issue: countWhere(STATUS_CONDITION.issue),
      averageDays: sql<
        number | null
      >`avg(date_part('epoch', ${requests.deliveryConfirmedAt} - ${requests.approvedAt}) / 86400) filter (where ${STATUS_CONDITION.delivered})`.mapWith(
        (value) => (value === null ? null : Number(value)),
      ),
    })
    .from(requests)
    .where(hasDelivery);
  const total = row?.total ?? 0;
  const counts = Object.fromEntries(ADMIN_DELIVERY_STATUSES.map((status) => [status, row?.[status] ?? 0])) as Record<
    AdminDeliveryStatus,
    number
  >;
  const percentages = Object.fromEntries(
    ADMIN_DELIVERY_STATUSES.map((status) => [status, share(counts[status], total)]),
  ) as Record<AdminDeliveryStatus, number>;
  const averageDays = row?.averageDays ?? null;
  return {
    total_deliveries: total,
    ...counts,
    percentages,
    average_delivery_days: averageDays === null ? null : Math.round(averageDays * 10) / 10,
  };
}
