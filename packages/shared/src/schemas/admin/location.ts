import { z } from 'zod';
import { rowIdSchema } from '../common';

/**
 * Where the platform's accounts and items are (docs/product.md, Admin console: Location). Coverage is
 * counted against the 50 states and the District of Columbia.
 */
export const LOCATION_STATES_POSSIBLE = 51;
/** The seed's limits: the 4 leading states first, 10 states or locations at most in a ranking. */
export const LOCATION_TOP_SHORT = 4;
export const LOCATION_TOP_LONG = 10;
/** The distance bands of the reach figures, in miles (local community 25, citywide 50: the donor scopes). */
export const LOCATION_REACH_MILES = [5, 25, 50] as const;

export const locationAnalyticsQuerySchema = z.object({ admin_id: rowIdSchema.optional() });

export const usersByStateSchema = z.object({
  state: z.string(),
  nonprofits: z.number().int(),
  donors: z.number().int(),
  total: z.number().int(),
});
export type UsersByState = z.infer<typeof usersByStateSchema>;

export const itemsByLocationSchema = z.object({
  state: z.string(),
  /** Listed items (what the marketplace shows) in the state. */
  items: z.number().int(),
  /** Fair market value of the units still listed there (unit value x quantity), in cents. */
  total_value_cents: z.number().int(),
});
export type ItemsByLocation = z.infer<typeof itemsByLocationSchema>;

/**
 * GET /api/admin/location-analytics. A state is a two-letter US code; accounts and items without a
 * valid one are counted apart (`users_without_state`, `items_without_state`).
 *
 * Reach: for each listed item, the great-circle distance to the nearest approved nonprofit with a
 * place. `within_5_miles` <= `within_25_miles` <= `within_50_miles` (each band includes the nearer
 * ones); `statewide` counts the items with no approved nonprofit within 50 miles but one in the same
 * state; `unreached` the rest. `within_50_miles + statewide + unreached = listed_items`.
 */
export const locationAnalyticsResponseSchema = z.object({
  /** States (of the 51) with at least one nonprofit, donor or listed item. */
  total_states: z.number().int(),
  /** The state with the most nonprofits and donors; null when no account has a state. */
  top_state: z.string().nullable(),
  top_state_count: z.number().int(),
  states_possible: z.number().int(),
  /** total_states of the 50 states and DC, in percent with one decimal. */
  coverage_percentage: z.number(),
  /** Every state with an account, most accounts first. */
  users_by_state: z.array(usersByStateSchema),
  /** Every state with a listed item, most items first. */
  items_by_location: z.array(itemsByLocationSchema),
  users_without_state: z.number().int(),
  items_without_state: z.number().int(),
  listed_items: z.number().int(),
  within_5_miles: z.number().int(),
  within_25_miles: z.number().int(),
  within_50_miles: z.number().int(),
  statewide: z.number().int(),
  unreached: z.number().int(),
  approved_nonprofits_placed: z.number().int(),
});
export type LocationAnalytics = z.infer<typeof locationAnalyticsResponseSchema>;
