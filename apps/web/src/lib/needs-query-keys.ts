import { donorDashboardQueryKey, nonprofitDashboardQueryKey } from './query-keys';

/**
 * The needs board (docs/product.md, Needs board), under the dashboard key: a request event (an
 * accepted offer's request approved, cancelled, received) and the bell's need notifications refresh
 * the needs and their offers with the rest of the dashboard. Apart from query-keys.ts, which every
 * page loads: only the dashboards' lazy tabs read these.
 */
export const nonprofitNeedsQueryKeyFor = (nonprofitId: number) =>
  [...nonprofitDashboardQueryKey(nonprofitId), 'needs'] as const;
export const donorNeedsQueryKey = (donorId: number) => [...donorDashboardQueryKey(donorId), 'needs'] as const;
export const donorNeedOffersQueryKeyFor = (donorId: number) =>
  [...donorDashboardQueryKey(donorId), 'need-offers'] as const;
