import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

type Filters = Record<string, string>;

/**
 * An admin list's filters, kept in the URL so a view can be shared or bookmarked (docs/product.md,
 * Admin console). `defaults` names every filter and its default; a default value is left out of the
 * URL. `page` is a number from 1; changing any other filter goes back to page 1.
 */
export function useUrlFilters<T extends Filters>(
  defaults: T,
): [T & { page: number }, (changes: Partial<T> & { page?: number }) => void] {
  const [params, setParams] = useSearchParams();
  // Callers often pass a new literal each render: the defaults are kept by value, as their JSON text.
  const key = JSON.stringify(defaults);
  const values = useMemo(() => {
    const fallbacks = JSON.parse(key) as T;
    const read = Object.fromEntries(
      Object.entries(fallbacks).map(([name, fallback]) => [name, params.get(name) ?? fallback]),
    ) as T;
    const page = Number(params.get('page') ?? 1);
    return { ...read, page: Number.isInteger(page) && page > 0 ? page : 1 };
  }, [params, key]);
  const setValues = useCallback(
    (changes: Partial<T> & { page?: number }) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (name === 'page') continue;
            if (value === undefined || value === '' || value === (JSON.parse(key) as Filters)[name]) next.delete(name);
            else next.set(name, String(value));
          }
          const page = changes.page ?? 1;
          if (page > 1) next.set('page', String(page));
          else next.delete('page');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams, key],
  );
  return [values, setValues];
}
