import type { AdminUsersPageResponse } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { usersQueryKey } from './get-users';

/** The first accounts whose name, email or organization matches (GET /admin/users/all), for a picker. */
export function useAccountSearch(search: string) {
  return useQuery({
    queryKey: [...usersQueryKey, 'search', search] as const,
    queryFn: ({ signal }) =>
      api<AdminUsersPageResponse>('/admin/users/all', {
        signal,
        query: { page: 1, limit: 20, search: search.trim() || undefined },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
