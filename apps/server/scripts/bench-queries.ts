import { DELIVERY_OPTIONS, ITEM_SORTS } from '@app/shared';
import { random } from './bench-catalogue';
import { ADJECTIVES, BENCH_CITIES, BRANDS, NOUNS, USES } from './bench-vocabulary';

/**
 * What marketplace visitors ask for, built from the catalogue's own vocabulary (bench-vocabulary.ts):
 * whole words, typos and partial words, categories, places, every sort and a few other filters.
 * Seeded, so every run draws the same queries in the same popularity order.
 */

/** One distinct first page: who asks (index into the benchmark's viewers) and the query string. */
export interface BenchQuery {
  viewer: number;
  query: string;
}

/** How often a visitor goes on to page 2..5 of a list: most stop at the first page. */
export const PAGE_SHARES = [0.6, 0.16, 0.1, 0.08, 0.06];

type Rng = ReturnType<typeof random>;

const CATEGORIES = Object.keys(NOUNS);
const NOUN_PHRASES = Object.values(NOUNS).flat();
const NOUN_WORDS = [...new Set(NOUN_PHRASES.flatMap((phrase) => phrase.toLowerCase().split(' ')))].filter(
  (word) => word.length >= 4,
);
const USE_WORDS = [...new Set(USES.flatMap((use) => use.split(/[\s-]+/)))].filter((word) => word.length >= 6);
const STATES = [...new Set(BENCH_CITIES.map(([, state]) => state))];

/** A typing slip: two letters swapped, one dropped or one doubled ("laptpo", "chir", "monittor"). */
export function typo(rng: Rng, word: string): string {
  const at = 1 + Math.floor(rng.next() * (word.length - 2));
  const slip = rng.next();
  if (slip < 0.5) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  if (slip < 0.75) return word.slice(0, at) + word.slice(at + 1);
  return word.slice(0, at) + word[at] + word.slice(at);
}

function searchText(rng: Rng): string | undefined {
  const kind = rng.next();
  if (kind < 0.3) return undefined; // browsing, no search
  if (kind < 0.5) return rng.pick(NOUN_PHRASES).toLowerCase();
  if (kind < 0.6) return `${rng.pick(ADJECTIVES)} ${rng.pick(NOUN_WORDS)}`;
  if (kind < 0.67) return `${rng.pick(BRANDS)} ${rng.pick(NOUN_WORDS)}`;
  if (kind < 0.72) return rng.pick(BRANDS);
  if (kind < 0.78) return rng.pick(USE_WORDS);
  if (kind < 0.92) return typo(rng, rng.pick(NOUN_WORDS));
  const word = rng.pick(NOUN_WORDS);
  return word.slice(0, 3 + Math.floor(rng.next() * (word.length - 3))); // a partial word
}

function sortOf(rng: Rng): string {
  // The default (newest, or relevance with a search) is what most lists are left at.
  return rng.next() < 0.4 ? ITEM_SORTS[0] : rng.pick(ITEM_SORTS);
}

/** Viewer 0 is a visitor, who may name a state; the others are signed-in nonprofits in different places. */
function drawQuery(rng: Rng, viewers: number): BenchQuery {
  const viewer = rng.next() < 0.5 ? 0 : 1 + Math.floor(rng.next() * (viewers - 1));
  const params = new URLSearchParams();
  const search = searchText(rng);
  if (search) params.set('search', search);
  if (rng.next() < 0.3) params.set('category', rng.pick(CATEGORIES));
  if (viewer === 0 && rng.next() < 0.2) {
    params.set('user_state', rng.pick(STATES));
    params.set('location', 'statewide');
  } else if (viewer > 0 && rng.next() < 0.35) {
    params.set('location', rng.pick(['local_community', 'citywide', 'statewide']));
  }
  if (rng.next() < 0.15) params.append('delivery_option', rng.pick(DELIVERY_OPTIONS));
  if (rng.next() < 0.1) params.set(rng.next() < 0.5 ? 'max_value' : 'min_value', rng.pick(['50', '250', '1000']));
  const sort = sortOf(rng);
  if (sort !== ITEM_SORTS[0]) params.set('sort_by', sort);
  return { viewer, query: params.toString() };
}

/** `count` distinct queries, most popular first. */
export function benchQueries(count: number, viewers: number, seed = 7_919): BenchQuery[] {
  const rng = random(seed);
  const seen = new Map<string, BenchQuery>();
  while (seen.size < count) {
    const query = drawQuery(rng, viewers);
    seen.set(`${query.viewer} ${query.query}`, query);
  }
  return [...seen.values()];
}

/** Zipf weights (s = 1): the query of rank r is asked 1/r as often as the most popular one. */
export const zipfWeight = (rank: number, exponent = 1) => 1 / Math.pow(rank + 1, exponent);
