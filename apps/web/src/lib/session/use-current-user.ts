import type { SessionUser } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export const currentUserQueryKey = ['auth', 'me'] as const;

/**
 * GET /auth/session rather than /auth/me: it answers a visitor with `user: null` instead of a 401,
 * which the browser would log as a failed request on every page a visitor opens.
 */
async function fetchCurrentUser(): Promise<SessionUser | null> {
  const { user } = await api<{ user: SessionUser | null }>('/auth/session');
  return user;
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
