-- A typo-tolerant marketplace page reads the typed words' similar words from title_words, and then
-- every item that has one of them, in its title or its description (features/items/search-plan.ts).
-- Its rows change when a changed item sorts among them, which the page's own conditions tell, or
-- when the vocabulary learns a word: then items no change touched can match. Each logged row says
-- whether its transaction taught the vocabulary a word, so that only such a transaction rereads
-- every typo-tolerant page (features/items/items-page-dependency.ts); before, any change to an item a
-- typo page matched did, wherever it sorted.
ALTER TABLE "catalogue_changes" ADD COLUMN "new_title_words" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The flag lives for the transaction: set by the statement trigger that inserted a word, read by
-- the deferred row trigger that logs the changes at commit.
CREATE OR REPLACE FUNCTION "items_remember_title_words"()
RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  learned bigint;
BEGIN
  INSERT INTO "title_words" ("word")
    SELECT DISTINCT "word" FROM "changed", unnest(marketplace_title_words("changed"."title")) AS "word"
    ORDER BY "word"
    ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS learned = ROW_COUNT;
  IF learned > 0 THEN
    PERFORM set_config('app.new_title_words', 'yes', true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "log_item_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  made bigint := "catalogue_version_of_transaction"();
  learned boolean := coalesce(current_setting('app.new_title_words', true), '') = 'yes';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "catalogue_changes" ("version", "id", "donor_id", "title", "category", "fmv_cents", "quantity",
      "shipping_options", "status", "state", "latitude", "longitude", "donor_scope", "search_vector", "created_at",
      "held_for_nonprofit_id", "new_title_words")
    VALUES (made, OLD."id", OLD."donor_id", OLD."title", OLD."category", OLD."fmv_cents", OLD."quantity",
      OLD."shipping_options", OLD."status", OLD."state", OLD."latitude", OLD."longitude", OLD."donor_scope",
      OLD."search_vector", OLD."created_at", OLD."held_for_nonprofit_id", learned);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "catalogue_changes" ("version", "id", "donor_id", "title", "category", "fmv_cents", "quantity",
      "shipping_options", "status", "state", "latitude", "longitude", "donor_scope", "search_vector", "created_at",
      "held_for_nonprofit_id", "new_title_words")
    VALUES (made, NEW."id", NEW."donor_id", NEW."title", NEW."category", NEW."fmv_cents", NEW."quantity",
      NEW."shipping_options", NEW."status", NEW."state", NEW."latitude", NEW."longitude", NEW."donor_scope",
      NEW."search_vector", NEW."created_at", NEW."held_for_nonprofit_id", learned);
  END IF;
  RETURN NULL;
END;
$$;
