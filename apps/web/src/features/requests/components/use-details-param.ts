import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The open request's id lives in `?request=`, so the overview can link straight to one request's
 * details (`?tab=requests&request=12`). Replacing the entry keeps Back for leaving the tab.
 */
export function useDetailsParam(): [number | null, (id: number | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Number(searchParams.get('request'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const setId = useCallback(
    (next: number | null) => {
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next === null) params.delete('request');
          else params.set('request', String(next));
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );
  return [id, setId];
}
