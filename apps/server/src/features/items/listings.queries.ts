import { LISTING_RULES, type Listing } from '@app/shared';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { items } from '#src/platform/database/schema';
import { presentListing, type ListingRow } from './listing.presenter';

/** Timestamps exactly as Date.prototype.toISOString writes them. */
const isoTime = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * A listing's fields in the order the statement packs them into a JSON array: one list, read by
 * both the statement and the decoder, so the two cannot drift apart. `i` is the page of items,
 * `demand` its requests' figures.
 */
const FIELDS: [keyof ListingRow, SQL][] = [
  ['id', sql`i.id`],
  ['title', sql`i.title`],
  ['description', sql`i.description`],
  ['category', sql`i.category`],
  ['fmvCents', sql`i.fmv_cents`],
  ['costBasisCents', sql`i.cost_basis_cents`],
  ['quantity', sql`i.quantity`],
  ['shippingOptions', sql`i.shipping_options`],
  ['imageUrl', sql`i.image_url`],
  ['images', sql`i.images`],
  ['status', sql`i.status`],
  ['resalePermitted', sql`i.resale_permitted`],
  // Only a rejected item's reason is the donor's to read; an older decision's note stays with the admins.
  ['reviewNote', sql`case when i.status = 'rejected' then i.review_note end`],
  ['sku', sql`i.sku`],
  ['condition', sql`i.condition`],
  ['importNote', sql`i.import_note`],
  ['createdAt', isoTime('i.created_at')],
  ['updatedAt', isoTime('i.updated_at')],
  ['approvedQuantity', sql`demand.approved`],
  ['pendingRequests', sql`demand.pending`],
];

const decode = (packed: unknown[]) =>
  Object.fromEntries(FIELDS.map(([name], index) => [name, packed[index]])) as unknown as ListingRow;

/**
 * The listings `where` selects, newest first, at most `limit`, with the count of all of them, in one
 * statement. Each item's approved quantity (approved and completed requests: what the donor has
 * promised) and pending requests come from a lateral aggregate over its own requests
 * (requests_item_idx): a plan that stays cheap whatever the planner's statistics say, where a
 * grouped join became a nested loop on tables never analysed (PGlite has no autovacuum). The rows
 * travel as one JSON array of arrays: on PGlite, handing over 2,000 rows one by one, or as objects
 * repeating every key, costs more than the query itself.
 */
function listingsStatement(where: SQL, limit: number) {
  return sql`
    select
      (select count(*) from ${items} where ${where})::int as "total",
      (select coalesce(
          json_agg(json_build_array(${sql.join(
            FIELDS.map(([, value]) => value),
            sql`, `,
          )}) order by i.created_at desc, i.id desc),
          '[]'::json)
        from (
          select ${items.id} as id, ${items.title} as title, ${items.description} as description,
            ${items.category} as category, ${items.fmvCents} as fmv_cents,
            ${items.costBasisCents} as cost_basis_cents, ${items.quantity} as quantity,
            ${items.shippingOptions} as shipping_options, ${items.imageUrl} as image_url,
            ${items.images} as images, ${items.status} as status, ${items.reviewNote} as review_note,
            ${items.resalePermitted} as resale_permitted, ${items.sku} as sku,
            ${items.condition} as condition, ${items.importNote} as import_note,
            ${items.createdAt} as created_at,
            ${items.updatedAt} as updated_at
          from ${items} where ${where}
          order by ${items.createdAt} desc, ${items.id} desc
          limit ${limit}
        ) i
        cross join lateral (
          select
            coalesce(sum(r.quantity_requested) filter (where r.status in ('approved', 'completed')), 0)::int
              as approved,
            (count(*) filter (where r.status = 'pending'))::int as pending
          from requests r where r.item_id = i.id
        ) demand
      ) as "listings"`;
}

interface ListingsResult {
  total: number;
  listings: unknown[][] | string;
}

async function readListings(db: Queryable, where: SQL, limit: number) {
  const result = (await db.execute(listingsStatement(where, limit))) as unknown as { rows: ListingsResult[] };
  const [row] = result.rows;
  // Both drivers parse a json column; text is accepted too, should one hand it over unparsed.
  const packed = typeof row?.listings === 'string' ? (JSON.parse(row.listings) as unknown[][]) : (row?.listings ?? []);
  return { listings: packed.map((entry) => presentListing(decode(entry))), total: row?.total ?? 0 };
}

/** The donor dashboard's listings: every status, newest first, at most LISTING_RULES.dashboardListingsMax. */
export async function listDonorListings(
  db: Queryable,
  donorId: number,
  limit: number = LISTING_RULES.dashboardListingsMax,
): Promise<{ listings: Listing[]; listings_total: number }> {
  const { listings, total } = await readListings(db, eq(items.donorId, donorId), limit);
  return { listings, listings_total: total };
}

/** One item as its donor sees it, e.g. the answer to a write; undefined when there is no such item. */
export async function loadListing(db: Queryable, itemId: number): Promise<Listing | undefined> {
  const { listings } = await readListings(db, eq(items.id, itemId), 1);
  return listings[0];
}
