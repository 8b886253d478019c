import type { AdminAnalytics, AnalyticsPeriod } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { viewerTimeZone } from '#src/lib/time-zone';

/** GET /admin/analytics/comprehensive: every figure of the period, days counted in the viewer's time zone. */
export function getAnalytics(days: AnalyticsPeriod, signal?: AbortSignal): Promise<AdminAnalytics> {
  return api<AdminAnalytics>('/admin/analytics/comprehensive', { signal, query: { days, tz: viewerTimeZone() } });
}

export const analyticsQueryOptions = (days: AnalyticsPeriod) =>
  queryOptions({
    queryKey: ['admin', 'analytics', days] as const,
    queryFn: ({ signal }) => getAnalytics(days, signal),
    // The previous period's figures stay on screen while the next period loads.
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useAnalytics(days: AnalyticsPeriod) {
  return useQuery(analyticsQueryOptions(days));
}
