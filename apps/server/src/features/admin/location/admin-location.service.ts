import {
  LOCATION_STATES_POSSIBLE,
  US_STATES,
  type ItemsByLocation,
  type LocationAnalytics,
  type UsersByState,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { LISTED_ITEMS, reachFigures } from './admin-location-reach';

const STATE_CODES: ReadonlySet<string> = new Set(US_STATES);

interface UserStateRow {
  state: string | null;
  nonprofits: string | number;
  donors: string | number;
}

interface ItemStateRow {
  state: string | null;
  items: string | number;
  value: string | number;
}

/** Nonprofits and donors by the state of their address (admins are not counted). */
async function usersByState(db: Queryable): Promise<UserStateRow[]> {
  const result = (await db.execute(sql`
    select upper(trim(state)) as state,
      count(*) filter (where role = 'nonprofit') as nonprofits,
      count(*) filter (where role = 'donor') as donors
    from users where role in ('nonprofit', 'donor') group by 1`)) as unknown as { rows: UserStateRow[] };
  return result.rows;
}

/** Listed items by the state they sit in, with the value of the units still listed. */
async function itemsByState(db: Queryable): Promise<ItemStateRow[]> {
  const result = (await db.execute(sql`
    select upper(trim(state)) as state, count(*) as items, coalesce(sum(fmv_cents::bigint * quantity), 0) as value
    from items where ${LISTED_ITEMS} group by 1`)) as unknown as { rows: ItemStateRow[] };
  return result.rows;
}

const byCountThenState =
  <T extends { state: string }>(count: (row: T) => number) =>
  (a: T, b: T) =>
    count(b) - count(a) || a.state.localeCompare(b.state);

/**
 * GET /admin/location-analytics (docs/product.md, Admin console: Location). Only the 50 states and
 * DC count as places; anything else an old row holds is counted apart as "without a state".
 */
export async function getLocationAnalytics(db: Queryable): Promise<LocationAnalytics> {
  const [userRows, itemRows, reach] = await Promise.all([usersByState(db), itemsByState(db), reachFigures(db)]);

  let usersWithoutState = 0;
  const users: UsersByState[] = [];
  for (const row of userRows) {
    const nonprofits = Number(row.nonprofits);
    const donors = Number(row.donors);
    if (row.state && STATE_CODES.has(row.state))
      users.push({ state: row.state, nonprofits, donors, total: nonprofits + donors });
    else usersWithoutState += nonprofits + donors;
  }
  let itemsWithoutState = 0;
  const items: ItemsByLocation[] = [];
  for (const row of itemRows) {
    const count = Number(row.items);
    if (row.state && STATE_CODES.has(row.state))
      items.push({ state: row.state, items: count, total_value_cents: Number(row.value) });
    else itemsWithoutState += count;
  }
  users.sort(byCountThenState((row) => row.total));
  items.sort(byCountThenState((row) => row.items));

  // The top state has the most nonprofits, donors and listed items together.
  const activity = new Map<string, number>();
  for (const row of users) activity.set(row.state, row.total);
  for (const row of items) activity.set(row.state, (activity.get(row.state) ?? 0) + row.items);
  const [top] = [...activity].sort(([a, m], [b, n]) => n - m || a.localeCompare(b));

  return {
    total_states: activity.size,
    top_state: top?.[0] ?? null,
    top_state_count: top?.[1] ?? 0,
    states_possible: LOCATION_STATES_POSSIBLE,
    coverage_percentage: Math.round((1000 * activity.size) / LOCATION_STATES_POSSIBLE) / 10,
    users_by_state: users,
    items_by_location: items,
    users_without_state: usersWithoutState,
    items_without_state: itemsWithoutState,
    ...reach,
  };
}
