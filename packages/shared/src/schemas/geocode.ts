import { z } from 'zod';
import { safeString } from './common';

/** The address search behind every address field (sign-up and profiles), said the same by server and browser. */
export const GEOCODE_RULES = {
  /** Fewer characters than this are not searched. */
  minQueryLength: 3,
  maxQueryLength: 200,
  /** Suggestions in one answer, and the default. */
  maxResults: 8,
  /** The browser waits this long after the last keystroke (longer on mobile, under 768 px). */
  debounceMs: 300,
  mobileDebounceMs: 400,
  /** The browser gives up on one search after this long. */
  timeoutMs: 10_000,
  /** Searches one client (a signed-in account, else an address) may make per minute; 429 past it. */
  searchesPerMinute: 60,
} as const;

export const GEOCODE_MESSAGES = {
  /** 429: the client searched too often. */
  rateLimited: 'Rate limit exceeded. Please try again later.',
  /** The browser's own timeout. */
  timeout: 'Request timeout. Please try again.',
  failed: 'Address search failed. Please try again.',
  tooShort: `Type at least ${GEOCODE_RULES.minQueryLength} characters to search for an address.`,
} as const;

/** GET /api/geocode/search?q=&limit= */
export const geocodeSearchQuerySchema = z.object({
  q: safeString({ error: GEOCODE_MESSAGES.tooShort })
    .trim()
    .min(GEOCODE_RULES.minQueryLength, { error: GEOCODE_MESSAGES.tooShort })
    .max(GEOCODE_RULES.maxQueryLength, { error: `Search at most ${GEOCODE_RULES.maxQueryLength} characters` }),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${GEOCODE_RULES.maxResults}` })
    .int({ error: `limit must be a whole number from 1 to ${GEOCODE_RULES.maxResults}` })
    .min(1, { error: `limit must be a whole number from 1 to ${GEOCODE_RULES.maxResults}` })
    .max(GEOCODE_RULES.maxResults, { error: `limit must be a whole number from 1 to ${GEOCODE_RULES.maxResults}` })
    .default(GEOCODE_RULES.maxResults),
});
export type GeocodeSearchQuery = z.output<typeof geocodeSearchQuerySchema>;

/** How exact a suggestion's point is: a street address (street-level geocoder), a ZIP centre, or a city centre. */
export const ADDRESS_TYPES = ['street', 'zip', 'city'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/**
 * One address suggestion. The parts (street, city, state, zip) are what a form fills in when the
 * suggestion is chosen, so the browser never has to split display_name.
 */
export const addressSuggestionSchema = z.object({
  /** "233 S Wacker Dr, Chicago, IL 60606", "Austin, TX", "Chicago, IL 60601". */
  display_name: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** Unique within one answer; stable for the same place ("zip:60601", "city:AUSTIN|TX", "osm:way:123"). */
  place_id: z.string(),
  address_type: z.enum(ADDRESS_TYPES),
  /** 0 to 1, higher first: an exact ZIP or "City, ST" ranks above a bare name's many places. */
  importance: z.number(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  /** Two-letter code, e.g. IL. */
  state: z.string().nullable(),
  zip: z.string().nullable(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const geocodeSearchResponseSchema = z.object({ suggestions: z.array(addressSuggestionSchema) });
export type GeocodeSearchResponse = z.infer<typeof geocodeSearchResponseSchema>;
