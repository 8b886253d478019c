import { FALLBACK_CATEGORIES } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { categoriesQueryKey } from './query-keys';

/**
 * GET /categories, for the marketplace filter and the donor's item form; on failure or an empty
 * list, the built-in fallback categories.
 */
export async function getCategories(signal?: AbortSignal): Promise<string[]> {
  try {
    const { categories } = await api<{ categories: string[] }>('/categories', { signal });
    if (categories.length > 0) return categories;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
  }
  return [...FALLBACK_CATEGORIES];
}

export const categoriesQueryOptions = queryOptions({
  queryKey: categoriesQueryKey,
  queryFn: ({ signal }) => getCategories(signal),
  staleTime: 10 * 60_000,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
