-- The marketplace's cold path (docs/decisions/002-marketplace-search.md, "The cold path").
-- 1. A whole-word search that narrows to a state (the location filter "statewide", or a place
--    without coordinates) reads the state from its GIN index as a lexeme, '#state:XX', like the
--    category and delivery options (migration 0014): "leagues" in Tennessee no longer visits the
--    19,000 rows that have the word to find that none is in Tennessee.
-- 2. Whether any listed item has a search's whole words, asked before the typo-tolerant search
--    runs (a word the catalogue has is no typo). Planned for a rare word, PostgreSQL would walk the
--    table to the first match it expects soon and, for a real typo, read all of it: seq and plain
--    index scans are off inside the function, so it reads the search index's bitmap. The listed
--    condition is features/items/items-query.ts listedCondition (and migration 0027's index
--    predicates).
-- 3. The counts of a page (its total and what a nonprofit's reach leaves out) read every column
--    they check from one index over the listed items: index-only scans, no row visited.
CREATE FUNCTION "marketplace_filter_lexemes"("category" text, "shipping_options" text[], "state" text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(
    ARRAY['#category:' || "category"]
      || ARRAY(SELECT '#delivery:' || "option" FROM unnest("shipping_options") AS "option")
      || ARRAY(SELECT '#category:' || "category" || '#delivery:' || "option" FROM unnest("shipping_options") AS "option")
      || ARRAY(SELECT '#state:' || "state" WHERE "state" IS NOT NULL))
$$;
--> statement-breakpoint
CREATE FUNCTION "marketplace_listed_words"("words" tsquery)
RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE
SET enable_seqscan = off SET enable_indexscan = off AS $$
  SELECT EXISTS (SELECT 1 FROM "items"
    WHERE "items"."status" in ('available', 'requested', 'approved', 'completed')
      and ("items"."status" <> 'available' or "items"."quantity" > 0)
      and "items"."held_for_nonprofit_id" is null
      and "items"."search_vector" @@ "words")
$$;
--> statement-breakpoint
DROP INDEX "items_search_filters_idx";--> statement-breakpoint
DROP FUNCTION "marketplace_filter_lexemes"(text, text[]);--> statement-breakpoint
CREATE INDEX "items_listed_filters_idx" ON "items" USING btree ("category","state","donor_scope","latitude","longitude","fmv_cents","donor_id","shipping_options") WHERE "items"."status" in ('available', 'requested', 'approved', 'completed') and ("items"."status" <> 'available' or "items"."quantity" > 0) and "items"."held_for_nonprofit_id" is null;--> statement-breakpoint
CREATE INDEX "items_search_filters_idx" ON "items" USING gin (("search_vector" || marketplace_filter_lexemes("category", "shipping_options", "state")));
