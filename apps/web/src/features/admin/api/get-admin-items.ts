import type { AdminItemsPageResponse, AdminItemSort, ItemStatus } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';

/** Every admin items call lives under this key, so one invalidation refreshes the list, the queue and the details. */
export const adminItemsQueryKey = ['admin', 'items'] as const;

export interface AdminItemsFilters {
  page: number;
  limit: number;
  search?: string;
  status?: ItemStatus;
  category?: string;
  user_id?: number;
  sort_by?: AdminItemSort;
  sort_dir?: 'asc' | 'desc';
}

/** GET /admin/items: one page of every item in any status, filtered and sorted by the server. */
export function getAdminItems(filters: AdminItemsFilters, signal?: AbortSignal): Promise<AdminItemsPageResponse> {
  return api<AdminItemsPageResponse>('/admin/items', { signal, query: { ...filters } });
}

export const adminItemsQueryOptions = (filters: AdminItemsFilters) =>
  queryOptions({
    queryKey: [...adminItemsQueryKey, 'list', filters] as const,
    queryFn: ({ signal }) => getAdminItems(filters, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useAdminItems(filters: AdminItemsFilters) {
  return useQuery(adminItemsQueryOptions(filters));
}
