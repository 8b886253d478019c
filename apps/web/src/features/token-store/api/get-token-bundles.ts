import { TOKEN_BUNDLE_KEYS, type TokenBundle, type tokenBundlesResponseSchema } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#src/lib/api-client';

type TokenBundlesResponse = z.infer<typeof tokenBundlesResponseSchema>;

/** GET /token-bundles, in the shared display order: starter, small, medium, large. */
export async function getTokenBundles(signal?: AbortSignal): Promise<TokenBundle[]> {
  const { bundles } = await api<TokenBundlesResponse>('/token-bundles', { signal });
  const order = (key: string) => TOKEN_BUNDLE_KEYS.indexOf(key as TokenBundle['key']);
  return Object.values(bundles).sort((a, b) => order(a.key) - order(b.key));
}

export const tokenBundlesQueryOptions = queryOptions({
  queryKey: ['token-bundles'],
  queryFn: ({ signal }) => getTokenBundles(signal),
  // Prices change with a release, not while the dialog is open.
  staleTime: 10 * 60_000,
});

export function useTokenBundles(enabled = true) {
  return useQuery({ ...tokenBundlesQueryOptions, enabled });
}
