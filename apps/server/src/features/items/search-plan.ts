import { searchWords } from '@app/shared';
import { sql, type SQL } from 'drizzle-orm';
import { items } from '#src/platform/database/schema';
import { transposedWordsQuery } from './search-transpositions';

/**
 * What a marketplace search matches and how it ranks: whole words, then, when no listed item has
 * them, swapped letters and the catalogue's similar words (docs/product.md, Marketplace;
 * docs/decisions/002-marketplace-search.md).
 */

/** Below this a typo-tolerant match would be noise; websearch syntax means the user wants exact terms. */
const MIN_TRIGRAM_LENGTH = 3;

/**
 * Typos: each typed word of three letters or more may also be any word of the catalogue's titles
 * that it is similar to (`typed <% word`: pg_trgm word similarity above
 * pg_trgm.word_similarity_threshold, which every connection sets to 0.5 when it opens;
 * platform/database/client.ts). marketplace_similar_words (migration 0029) looks the words up in
 * title_words, a few thousand rows, and the items are then found in the full-text index, every
 * typed word required: "tabble" reads as "tabble | table". Measuring every title that shares
 * trigrams with the typed words instead cost 14 ms a search on 100,000 items and grew with the
 * catalogue. Empty (no match) when a word is only a stop word and nothing is similar to it.
 */
function correctedWordsQuery(words: string[]): SQL {
  const typed = sql.join(
    words.map((word) => sql`${word}::text`),
    sql`, `,
  );
  return sql`(select coalesce(marketplace_similar_words(array[${typed}]), ''::tsquery))`;
}

export interface SearchPlan {
  /**
   * Full-text match on search_vector; for typos, OR the words with two letters swapped, OR the
   * catalogue's words similar to the typed ones (correctedWordsQuery), all in one index read.
   */
  condition: SQL;
  /**
   * Relevance, a real. Full-text matches come first, ordered by ts_rank (title > category >
   * description, normalised into 0..1), then those of swapped letters alike; matches of similar
   * words only follow, by their own ts_rank.
   */
  rank: SQL;
  /** The typo-tolerant search, planned for its words rather than prepared (it depends on them). */
  tolerant: boolean;
  /** The whole words as a tsquery (the last as a prefix), or the web-search query. */
  words: SQL;
  /** The same search on whole words only; tried first, and kept when it finds anything (see listItems). */
  exact?: SearchPlan;
  /**
   * The full-text query of a whole-word search, when its category and delivery option filters fold
   * into its index scan (searchMatch). None for the typo-tolerant search, nor for websearch syntax:
   * a phrase makes PostgreSQL match each candidate row again, and with the filters folded that means
   * building each row's filter lexemes (7 ms instead of 2.5 for "office chair" in Furniture).
   */
  tsquery?: SQL;
}

const usesWebsearchSyntax = (text: string) => /"|(^|\s)-[\p{L}\p{N}]|\sor\s/iu.test(text);

/** The text of a search's whole-word query: websearch_to_tsquery's, or to_tsquery's. */
export interface WholeWordsQuery {
  text: string;
  websearch: boolean;
}

/**
 * The whole words as to_tsquery reads them, every word required and the last as a prefix ("office
 * cha" finds office chairs), or the text itself in web-search syntax; null when it holds no word.
 */
export function wholeWordsQuery(text: string | undefined): WholeWordsQuery | null {
  const words = searchWords(text);
  if (!text || words.length === 0) return null;
  if (usesWebsearchSyntax(text)) return { text, websearch: true };
  // Words hold letters and digits only, so the to_tsquery text cannot carry operators of its own.
  return { text: [...words.slice(0, -1), `${words.at(-1)}:*`].join(' & '), websearch: false };
}

/**
 * A whole-word match's relevance: 1 + ts_rank (title > category > description, normalised into
 * 0..1). The query is parsed once for the statement: a prepared statement's generic plan would
 * otherwise parse it again for every row it ranks (platform/database/generic-plan-pool.ts).
 */
const wholeWordRank = (query: SQL) => sql`1 + ts_rank(${items.searchVector}, (select ${query}), 32)`;

/**
 * Full-text search with the last word matched as a prefix ("office cha" finds office chairs),
 * plus swapped letters and the catalogue's similar words for typos. Quotes, "or" and -exclusions switch to
 * websearch_to_tsquery semantics. Null when the text holds no word at all.
 */
export function searchPlan(text: string | undefined): SearchPlan | null {
  const words = searchWords(text);
  const whole = wholeWordsQuery(text);
  if (!text || !whole) return null;
  const tsquery = whole.websearch
    ? sql`(select websearch_to_tsquery('english', ${whole.text}))`
    : sql`to_tsquery('english', ${whole.text})`;
  const websearch = whole.websearch;
  const fullText = sql`${items.searchVector} @@ ${tsquery}`;
  const fullTextRank = wholeWordRank(tsquery);
  const phrase = words.join(' ');
  const exact: SearchPlan = {
    condition: fullText,
    rank: sql`(${fullTextRank})::real`,
    tolerant: false,
    words: tsquery,
    tsquery: websearch ? undefined : tsquery,
  };
  if (websearch || phrase.length < MIN_TRIGRAM_LENGTH) return exact;
  // Words with two letters swapped (search-transpositions.ts) match as whole words and rank as
  // whole words do, above words only similar. They and the similar words are ORed into the typed
  // words' query, so the full-text index is read once: as conditions of their own, PostgreSQL
  // priced the search as a sequential scan.
  const swaps = transposedWordsQuery(words);
  const swapsQuery = swaps === null ? null : sql`to_tsquery('english', ${swaps})`;
  const wholeOrSwapped = swapsQuery ? sql`(${tsquery} || ${swapsQuery})` : tsquery;
  const similar = correctedWordsQuery(words);
  const swappedRank = swapsQuery
    ? sql` when ${items.searchVector} @@ ${swapsQuery} then ${wholeWordRank(swapsQuery)}`
    : sql``;
  return {
    condition: sql`${items.searchVector} @@ (${wholeOrSwapped} || ${similar})`,
    rank: sql`(case when ${fullText} then ${fullTextRank}${swappedRank} else ts_rank(${items.searchVector}, ${similar}, 32) end)::real`,
    tolerant: true,
    words: tsquery,
    exact,
  };
}
