import { LISTED_ITEM_STATUSES, LOCATION_REACH_MILES } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';

/**
 * Items the marketplace lists (docs/product.md, Marketplace and donor scope): never disabled or
 * waiting for review, and an available item with nothing left is not offered.
 */
export const LISTED_ITEMS = sql.raw(
  `(items.status in (${LISTED_ITEM_STATUSES.map((status) => `'${status}'`).join(', ')})` +
    ` and (items.status <> 'available' or items.quantity > 0))`,
);

const MILES_PER_DEGREE_LATITUDE = 69.05;

export interface ReachFigures {
  listed_items: number;
  within_5_miles: number;
  within_25_miles: number;
  within_50_miles: number;
  statewide: number;
  unreached: number;
  approved_nonprofits_placed: number;
}

/** Great-circle miles between two lat/lon pairs (the marketplace's formula, items.visibility.ts). */
const miles = (lat1: string, lon1: string, lat2: string, lon2: string) =>
  sql.raw(`7917.6 * asin(least(1, sqrt(
    power(sin(radians(${lat2} - ${lat1}) / 2), 2)
    + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lon2} - ${lon1}) / 2), 2))))`);

/**
 * "Is there an approved nonprofit within r miles?" for every place with listed items, without
 * comparing every item with every nonprofit. The map is cut into cells r miles of latitude high and
 * twice as many degrees wide; each nonprofit is entered in every cell its r-mile box touches (at
 * most 3 rows by 5 columns, up to the north of Alaska), so a place only needs the nonprofits entered
 * in its own cell: a hash semi-join on (r, cell) that stops at the first nonprofit close enough.
 * Places are checked at 50 miles, those found at 25, then at 5. The offsets are constant series, so
 * the planner knows the cover's size and keeps its hash table in memory.
 */
const reachQuery = () => {
  const [five, twentyFive, fifty] = LOCATION_REACH_MILES;
  const height = (radius: number) => radius / MILES_PER_DEGREE_LATITUDE;
  const cellOf = (radius: number) =>
    sql`c.radius = ${radius} and c.cy = floor(p.lat / ${height(radius)}::float8)::int
      and c.cx = floor(p.lon / ${2 * height(radius)}::float8)::int`;
  const within = (from: string, radius: number) => sql`
    select p.* from ${sql.raw(from)} p where exists (
      select 1 from cover c where ${cellOf(radius)}
        and abs(p.lat - c.lat) <= c.dlat and abs(p.lon - c.lon) <= c.dlon
        and ${miles('p.lat', 'p.lon', 'c.lat', 'c.lon')} <= ${radius}::float8)`;
  return sql`
    with nonprofits as (
      select latitude as lat, longitude as lon from users
      where role = 'nonprofit' and approval_status = 'approved' and latitude is not null and longitude is not null
      group by 1, 2
    ), boxes as (
      select r.radius, n.lat, n.lon, b.dlat, b.dlon, floor(n.lat / r.h)::int as cy, floor(n.lon / (2 * r.h))::int as cx,
        floor((n.lat - b.dlat) / r.h)::int as y0, floor((n.lat + b.dlat) / r.h)::int as y1,
        floor((n.lon - b.dlon) / (2 * r.h))::int as x0, floor((n.lon + b.dlon) / (2 * r.h))::int as x1
      from nonprofits n
      cross join (values (${five}::int, ${height(five)}::float8), (${twentyFive}::int, ${height(twentyFive)}::float8),
        (${fifty}::int, ${height(fifty)}::float8)) as r(radius, h)
      cross join lateral (select r.radius / ${MILES_PER_DEGREE_LATITUDE}::float8 as dlat,
        r.radius / (${MILES_PER_DEGREE_LATITUDE}::float8 * cos(radians(least(89, abs(n.lat) + r.radius / ${MILES_PER_DEGREE_LATITUDE}::float8)))) as dlon) b
    ), cover as materialized (
      select b.radius, b.cy + dy as cy, b.cx + dx as cx, b.lat, b.lon, b.dlat, b.dlon
      from boxes b cross join generate_series(-1, 1) as dy cross join generate_series(-2, 2) as dx
      where b.cy + dy between b.y0 and b.y1 and b.cx + dx between b.x0 and b.x1
    ), places as materialized (
      select latitude as lat, longitude as lon, state, count(*) as n, row_number() over () as id
      from items where ${LISTED_ITEMS} group by 1, 2, 3
    ), nonprofit_states as (
      select distinct upper(trim(coalesce(nullif(trim(shipping_state), ''), state))) as state from users
      where role = 'nonprofit' and approval_status = 'approved'
    ), w50 as materialized (${within('(select * from places where lat is not null and lon is not null)', fifty)}
    ), w25 as materialized (${within('w50', twentyFive)}
    ), w5 as (${within('w25', five)})
    select
      (select coalesce(sum(n), 0) from places) as listed,
      (select coalesce(sum(n), 0) from w50) as w50,
      (select coalesce(sum(n), 0) from w25) as w25,
      (select coalesce(sum(n), 0) from w5) as w5,
      (select coalesce(sum(p.n), 0) from places p join nonprofit_states s on s.state = upper(trim(p.state))
        where not exists (select 1 from w50 where w50.id = p.id)) as statewide,
      (select count(*) from users where role = 'nonprofit' and approval_status = 'approved'
        and latitude is not null and longitude is not null) as nonprofit_places`;
};

interface ReachRow {
  listed: string | number;
  w50: string | number;
  w25: string | number;
  w5: string | number;
  statewide: string | number;
  nonprofit_places: string | number;
}

/**
 * docs/product.md, Admin console (Location): for each listed item, the distance to the nearest
 * approved nonprofit with a place; bands include the nearer ones, `statewide` is "none within 50
 * miles but one in the item's state", `unreached` neither.
 */
export async function reachFigures(db: Queryable): Promise<ReachFigures> {
  const result = (await db.execute(reachQuery())) as unknown as { rows: ReachRow[] };
  const row = result.rows[0]!;
  const listed = Number(row.listed);
  const within50 = Number(row.w50);
  const statewide = Number(row.statewide);
  return {
    listed_items: listed,
    within_5_miles: Number(row.w5),
    within_25_miles: Number(row.w25),
    within_50_miles: within50,
    statewide,
    unreached: listed - within50 - statewide,
    approved_nonprofits_placed: Number(row.nonprofit_places),
  };
}
