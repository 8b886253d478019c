import { LISTING_RULES, type Listing } from '@app/shared';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/database/client';
import { items, requests } from '../../platform/database/schema';
import { presentListing } from './listing.presenter';

/**
 * Each item's approved quantity (approved and completed requests: what the donor has promised) and
 * its pending requests, in one grouped pass over the requests `requestsWhere` selects.
 */
function demandPerItem(db: Queryable, requestsWhere: SQL) {
  return db
    .select({
      itemId: requests.itemId,
      approved:
        sql<number>`coalesce(sum(${requests.quantityRequested}) filter (where ${requests.status} in ('approved', 'completed')), 0)`
          .mapWith(Number)
          .as('approved_quantity'),
      pending: sql<number>`count(*) filter (where ${requests.status} = 'pending')`
        .mapWith(Number)
        .as('pending_requests'),
    })
    .from(requests)
    .where(requestsWhere)
    .groupBy(requests.itemId)
    .as('demand');
}

function listingsQuery(db: Queryable, itemsWhere: SQL, requestsWhere: SQL, limit: number) {
  const demand = demandPerItem(db, requestsWhere);
  return db
    .select({
      id: items.id,
      title: items.title,
      description: items.description,
      category: items.category,
      fmvCents: items.fmvCents,
      quantity: items.quantity,
      shippingOptions: items.shippingOptions,
      imageUrl: items.imageUrl,
      images: items.images,
      status: items.status,
      createdAt: items.createdAt,
      updatedAt: items.updatedAt,
      approvedQuantity: sql<number>`coalesce(${demand.approved}, 0)`.mapWith(Number),
      pendingRequests: sql<number>`coalesce(${demand.pending}, 0)`.mapWith(Number),
      // Counted before the limit applies: every listing of the donor, however many are returned.
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(items)
    .leftJoin(demand, eq(demand.itemId, items.id))
    .where(itemsWhere)
    .orderBy(desc(items.createdAt), desc(items.id))
    .limit(limit);
}

/** The donor dashboard's listings: every status, newest first, at most LISTING_RULES.dashboardListingsMax. */
export async function listDonorListings(
  db: Queryable,
  donorId: number,
  limit: number = LISTING_RULES.dashboardListingsMax,
): Promise<{ listings: Listing[]; listings_total: number }> {
  const rows = await listingsQuery(db, eq(items.donorId, donorId), eq(requests.donorId, donorId), limit);
  return { listings: rows.map(presentListing), listings_total: rows[0]?.total ?? 0 };
}

/** One item as its donor sees it, e.g. the answer to a write; undefined when there is no such item. */
export async function loadListing(db: Queryable, itemId: number): Promise<Listing | undefined> {
  const [row] = await listingsQuery(db, eq(items.id, itemId), eq(requests.itemId, itemId), 1);
  return row && presentListing(row);
}
