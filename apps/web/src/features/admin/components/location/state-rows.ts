import type { LocationAnalytics } from '@app/shared';
import { STATE_NAMES } from './state-names';
import { formatNumber } from '#src/lib/format';

/** What the map, the ranking and the table can show per state. */
export type LocationMetric = 'accounts' | 'items';

export const METRIC_LABELS: Record<LocationMetric, { plural: string; singular: string }> = {
  accounts: { plural: 'accounts', singular: 'account' },
  items: { plural: 'listed items', singular: 'listed item' },
};

export interface StateRow {
  state: string;
  name: string;
  nonprofits: number;
  donors: number;
  accounts: number;
  items: number;
  value_cents: number;
}

/** One row per state with an account or a listed item, from the two lists of the call. */
export function stateRows(data: LocationAnalytics): StateRow[] {
  const rows = new Map<string, StateRow>();
  const row = (state: string) => {
    let found = rows.get(state);
    if (!found) {
      found = {
        state,
        name: STATE_NAMES[state] ?? state,
        nonprofits: 0,
        donors: 0,
        accounts: 0,
        items: 0,
        value_cents: 0,
      };
      rows.set(state, found);
    }
    return found;
  };
  for (const entry of data.users_by_state) {
    Object.assign(row(entry.state), { nonprofits: entry.nonprofits, donors: entry.donors, accounts: entry.total });
  }
  for (const entry of data.items_by_location) {
    Object.assign(row(entry.state), { items: entry.items, value_cents: entry.total_value_cents });
  }
  return [...rows.values()];
}

/** Most first, then by name: the ranking's order. */
export function rankBy(rows: StateRow[], metric: LocationMetric): StateRow[] {
  return [...rows]
    .filter((row) => row[metric] > 0)
    .sort((a, b) => b[metric] - a[metric] || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export const countOf = (count: number, metric: LocationMetric) =>
  `${formatNumber(count)} ${count === 1 ? METRIC_LABELS[metric].singular : METRIC_LABELS[metric].plural}`;
