-- A marketplace search reads one GIN index for its words and the filters most searches carry, instead
-- of ANDing the full-text bitmap with the category's and then visiting every candidate row to check
-- whether it is listed and offers the delivery option (docs/decisions/002-marketplace-search.md).
-- The filters become lexemes next to the search vector's words; they start with '#', which no word
-- of a search can (features/items/items-query.ts builds the matching query, filtersQuery). "Listed"
-- repeats items-query.ts listedCondition and the partial indexes of migration 0003.
CREATE FUNCTION "marketplace_filter_lexemes"("status" text, "quantity" integer, "category" text, "shipping_options" text[])
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(array_remove(
    ARRAY[
      CASE WHEN "status" IN ('available', 'requested', 'approved', 'completed') AND ("status" <> 'available' OR "quantity" > 0)
        THEN '#listed' END,
      '#category:' || "category"
    ] || ARRAY(SELECT '#delivery:' || "option" FROM unnest("shipping_options") AS "option"),
    NULL))
$$;
--> statement-breakpoint
CREATE INDEX "items_search_filters_idx" ON "items" USING gin (("search_vector" || marketplace_filter_lexemes("status", "quantity", "category", "shipping_options")));
