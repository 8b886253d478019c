import { DONOR_SCOPE_LABELS, DONOR_SCOPES, type DonorScope } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { donorScopeOptionsQueryKey } from './query-keys';

export interface ScopeOption {
  value: DonorScope;
  label: string;
}

const FALLBACK_SCOPE_OPTIONS: ScopeOption[] = DONOR_SCOPES.map((value) => ({
  value,
  label: DONOR_SCOPE_LABELS[value],
}));

/** GET /donor-scope-options; the shared labels when the call fails. */
export async function getDonorScopeOptions(signal?: AbortSignal): Promise<ScopeOption[]> {
  try {
    const { scope_options } = await api<{ scope_options: ScopeOption[] }>('/donor-scope-options', { signal });
    const known = scope_options.filter((option) => (DONOR_SCOPES as readonly string[]).includes(option.value));
    if (known.length > 0) return known;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
  }
  return FALLBACK_SCOPE_OPTIONS;
}

export const donorScopeOptionsQueryOptions = queryOptions({
  queryKey: donorScopeOptionsQueryKey,
  queryFn: ({ signal }) => getDonorScopeOptions(signal),
  staleTime: 60 * 60_000,
});

export function useDonorScopeOptions() {
  return useQuery(donorScopeOptionsQueryOptions);
}
