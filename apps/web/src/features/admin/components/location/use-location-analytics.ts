import type { LocationAnalytics } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';

export const locationAnalyticsQueryKey = ['admin', 'location-analytics'] as const;

/** GET /admin/location-analytics: accounts and listed items by state, coverage and reach. */
export function getLocationAnalytics(signal?: AbortSignal): Promise<LocationAnalytics> {
  return api<LocationAnalytics>('/admin/location-analytics', { signal });
}

export const locationAnalyticsQueryOptions = () =>
  queryOptions({
    queryKey: locationAnalyticsQueryKey,
    queryFn: ({ signal }) => getLocationAnalytics(signal),
    retry: false,
  });

export function useLocationAnalytics() {
  return useQuery(locationAnalyticsQueryOptions());
}
