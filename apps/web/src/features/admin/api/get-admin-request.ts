import type { AdminRequestDetails } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { adminRequestsQueryKey } from './get-admin-requests';

/** GET /admin/requests/{id}/details: every field, the admin's actions and the history. */
export function getAdminRequest(id: number, signal?: AbortSignal) {
  return api<AdminRequestDetails>(`/admin/requests/${id}/details`, { signal });
}

export const adminRequestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminRequestsQueryKey, 'details', id] as const,
    queryFn: ({ signal }) => getAdminRequest(id, signal),
    retry: false,
  });

export function useAdminRequest(id: number) {
  return useQuery(adminRequestQueryOptions(id));
}
