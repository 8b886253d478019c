import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_FILTERS, parseFilters, writeFilters, type ItemFilters } from './item-filters';

export interface UpdateFiltersOptions {
  /** Replace the history entry (while typing) instead of adding one. */
  replace?: boolean;
}

export type FiltersChange = (patch: Partial<ItemFilters>, options?: UpdateFiltersOptions) => void;

/**
 * The marketplace filters, read from and written to the URL search parameters. The router applies URL
 * changes in a transition, so a controlled checkbox or select would snap back for a moment; the
 * filters just chosen are shown until the URL catches up.
 */
export function useItemFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlFilters = useMemo(() => parseFilters(searchParams), [searchParams]);
  const [pending, setPending] = useState<{ from: URLSearchParams; filters: ItemFilters } | null>(null);
  if (pending && pending.from !== searchParams) setPending(null);
  const filters = pending?.filters ?? urlFilters;

  const updateFilters = useCallback<FiltersChange>(
    (patch, options = {}) => {
      setPending((current) => ({
        from: searchParams,
        filters: { ...(current?.from === searchParams ? current.filters : urlFilters), ...patch },
      }));
      // Read the address bar, not the router's `current`: a debounced search write can run after a
      // select changed the URL, and the router hands stale params to an updater created before that.
      setSearchParams(
        () => {
          const latest = new URLSearchParams(window.location.search);
          return writeFilters(latest, { ...parseFilters(latest), ...patch });
        },
        {
          replace: options.replace ?? false,
          preventScrollReset: true,
        },
      );
    },
    [searchParams, setSearchParams, urlFilters],
  );

  const clearFilters = useCallback(() => updateFilters(DEFAULT_FILTERS), [updateFilters]);

  return { filters, updateFilters, clearFilters };
}
