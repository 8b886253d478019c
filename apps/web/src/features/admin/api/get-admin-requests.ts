import type { AdminRequestSort, AdminRequestsPageResponse, AdminRequestStatusFilter } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';

/** Every admin requests call lives under this key, so one invalidation refreshes the list and the details. */
export const adminRequestsQueryKey = ['admin', 'requests'] as const;

export interface AdminRequestsFilters {
  page: number;
  limit: number;
  search?: string;
  status?: AdminRequestStatusFilter;
  user_id?: number;
  expiring?: boolean;
  sort_by?: AdminRequestSort;
  sort_dir?: 'asc' | 'desc';
}

/** GET /admin/requests/all: one page of requests, filtered and sorted by the server. */
export function getAdminRequests(filters: AdminRequestsFilters, signal?: AbortSignal) {
  return api<AdminRequestsPageResponse>('/admin/requests/all', { signal, query: { ...filters } });
}

export const adminRequestsQueryOptions = (filters: AdminRequestsFilters) =>
  queryOptions({
    queryKey: [...adminRequestsQueryKey, 'list', filters] as const,
    queryFn: ({ signal }) => getAdminRequests(filters, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useAdminRequests(filters: AdminRequestsFilters) {
  return useQuery(adminRequestsQueryOptions(filters));
}
