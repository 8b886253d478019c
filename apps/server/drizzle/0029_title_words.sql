-- The vocabulary a typo is corrected against (docs/decisions/002-marketplace-search.md, "Typos"):
-- every word of three letters or more that a listing's title has had. The typo-tolerant search
-- looks for the typed words' similar words here (a few thousand rows) and then searches the items'
-- full-text index for them, instead of measuring the similarity of every title that shares a few
-- trigrams with the typed words (1,700 titles for "tabble" on 100,000 items, 17,000 on a million).
CREATE TABLE "title_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "title_words_trgm_idx" ON "title_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- A title's words as the search sees them: lower case, split at anything but letters and digits.
CREATE FUNCTION "marketplace_title_words"("title" text)
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT "word"), '{}')
  FROM regexp_split_to_table(lower(coalesce("title", '')), '[^[:alnum:]]+') AS "word"
  WHERE length("word") >= 3
$$;
--> statement-breakpoint
-- The typo-tolerant search's words (features/items/items-query.ts, correctedWordsQuery): each
-- typed word, or any title word it is similar to (pg_trgm word similarity above the connection's
-- pg_trgm.word_similarity_threshold), every typed word required. Words under three letters are kept
-- as typed. Seq scans are off inside: estimating the similarity of a word not known at planning
-- time, PostgreSQL would measure every word of the vocabulary instead of reading its trigram index.
CREATE FUNCTION "marketplace_similar_words"("typed" text[])
RETURNS tsquery LANGUAGE sql STABLE PARALLEL SAFE SET enable_seqscan = off AS $$
  SELECT to_tsquery('english', string_agg("alternatives", ' & ' ORDER BY "position"))
  FROM (SELECT "t"."position", '(' || string_agg(DISTINCT "alike"."word", ' | ') || ')' AS "alternatives"
        FROM unnest("typed") WITH ORDINALITY AS "t"("word", "position")
        CROSS JOIN LATERAL (
          SELECT "t"."word"
          UNION
          SELECT "known"."word" FROM "title_words" AS "known"
          WHERE length("t"."word") >= 3 AND "t"."word" <% "known"."word") AS "alike"
        GROUP BY "t"."position") AS "words"
$$;
--> statement-breakpoint
-- Once per statement, in the writing transaction, so a page checked at a later catalogue version
-- already sees the words (features/items/items-page-dependency.ts). Sorted, so two transactions
-- adding the same new words take their keys in the same order.
CREATE FUNCTION "items_remember_title_words"()
RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "title_words" ("word")
    SELECT DISTINCT "word" FROM "changed", unnest(marketplace_title_words("changed"."title")) AS "word"
    ORDER BY "word"
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "items_title_words_inserted" AFTER INSERT ON "items"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION items_remember_title_words();
--> statement-breakpoint
CREATE TRIGGER "items_title_words_updated" AFTER UPDATE ON "items"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION items_remember_title_words();
--> statement-breakpoint
INSERT INTO "title_words" ("word")
  SELECT DISTINCT "word" FROM "items", unnest(marketplace_title_words("items"."title")) AS "word"
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
ANALYZE "title_words";
