import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every word of three letters or more that a listing's title has had: the vocabulary a typo is
 * corrected against (features/items/search-plan.ts). Filled by a trigger on items in the
 * transaction that writes the title (migration 0029), never emptied: a word no item has any more
 * finds nothing, so it costs only its row.
 */
export const titleWords = pgTable('title_words', { word: text('word').primaryKey() }, (table) => [
  index('title_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
]);
