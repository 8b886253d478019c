import type { AdminDeliveryPage, AdminDeliveryStatus } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';

/** Every admin delivery call lives under this key, so one invalidation refreshes the list and its figures. */
export const adminDeliveriesQueryKey = ['admin', 'deliveries'] as const;

export interface AdminDeliveriesFilters {
  page: number;
  limit: number;
  search?: string;
  status?: AdminDeliveryStatus;
  user_id?: number;
  sort_dir?: 'asc' | 'desc';
}

/** GET /admin/delivery-coordination: one page of deliveries, "not received" first, with the figures. */
export function getAdminDeliveries(filters: AdminDeliveriesFilters, signal?: AbortSignal): Promise<AdminDeliveryPage> {
  return api<AdminDeliveryPage>('/admin/delivery-coordination', { signal, query: { ...filters } });
}

export const adminDeliveriesQueryOptions = (filters: AdminDeliveriesFilters) =>
  queryOptions({
    queryKey: [...adminDeliveriesQueryKey, 'list', filters] as const,
    queryFn: ({ signal }) => getAdminDeliveries(filters, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useAdminDeliveries(filters: AdminDeliveriesFilters) {
  return useQuery(adminDeliveriesQueryOptions(filters));
}
