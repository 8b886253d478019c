import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface UseTabParamOptions {
  /** The tab values that exist. */
  values: readonly string[];
  /** Shown when `?tab=` is missing or unknown. */
  defaultValue: string;
  /**
   * Other accepted spellings, e.g. `{ analytics: 'impact' }` (the donor dashboard; docs/product.md,
   * Pages and navigation).
   */
  aliases?: Readonly<Record<string, string>>;
  /** Switching tabs drops every other parameter (tabs that keep their filters in the URL). */
  dropOtherParams?: boolean;
}

/** Resolves a raw `?tab=` value to a known tab: itself, its alias, or the default. */
export function resolveTab(raw: string | null, { values, defaultValue, aliases }: UseTabParamOptions): string {
  if (!raw) return defaultValue;
  const value = raw.toLowerCase();
  if (values.includes(value)) return value;
  const alias = aliases?.[value];
  return alias && values.includes(alias) ? alias : defaultValue;
}

/**
 * The active tab lives in the `tab` search parameter so a tab can be linked to and Back returns
 * to the previous tab. Other parameters (session_id, open_token_store...) are kept.
 */
export function useTabParam(options: UseTabParamOptions): [string, (next: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const active = resolveTab(searchParams.get('tab'), options);
  const setActive = useCallback(
    (next: string) => {
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(options.dropOtherParams ? undefined : previous);
          params.set('tab', next);
          return params;
        },
        { preventScrollReset: true },
      );
    },
    [setSearchParams, options.dropOtherParams],
  );
  return [active, setActive];
}
