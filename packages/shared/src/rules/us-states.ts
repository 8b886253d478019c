import { US_STATES } from '../constants';

export type UsState = (typeof US_STATES)[number];

/** The 50 states and DC by postal code: the one list every state picker and the admin's map read. */
export const US_STATE_NAMES: Record<UsState, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

export interface StateOption {
  /** The stored value: the two-letter code. */
  value: UsState;
  /** What the picker shows: "Illinois (IL)". */
  label: string;
}

export const US_STATE_OPTIONS: readonly StateOption[] = US_STATES.map((code) => ({
  value: code,
  label: `${US_STATE_NAMES[code]} (${code})`,
}));

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * How well a typed text names a state (docs/product.md, Profiles): 0 the code itself ("il"),
 * 1 the start of the name ("Illi"), 2 the start of a later word ("york", "carolina"), 3 inside the
 * name; null no match. A one-letter search matches codes and names by their first letter only.
 */
export function stateMatchRank(code: UsState, search: string): number | null {
  const query = fold(search);
  if (query === '') return 3;
  const name = fold(US_STATE_NAMES[code]);
  if (query === code.toLowerCase()) return 0;
  if (name.startsWith(query)) return 1;
  if (code.toLowerCase().startsWith(query)) return 1;
  if (name.split(' ').some((word) => word.startsWith(query))) return 2;
  if (query.length > 1 && name.includes(query)) return 3;
  return null;
}

/** The states a typed text finds, best first ("Illi" -> IL; "NY" -> NY; "new" -> NH, NJ, NM, NY). */
export function matchStates(search: string): UsState[] {
  return US_STATES.map((code, index) => ({ code, index, rank: stateMatchRank(code, search) }))
    .filter((entry): entry is { code: UsState; index: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.code);
}

/** "Illinois", "illinois", "IL" or "il" -> "IL"; anything else null. */
export function stateCodeOf(text: string | null | undefined): UsState | null {
  if (!text) return null;
  const query = fold(text);
  return US_STATES.find((code) => code.toLowerCase() === query || fold(US_STATE_NAMES[code]) === query) ?? null;
}
