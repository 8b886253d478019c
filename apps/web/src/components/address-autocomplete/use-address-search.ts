import { GEOCODE_MESSAGES, GEOCODE_RULES, type AddressSuggestion } from '@app/shared';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { AddressSearchError, searchAddresses } from './search-addresses';

/** Phones type slower and pay more per request, so they wait a little longer (docs/product.md, Profiles). */
export const MOBILE_QUERY = '(max-width: 767.98px)';

export interface AddressSearchState {
  suggestions: AddressSuggestion[];
  loading: boolean;
  error: string | null;
  /** The text the suggestions belong to (null before the first answer). */
  answeredFor: string | null;
}

const IDLE: AddressSearchState = { suggestions: [], loading: false, error: null, answeredFor: null };

/**
 * Suggestions for the text typed: searched once typing pauses (debounce), only from the minimum
 * length, and the search in flight cancelled as soon as the text changes. `enabled` false (the text
 * was just filled in by choosing a suggestion) searches nothing.
 */
export function useAddressSearch(text: string, enabled: boolean): AddressSearchState {
  const mobile = useMediaQuery(MOBILE_QUERY) ?? false;
  const [state, setState] = useState<AddressSearchState>(IDLE);
  const query = text.trim();
  const searchable = enabled && query.length >= GEOCODE_RULES.minQueryLength;

  useEffect(() => {
    if (!searchable) {
      setState(IDLE);
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: null }));
    const timer = setTimeout(
      () => {
        searchAddresses(query, controller.signal).then(
          (suggestions) => setState({ suggestions, loading: false, error: null, answeredFor: query }),
          (error: unknown) => {
            if (controller.signal.aborted) return;
            const message = error instanceof AddressSearchError ? error.message : GEOCODE_MESSAGES.failed;
            setState({ suggestions: [], loading: false, error: message, answeredFor: query });
          },
        );
      },
      mobile ? GEOCODE_RULES.mobileDebounceMs : GEOCODE_RULES.debounceMs,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, searchable, mobile]);

  return state;
}
