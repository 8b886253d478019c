/** What every geocoding source answers, shared by the gazetteer, Nominatim and their caller. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface GeocodeResult extends GeoPoint {
  city: string | null;
  /** Two-letter postal code, e.g. IL. */
  state: string | null;
  zip: string | null;
  /** How exact the point is: a street address (Nominatim), a ZIP centre, or a city centre. */
  precision: 'street' | 'zip' | 'city';
  /** Human-readable: "Evanston, IL 60201". */
  label: string;
  /** Stable for the same place: "zip:60201", "city:EVANSTON|IL", "osm:way:123". */
  id?: string;
  /** 0 to 1: how likely this is the place meant (suggestions are ranked by it). */
  importance?: number;
  /** The street line (house number and street) when the text or the geocoder gave one. */
  street?: string | null;
}

export interface GeocodeQuery {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}
