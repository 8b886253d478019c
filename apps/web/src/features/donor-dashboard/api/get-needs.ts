import type { DonorNeedsPage, NeedOffer } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { donorNeedOffersQueryKeyFor, donorNeedsQueryKey } from '#src/lib/needs-query-keys';

/** One page of the donor's needs board: a search, a category, a page and its size. */
export interface DonorNeedsQuery {
  q: string;
  category: string | null;
  page: number;
  pageSize: number;
}

/** GET /needs?donor_id=: open needs the donor's reach covers, soonest needed-by first. */
export function getDonorNeeds(donorId: number, query: DonorNeedsQuery, signal?: AbortSignal): Promise<DonorNeedsPage> {
  return api<DonorNeedsPage>('/needs', {
    signal,
    query: {
      donor_id: donorId,
      q: query.q.trim() || undefined,
      category: query.category ?? undefined,
      page: query.page,
      page_size: query.pageSize,
    },
  });
}

export const donorNeedsQueryOptions = (donorId: number, query: DonorNeedsQuery) =>
  queryOptions({
    queryKey: [...donorNeedsQueryKey(donorId), query],
    queryFn: ({ signal }) => getDonorNeeds(donorId, query, signal),
    // A new page or search keeps the last one on screen until it arrives, so the list does not jump.
    placeholderData: keepPreviousData,
  });

export function useDonorNeeds(donorId: number, query: DonorNeedsQuery) {
  return useQuery(donorNeedsQueryOptions(donorId, query));
}

/** GET /donor/{donor_id}/need-offers: the donor's answers to needs, newest first. */
export function getDonorNeedOffers(donorId: number, signal?: AbortSignal): Promise<{ offers: NeedOffer[] }> {
  return api<{ offers: NeedOffer[] }>(`/donor/${donorId}/need-offers`, { signal });
}

export function useDonorNeedOffers(donorId: number) {
  return useQuery({
    queryKey: donorNeedOffersQueryKeyFor(donorId),
    queryFn: ({ signal }) => getDonorNeedOffers(donorId, signal),
  });
}
