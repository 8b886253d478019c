import type { AdminOverviewResponse } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { viewerTimeZoneSoon } from '#src/lib/time-zone';

/** GET /admin/overview: what needs attention now and the headline figures, "this month" on the viewer's calendar. */
export async function getOverview(signal?: AbortSignal): Promise<AdminOverviewResponse> {
  const tz = await viewerTimeZoneSoon();
  return api<AdminOverviewResponse>('/admin/overview', { signal, query: { tz } });
}

export const overviewQueryKey = ['admin', 'overview'] as const;

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: overviewQueryKey,
    queryFn: ({ signal }) => getOverview(signal),
    // Admins land here and come back often: a minute-old answer is shown at once while it refreshes.
    staleTime: 60_000,
    retry: false,
  });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
