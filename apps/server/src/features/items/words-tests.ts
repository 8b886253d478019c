import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '#src/platform/database/client';
import { queryTest, type LexemeTest } from './lexeme-match';
import type { WholeWordsQuery } from './search-plan';

/** Searches whose lexemes a process remembers: the distinct searches of its cached pages, about. */
const MAX_SEARCHES = 20_000;

export interface WordsTests {
  /** The lexeme test of a search's whole words, or undefined when PostgreSQL could not be asked. */
  of(db: Queryable, words: WholeWordsQuery): Promise<LexemeTest | undefined>;
}

/**
 * A search's whole words as PostgreSQL stems them (`to_tsquery('english', …)::text`), asked once per
 * search and remembered, for the change filter (change-filter.ts). The stemming is PostgreSQL's own,
 * so the filter reads the same lexemes the search matches.
 */
export function createWordsTests(): WordsTests {
  const tests = new LRUCache<string, Promise<LexemeTest | undefined>>({ max: MAX_SEARCHES });
  return {
    of(db, words) {
      const key = `${words.websearch ? 'w' : 't'}:${words.text}`;
      let test = tests.get(key);
      if (!test) {
        const query = words.websearch
          ? sql`select websearch_to_tsquery('english', ${words.text})::text as "query"`
          : sql`select to_tsquery('english', ${words.text})::text as "query"`;
        test = db.execute(query).then(
          (result) => queryTest(String((result as unknown as { rows: { query: string }[] }).rows[0]?.query ?? '')),
          () => {
            tests.delete(key);
            return undefined;
          },
        );
        tests.set(key, test);
      }
      return test;
    },
  };
}
