import { queryOptions, useQuery } from '@tanstack/react-query';
import { getItems } from './get-items';
import { itemsQueryKey } from './query-keys';

/**
 * GET /items?featured=true: the landing row; the server caps it at featured_items_limit
 * (docs/product.md, Site settings).
 */
export const featuredItemsQueryOptions = queryOptions({
  queryKey: [...itemsQueryKey, 'featured'] as const,
  queryFn: ({ signal }) => getItems({ featured: true }, signal),
  select: (page) => page.items,
});

export function useFeaturedItems() {
  return useQuery(featuredItemsQueryOptions);
}
