import type { AdminUserDetailResponse } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { usersQueryKey } from './get-users';

/** GET /admin/users/{id}: one account, wherever it falls in the list, with its activity counts. */
export function getUser(id: number, signal?: AbortSignal): Promise<AdminUserDetailResponse> {
  return api<AdminUserDetailResponse>(`/admin/users/${id}`, { signal });
}

/** Under the users key, so a decision or an edit refreshes the open account too. */
export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'one', id] as const,
    queryFn: ({ signal }) => getUser(id, signal),
    retry: false,
  });

export function useUser(id: number | null) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== null });
}
