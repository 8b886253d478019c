import { PAGE_LIMITS, type ItemsPage } from '@app/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import type { ItemsListQuery } from '../lib/item-filters';
import { itemsQueryKey } from './query-keys';

export interface GetItemsParams extends Partial<ItemsListQuery> {
  limit?: number;
  cursor?: string;
  featured?: boolean;
}

/** GET /items: one page of listed items, `total` across all pages, keyset `next_cursor`. */
export function getItems({ featured, ...params }: GetItemsParams, signal?: AbortSignal): Promise<ItemsPage> {
  return api<ItemsPage>('/items', { signal, query: { ...params, featured: featured ? 'true' : undefined } });
}

export const itemsInfiniteQueryOptions = (query: ItemsListQuery) =>
  infiniteQueryOptions({
    queryKey: [...itemsQueryKey, 'list', query] as const,
    queryFn: ({ pageParam, signal }) =>
      getItems({ ...query, limit: PAGE_LIMITS.itemsDefault, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    // Keep the grid on screen while a new filter loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

/** The marketplace grid: pages of items for the filters, with `fetchNextPage` for Load more. */
export function useItems(query: ItemsListQuery) {
  return useInfiniteQuery(itemsInfiniteQueryOptions(query));
}
