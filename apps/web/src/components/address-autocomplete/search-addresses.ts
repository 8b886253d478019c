import { GEOCODE_MESSAGES, GEOCODE_RULES, type AddressSuggestion, type GeocodeSearchResponse } from '@app/shared';
import { api, ApiError } from '#src/lib/api-client';

/** A search that ended without suggestions; `message` is the sentence shown under the field. */
export class AddressSearchError extends Error {}

/**
 * GET /geocode/search, given up after the time-out. `signal` is the caller's: when it aborts (the
 * text changed) the AbortError is passed on untouched, so a stale search never shows an error.
 */
export async function searchAddresses(
  query: string,
  signal: AbortSignal,
  timeoutMs: number = GEOCODE_RULES.timeoutMs,
): Promise<AddressSuggestion[]> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const onAbort = () => timeout.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    const answer = await api<GeocodeSearchResponse>('/geocode/search', {
      query: { q: query, limit: GEOCODE_RULES.maxResults },
      signal: timeout.signal,
    });
    return answer.suggestions;
  } catch (error) {
    if (signal.aborted) throw error;
    if (timeout.signal.aborted) throw new AddressSearchError(GEOCODE_MESSAGES.timeout);
    if (error instanceof ApiError && error.status === 429) throw new AddressSearchError(GEOCODE_MESSAGES.rateLimited);
    throw new AddressSearchError(GEOCODE_MESSAGES.failed);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}
