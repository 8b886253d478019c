import type { AdminItemDetailsResponse } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { adminItemsQueryKey } from './get-admin-items';

/** GET /admin/items/{id}/details: the item with its donor, place, requests by status and last review. */
export function getAdminItem(id: number, signal?: AbortSignal): Promise<AdminItemDetailsResponse> {
  return api<AdminItemDetailsResponse>(`/admin/items/${id}/details`, { signal });
}

/** Under the items key, so an edit or a decision refreshes the open item too. */
export const adminItemQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminItemsQueryKey, 'one', id] as const,
    queryFn: ({ signal }) => getAdminItem(id, signal),
    retry: false,
  });

export function useAdminItem(id: number | null) {
  return useQuery({ ...adminItemQueryOptions(id ?? 0), enabled: id !== null });
}
