import type { SessionUser } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../api-client';

export const currentUserQueryKey = ['auth', 'me'] as const;

async function fetchCurrentUser(): Promise<SessionUser | null> {
  try {
    const { user } = await api<{ user: SessionUser }>('/auth/me');
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQuery = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: fetchCurrentUser,
  staleTime: 5 * 60_000,
  retry: false,
});

/** The signed-in user (null when signed out); `isPending` while the session is being restored. */
export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
