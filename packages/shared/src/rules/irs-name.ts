/**
 * Organization names as the IRS files write them ("LAKESIDE YOUTH ALLIANCE", "ST MARYS FOOD BANK
 * INC", "NATL ASSN OF ...") and as nonprofits type them ("Lakeside Youth Alliance, Inc.") differ in
 * case, punctuation, legal suffixes and abbreviations. Both are normalised the same way before
 * PostgreSQL's pg_trgm `similarity()` compares them (docs/product.md, "Checking a nonprofit against
 * IRS data"), so that only a real difference of name lowers the score.
 */

/** Names at least this similar (0 to 1, pg_trgm, after normalising) are a "close name" for the IRS match. */
export const IRS_NAME_MATCH_THRESHOLD = 0.6;

/** Words that say nothing about which organization it is: articles and legal forms. */
const DROPPED = new Set(['the', 'inc', 'incorporated', 'corp', 'corporation', 'co', 'ltd', 'llc']);

/** Abbreviations the IRS files use, spelled out (any position). */
const EXPANDED: Record<string, string> = {
  assn: 'association',
  assoc: 'association',
  asso: 'association',
  ctr: 'center',
  cntr: 'center',
  centre: 'center',
  fdn: 'foundation',
  fndtn: 'foundation',
  fnd: 'foundation',
  found: 'foundation',
  intl: 'international',
  natl: 'national',
  svc: 'services',
  svcs: 'services',
  serv: 'services',
  service: 'services',
  soc: 'society',
  comm: 'community',
  cmty: 'community',
  univ: 'university',
  hosp: 'hospital',
  dept: 'department',
  educ: 'education',
  amer: 'american',
  inst: 'institute',
  sch: 'school',
  mem: 'memorial',
  org: 'organization',
  dev: 'development',
  grp: 'group',
  bros: 'brothers',
};

/** Abbreviations read only as a name's first word: "St Mary" is Saint Mary, "Main St" is a street. */
const EXPANDED_FIRST: Record<string, string> = { st: 'saint', mt: 'mount', ft: 'fort' };

/** Lower case, "&" as "and", no punctuation, no articles or legal forms, abbreviations spelled out. */
export function normalizeOrganizationName(name: string): string {
  const words = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    // "Children's" and "Childrens" are the same word; other punctuation separates words.
    .replace(/['\u2019`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((word) => word !== '' && !DROPPED.has(word));
  return words.map((word, index) => (index === 0 && EXPANDED_FIRST[word]) || EXPANDED[word] || word).join(' ');
}
