-- A marketplace search reads one GIN index for its words and its category and delivery option
-- filters, instead of ANDing the full-text bitmap with the category's and then visiting every
-- candidate row to check the delivery option (docs/decisions/002-marketplace-search.md). The filters
-- become lexemes next to the search vector's words; they start with '#', which no word of a search
-- can (features/items/items-query.ts builds the matching query, filtersQuery). Whether an item is
-- listed stays a check of the row: nineteen items in twenty are, and intersecting that long a list
-- in the index cost more than it saved.
-- A category with delivery options is matched by lexemes of the pair: the index then reads the pair's
-- short list instead of intersecting the category's with an option's, which holds half of all items.
CREATE FUNCTION "marketplace_filter_lexemes"("category" text, "shipping_options" text[])
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(
    ARRAY['#category:' || "category"]
      || ARRAY(SELECT '#delivery:' || "option" FROM unnest("shipping_options") AS "option")
      || ARRAY(SELECT '#category:' || "category" || '#delivery:' || "option" FROM unnest("shipping_options") AS "option"))
$$;
--> statement-breakpoint
CREATE INDEX "items_search_filters_idx" ON "items" USING gin (("search_vector" || marketplace_filter_lexemes("category", "shipping_options")));
