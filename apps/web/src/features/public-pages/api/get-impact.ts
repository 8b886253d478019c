import { impactResponseSchema, type ImpactResponse } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';

export async function getImpact(): Promise<ImpactResponse> {
  return impactResponseSchema.parse(await api<unknown>('/impact'));
}

export const impactQuery = queryOptions({
  queryKey: ['impact'],
  queryFn: getImpact,
  staleTime: 5 * 60_000,
});

/** Public platform totals for the impact page (docs/product.md, Public pages). */
export function useImpact() {
  return useQuery(impactQuery);
}
