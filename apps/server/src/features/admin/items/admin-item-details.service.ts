import { centsToDollars, REQUEST_STATUSES, type AdminItemDetails, type RequestStatus } from '@app/shared';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { picturesOf } from '#src/features/items';
import type { Queryable } from '#src/platform/database/client';
import { items, requests, users, type ItemRow } from '#src/platform/database/schema';
import { notFound } from '#src/platform/errors';

const reviewer = alias(users, 'reviewer');
// Every column but the search vector, which only the marketplace's search reads.
const { searchVector: _searchVector, ...itemColumns } = getTableColumns(items);

interface RequestFigures {
  counts: Record<RequestStatus, number> & { total: number };
  approvedQuantity: number;
}

/** The item's requests counted by status, and the units approved or delivered, in one grouped read. */
async function requestFigures(db: Queryable, itemId: number): Promise<RequestFigures> {
  const rows = await db
    .select({
      status: requests.status,
      count: sql<number>`count(*)`.mapWith(Number),
      units: sql<number>`coalesce(sum(${requests.quantityRequested}), 0)`.mapWith(Number),
    })
    .from(requests)
    .where(eq(requests.itemId, itemId))
    .groupBy(requests.status);
  const counts = Object.fromEntries(REQUEST_STATUSES.map((status) => [status, 0])) as RequestFigures['counts'];
  counts.total = 0;
  let approvedQuantity = 0;
  for (const row of rows) {
    counts[row.status] = row.count;
    counts.total += row.count;
    if (row.status === 'approved' || row.status === 'completed') approvedQuantity += row.units;
  }
  return { counts, approvedQuantity };
}

type DetailsRow = Omit<ItemRow, 'searchVector'> & {
  donorName: string;
  donorCompany: string | null;
  donorEmail: string;
  reviewerName: string | null;
};

function presentDetails(row: DetailsRow, figures: RequestFigures): AdminItemDetails {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    status: row.status,
    fair_market_value: centsToDollars(row.fmvCents),
    quantity: row.quantity,
    initial_quantity: row.initialQuantity,
    approved_quantity: figures.approvedQuantity,
    shipping_options: row.shippingOptions,
    ...picturesOf(row),
    images: row.images,
    donor: { id: row.donorId, name: row.donorName, company_name: row.donorCompany, email: row.donorEmail },
    place: {
      city: row.city,
      state: row.state,
      zip: row.zip,
      latitude: row.latitude,
      longitude: row.longitude,
      donor_scope: row.donorScope,
    },
    requests: figures.counts,
    review: {
      note: row.reviewNote,
      reviewed_at: row.reviewedAt?.toISOString() ?? null,
      reviewed_by:
        row.reviewedBy !== null && row.reviewerName !== null ? { id: row.reviewedBy, name: row.reviewerName } : null,
    },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** GET /admin/items/{id}/details: the item with its donor, place, requests by status and last review. */
export async function loadAdminItemDetails(db: Queryable, itemId: number): Promise<AdminItemDetails> {
  const [found, figures] = await Promise.all([
    db
      .select({
        ...itemColumns,
        donorName: users.name,
        donorCompany: users.companyName,
        donorEmail: users.email,
        reviewerName: reviewer.name,
      })
      .from(items)
      .innerJoin(users, eq(users.id, items.donorId))
      .leftJoin(reviewer, eq(reviewer.id, items.reviewedBy))
      .where(eq(items.id, itemId)),
    requestFigures(db, itemId),
  ]);
  const [row] = found;
  if (!row) throw notFound('Item not found.');
  return presentDetails(row, figures);
}
