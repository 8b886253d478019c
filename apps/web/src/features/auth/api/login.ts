import type { LoginRequest, SessionUser } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '#src/lib/api-client';
import { currentUserQueryKey } from '#src/lib/session/use-current-user';

export interface LoginResponse {
  user: SessionUser;
}

export function login(body: LoginRequest): Promise<LoginResponse> {
  return api<LoginResponse>('/auth/login', { method: 'POST', body });
}

/** Signs in and puts the user in the cache; answers fetched as an anonymous visitor are refreshed. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
    },
  });
}

/** 403 from login means the address is not verified yet (docs/product.md, Accounts and sign-in). */
export function isUnverifiedLoginError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'Unable to connect to server. Please try refreshing the page.';
    if (error.status >= 500) return 'Server error. Please try again later.';
    return error.message || 'Login failed. Please try again.';
  }
  return 'An unexpected error occurred. Please try again.';
}
