import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '#src/lib/api-client';

/** GET /dev/test-login: true only when the server offers the demo login page (200); 404 means hidden. */
export async function fetchTestLoginEnabled(): Promise<boolean> {
  try {
    await api<{ enabled: true }>('/dev/test-login');
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

export const testLoginStatusQuery = queryOptions({
  queryKey: ['dev', 'test-login'],
  queryFn: fetchTestLoginEnabled,
  staleTime: Infinity,
  retry: false,
});

export function useTestLoginEnabled() {
  return useQuery(testLoginStatusQuery);
}
