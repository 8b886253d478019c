import type { AdminBroadcastsPage, BroadcastStatus, BroadcastTarget } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';

/** Every admin broadcasts call lives under this key. */
export const adminBroadcastsQueryKey = ['admin', 'broadcasts'] as const;

export interface AdminBroadcastsFilters {
  status?: BroadcastStatus;
  target?: BroadcastTarget;
  search?: string;
  page: number;
  limit: number;
}

/** GET /admin/notifications/all: one page of broadcasts, newest first. */
export function getAdminBroadcasts(filters: AdminBroadcastsFilters, signal?: AbortSignal) {
  return api<AdminBroadcastsPage>('/admin/notifications/all', { signal, query: { ...filters } });
}

export const adminBroadcastsQueryOptions = (filters: AdminBroadcastsFilters) =>
  queryOptions({
    queryKey: [...adminBroadcastsQueryKey, 'list', filters] as const,
    queryFn: ({ signal }) => getAdminBroadcasts(filters, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useAdminBroadcasts(filters: AdminBroadcastsFilters) {
  return useQuery(adminBroadcastsQueryOptions(filters));
}
