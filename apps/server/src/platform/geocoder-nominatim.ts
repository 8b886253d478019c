import type { GeocodeResult } from './geocoder-types';
import { normalizeState, placeLabel } from './geocoder-gazetteer';

/** Street-level lookups from a Nominatim server (NOMINATIM_URL), for addresses the gazetteer only knows by ZIP. */

export interface NominatimOptions {
  nominatimUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
  /** Nominatim's usage policy asks every client to name itself. */
  userAgent: string;
  onError: (error: unknown) => void;
}

interface NominatimPlace {
  lat: string;
  lon: string;
  place_id?: number | string;
  osm_type?: string;
  osm_id?: number | string;
  importance?: number;
  display_name?: string;
  address?: Record<string, string | undefined>;
}

function fromNominatim(place: NominatimPlace): GeocodeResult | null {
  const latitude = Number(place.lat);
  const longitude = Number(place.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const address = place.address ?? {};
  const iso = address['ISO3166-2-lvl4'];
  const state = iso?.startsWith('US-') ? iso.slice(3) : normalizeState(address.state);
  const city = address.city ?? address.town ?? address.village ?? address.hamlet ?? null;
  const zip = address.postcode?.slice(0, 5) ?? null;
  const street = [address.house_number, address.road].filter(Boolean).join(' ') || null;
  return {
    latitude,
    longitude,
    city,
    state,
    zip,
    precision: 'street',
    label: place.display_name ?? placeLabel(city, state, zip),
    id:
      place.osm_type && place.osm_id
        ? `osm:${place.osm_type}:${place.osm_id}`
        : `nominatim:${place.place_id ?? `${latitude},${longitude}`}`,
    importance: typeof place.importance === 'number' ? Math.min(1, Math.max(0, place.importance)) : 0.5,
    street,
  };
}

const CACHE_LIMIT = 500;

/** A search function over Nominatim's /search; answers [] (and reports the error) when it is down. */
export function nominatimSearch(options: Partial<NominatimOptions> & { nominatimUrl: string }) {
  const fetchImpl = options.fetch ?? fetch;
  const base = options.nominatimUrl.endsWith('/') ? options.nominatimUrl : `${options.nominatimUrl}/`;
  const cache = new Map<string, GeocodeResult[]>();
  return async (params: Record<string, string>, limit: number): Promise<GeocodeResult[]> => {
    const url = new URL('search', base);
    for (const [key, value] of Object.entries({
      ...params,
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'us',
      limit: String(limit),
    })) {
      url.searchParams.set(key, value);
    }
    const cached = cache.get(url.href);
    if (cached) return cached;
    try {
      const response = await fetchImpl(url, {
        headers: { accept: 'application/json', 'user-agent': options.userAgent ?? 'In-Kind Marketplace geocoder' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 4000),
      });
      if (!response.ok) throw new Error(`Nominatim answered ${response.status}`);
      const places = (await response.json()) as NominatimPlace[];
      const results = (Array.isArray(places) ? places : [])
        .map(fromNominatim)
        .filter((result): result is GeocodeResult => result !== null);
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
      cache.set(url.href, results);
      return results;
    } catch (error) {
      options.onError?.(error);
      return [];
    }
  };
}
