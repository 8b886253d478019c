import { centsToDollars, type DonorDashboard } from '@app/shared';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { items, requests } from '#src/platform/database/schema';
import { listDonorListings } from '../items';
import { donatedCondition, givenQuantity, requestValueCents } from '../impact';
import { loadRequestDetails, presentDonorRequests, type RequestViewer } from '../requests';
import { donorGettingStarted } from './donor-getting-started';

export const DASHBOARD_REQUEST_LIMIT = 200;

const given = sql`${requests.status} in ('approved', 'completed')`;

/**
 * Figures over all the donor's requests. Items Approved counts what the donor approved; "donated"
 * (Total FMV Donated and the impact figures) counts deliveries confirmed received only.
 */
async function donorFigures(db: Queryable, donorId: number) {
  const [[requestRow], [listingRow]] = await Promise.all([
    db
      .select({
        pending: sql<number>`count(*) filter (where ${requests.status} = 'pending')`.mapWith(Number),
        itemsApproved: sql<number>`coalesce(sum(${requests.quantityRequested}) filter (where ${given}), 0)`.mapWith(
          Number,
        ),
        itemsDonated: sql<number>`coalesce(sum(${givenQuantity}) filter (where ${donatedCondition}), 0)`.mapWith(
          Number,
        ),
        valueCents: sql<number>`coalesce(sum(${requestValueCents}) filter (where ${donatedCondition}), 0)`.mapWith(
          Number,
        ),
        nonprofitsHelped:
          sql<number>`count(distinct ${requests.nonprofitId}) filter (where ${donatedCondition})`.mapWith(Number),
      })
      .from(requests)
      .where(eq(requests.donorId, donorId)),
    // Active: listed and still requestable (something left), as the marketplace would offer it.
    db
      .select({ active: count() })
      .from(items)
      .where(and(eq(items.donorId, donorId), inArray(items.status, ['available', 'requested']), gt(items.quantity, 0))),
  ]);
  return { ...requestRow!, activeListings: listingRow?.active ?? 0 };
}

/**
 * GET /dashboard/donor/{donor_id}/detailed: the donor's listings in every status (newest first,
 * bounded), incoming requests, and the figures.
 */
export async function getDonorDashboard(
  db: Queryable,
  donorId: number,
  viewer: RequestViewer = { kind: 'donor', id: donorId },
): Promise<DonorDashboard> {
  const [listed, details, figures, gettingStarted] = await Promise.all([
    listDonorListings(db, donorId),
    loadRequestDetails(db, { where: eq(requests.donorId, donorId), limit: DASHBOARD_REQUEST_LIMIT }),
    donorFigures(db, donorId),
    donorGettingStarted(db, donorId),
  ]);
  const value = centsToDollars(figures.valueCents);
  return {
    listings: listed.listings,
    listings_total: listed.listings_total,
    incoming_requests: await presentDonorRequests(db, viewer, details),
    overview_stats: {
      active_listings: figures.activeListings,
      pending_requests: figures.pending,
      items_approved: figures.itemsApproved,
      total_fmv_donated: value,
    },
    impact_data: {
      total_items_donated: figures.itemsDonated,
      nonprofits_helped: figures.nonprofitsHelped,
      total_value_donated: value,
    },
    getting_started: gettingStarted,
  };
}
