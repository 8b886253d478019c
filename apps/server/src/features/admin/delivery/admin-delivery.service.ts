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
import { items, requests } from '#src/platform/database/schema';
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

function filters(query: AdminDeliveryQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [hasDelivery];
  if (query.status) conditions.push(STATUS_CONDITION[query.status]);
  if (query.user_id) conditions.push(or(eq(requests.nonprofitId, query.user_id), eq(requests.donorId, query.user_id)));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(
        ilike(items.title, pattern),
        ilike(deliveryNonprofit.organizationName, pattern),
        ilike(deliveryNonprofit.name, pattern),
        ilike(deliveryDonor.companyName, pattern),
        ilike(deliveryDonor.name, pattern),
      ),
    );
  }
  return and(...conditions);
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
 * most recently updated, with the total for the filters and the figures over every delivery.
 */
export async function listDeliveries(db: Queryable, query: AdminDeliveryQuery): Promise<AdminDeliveryPage> {
  const where = filters(query);
  const order = query.sort_dir === 'asc' ? asc : desc;
  const pageRows = deliveryRows(db)
    .where(where)
    .orderBy(
      sql`(${requests.deliveryStatus} is not distinct from 'not_received') desc`,
      order(lastUpdateSql),
      order(requests.id),
    )
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  // The joins are needed to count only when the search reads the item or the parties.
  const counted = query.search
    ? db
        .select({ total: count() })
        .from(requests)
        .innerJoin(items, eq(items.id, requests.itemId))
        .innerJoin(deliveryNonprofit, eq(deliveryNonprofit.id, requests.nonprofitId))
        .innerJoin(deliveryDonor, eq(deliveryDonor.id, requests.donorId))
        .where(where)
    : db.select({ total: count() }).from(requests).where(where);
  const [rows, totals, analytics] = await Promise.all([pageRows, counted, deliveryAnalytics(db)]);
  const total = totals[0]?.total ?? 0;
  return {
    deliveries: (rows as DeliverySource[]).map(presentDelivery),
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

/** Counts and shares per status over every delivery, and the mean days from approval to receipt, in one scan. */
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
      >`avg(extract(epoch from (${requests.deliveryConfirmedAt} - ${requests.approvedAt})) / 86400) filter (where ${STATUS_CONDITION.delivered})`.mapWith(
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
