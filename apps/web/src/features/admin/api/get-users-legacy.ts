import type { AdminUsersListResponse } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The older GET /admin/users: every account (newest first, capped by the server), no paging. */
export function getLegacyUsers(signal?: AbortSignal): Promise<AdminUsersListResponse> {
  return api<AdminUsersListResponse>('/admin/users', { signal });
}

export const legacyUsersQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'users', 'legacy'] as const,
    queryFn: ({ signal }) => getLegacyUsers(signal),
  });

export function useLegacyUsers() {
  return useQuery(legacyUsersQueryOptions());
}
