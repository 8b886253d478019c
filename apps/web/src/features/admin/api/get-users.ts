import { ADMIN_USERS_PAGE_SIZE, type AdminUsersPageResponse } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '#src/lib/api-client';
import { filterUsersLocally, type UsersFilters } from '../lib/filter-users';
import { getLegacyUsers } from './get-users-legacy';

export type { UsersFilters };

/** `server`: the paged call; `fallback`: the older call filtered here; `unavailable`: both failed. */
export type UsersSource = 'server' | 'fallback' | 'unavailable';
export type UsersPage = AdminUsersPageResponse & { source: UsersSource };

/** Every admin user list lives under this key, so one invalidation refreshes them all. */
export const usersQueryKey = ['admin', 'users'] as const;

/** Rethrown rather than masked by the fallback: the caller must see "signed out" or "not an admin". */
function isFatal(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return true;
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** GET /admin/users/all; on failure the older GET /admin/users filtered locally, then an empty list. */
export async function getUsers(filters: UsersFilters, signal?: AbortSignal): Promise<UsersPage> {
  try {
    const page = await api<AdminUsersPageResponse>('/admin/users/all', {
      signal,
      query: {
        page: filters.page,
        limit: ADMIN_USERS_PAGE_SIZE,
        search: filters.search.trim() || undefined,
        role: filters.role === 'all' ? undefined : filters.role,
        status: filters.status === 'all' ? undefined : filters.status,
        sort_by_date: filters.sort,
      },
    });
    return { ...page, source: 'server' };
  } catch (error) {
    if (isFatal(error)) throw error;
  }
  try {
    const { users } = await getLegacyUsers(signal);
    return { ...filterUsersLocally(users, filters), source: 'fallback' };
  } catch (error) {
    if (isFatal(error)) throw error;
    return { users: [], total: 0, total_pages: 0, page: 1, source: 'unavailable' };
  }
}

export const usersQueryOptions = (filters: UsersFilters) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'list', filters] as const,
    queryFn: ({ signal }) => getUsers(filters, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useUsers(filters: UsersFilters) {
  return useQuery(usersQueryOptions(filters));
}
