import { centsToDollars, type NonprofitDashboard } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { requestBatches, requests } from '#src/platform/database/schema';
import { donatedCondition } from '../impact';
import { readOpenHolds } from '../donations';
import { invoicesForDashboard } from '../invoices';
import { presentBatch, presentNonprofitRequests, type RequestViewer } from '../requests';
import { loadBatches, loadRequestDetails } from '../requests';
import { nonprofitGettingStarted } from './nonprofit-getting-started';

export const DASHBOARD_REQUEST_LIMIT = 200;
const DASHBOARD_BATCH_LIMIT = 50;
const RECENT = 5;

const valueCents = sql`${requests.unitFmvCents}::bigint * ${requests.quantityRequested}`;

/** Figures over all the nonprofit's requests, not only the listed newest ones. */
async function nonprofitFigures(db: Queryable, nonprofitId: number) {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${requests.status} in ('pending', 'approved'))`.mapWith(Number),
      itemsReceived:
        sql<number>`coalesce(sum(${requests.quantityRequested}) filter (where ${requests.status} = 'completed'), 0)`.mapWith(
          Number,
        ),
      valueReceivedCents:
        sql<number>`coalesce(sum(${valueCents}) filter (where ${requests.status} = 'completed'), 0)`.mapWith(Number),
      donationsReceived: sql<number>`count(*) filter (where ${requests.status} = 'completed')`.mapWith(Number),
      // Partnered: a donor whose items this nonprofit received, as on the impact figures.
      donorsPartnered: sql<number>`count(distinct ${requests.donorId}) filter (where ${donatedCondition})`.mapWith(
        Number,
      ),
    })
    .from(requests)
    .where(eq(requests.nonprofitId, nonprofitId));
  return row!;
}

/**
 * GET /dashboard/nonprofit/{id}/detailed (requests, payments, overview stats, impact, getting started). Received means delivered
 * (completed); Pending Payments counts the invoices still to be paid, overdue ones included.
 */
export async function getNonprofitDashboard(
  db: Queryable,
  nonprofitId: number,
  viewer: RequestViewer = { kind: 'nonprofit', id: nonprofitId },
): Promise<NonprofitDashboard> {
  const [details, batches, figures, invoices, holds, gettingStarted] = await Promise.all([
    loadRequestDetails(db, { where: eq(requests.nonprofitId, nonprofitId), limit: DASHBOARD_REQUEST_LIMIT }),
    loadBatches(db, eq(requestBatches.nonprofitId, nonprofitId), DASHBOARD_BATCH_LIMIT),
    nonprofitFigures(db, nonprofitId),
    invoicesForDashboard(db, nonprofitId),
    readOpenHolds(db, [nonprofitId]),
    nonprofitGettingStarted(db, nonprofitId),
  ]);
  const hold = holds.get(nonprofitId);
  const presented = await presentNonprofitRequests(db, viewer, details);
  const valueReceived = centsToDollars(figures.valueReceivedCents);
  return {
    requests: presented,
    batches: batches.map(presentBatch),
    recent_requests: presented.slice(0, RECENT),
    payments: invoices.payments,
    overview_stats: {
      active_requests: figures.active,
      items_received: figures.itemsReceived,
      total_value_received: valueReceived,
      pending_payments: invoices.unpaidCount,
    },
    impact_data: {
      total_donations_received: figures.donationsReceived,
      donors_partnered: figures.donorsPartnered,
      total_value_received: valueReceived,
    },
    irs_hold: hold ? { revocation_date: hold.revocationDate, held_since: hold.createdAt.toISOString() } : null,
    getting_started: gettingStarted,
  };
}
