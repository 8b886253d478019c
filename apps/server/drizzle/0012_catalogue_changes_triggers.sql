-- A cached marketplace page (features/items/items.cache.ts) is kept across a catalogue version when
-- none of the item rows that version changed, before or after the change, matches the page's own
-- filters (docs/decisions/002-marketplace-search.md). So each changed row is logged, both images,
-- with the version of its transaction. The triggers stay deferred to commit: the version row is
-- locked last and held until commit, so versions follow commit order, and a reader that sees version
-- v also sees every log row up to v.
DROP TRIGGER "items_bump_catalogue_version" ON "items";
--> statement-breakpoint
DROP TRIGGER "donor_names_bump_catalogue_version" ON "users";
--> statement-breakpoint
DROP FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
-- The version this transaction makes: bumped by the first change it commits, then reused, so a
-- transaction is one version however many rows it changed. Every 256 versions, the log keeps the
-- last 10,000 versions only (a page older than that is read again: pruned_through says so).
CREATE FUNCTION "catalogue_version_of_transaction"() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  mark text := current_setting('app.catalogue_version', true);
  transaction_id text := txid_current()::text;
  bumped bigint;
BEGIN
  IF mark LIKE transaction_id || ':%' THEN
    RETURN split_part(mark, ':', 2)::bigint;
  END IF;
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO bumped;
  PERFORM set_config('app.catalogue_version', transaction_id || ':' || bumped, true);
  IF bumped % 256 = 0 AND bumped > 10000 THEN
    DELETE FROM "catalogue_changes" WHERE "version" <= bumped - 10000;
    UPDATE "catalogue_version" SET "pruned_through" = bumped - 10000 WHERE "id" = 1;
  END IF;
  RETURN bumped;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "log_item_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  made bigint := "catalogue_version_of_transaction"();
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "catalogue_changes" ("version", "id", "donor_id", "title", "category", "fmv_cents", "quantity",
      "shipping_options", "status", "state", "latitude", "longitude", "donor_scope", "search_vector", "created_at")
    VALUES (made, OLD."id", OLD."donor_id", OLD."title", OLD."category", OLD."fmv_cents", OLD."quantity",
      OLD."shipping_options", OLD."status", OLD."state", OLD."latitude", OLD."longitude", OLD."donor_scope",
      OLD."search_vector", OLD."created_at");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "catalogue_changes" ("version", "id", "donor_id", "title", "category", "fmv_cents", "quantity",
      "shipping_options", "status", "state", "latitude", "longitude", "donor_scope", "search_vector", "created_at")
    VALUES (made, NEW."id", NEW."donor_id", NEW."title", NEW."category", NEW."fmv_cents", NEW."quantity",
      NEW."shipping_options", NEW."status", NEW."state", NEW."latitude", NEW."longitude", NEW."donor_scope",
      NEW."search_vector", NEW."created_at");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A donor's name is on every card of its items, whatever they match: every cached page is reread.
CREATE FUNCTION "log_donor_name_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalogue_changes" ("version", "every_page") VALUES ("catalogue_version_of_transaction"(), true);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "items_log_catalogue_change"
  AFTER INSERT OR UPDATE OR DELETE ON "items"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "log_item_change"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "donor_names_log_catalogue_change"
  AFTER UPDATE OF "name", "company_name" ON "users"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."company_name" IS DISTINCT FROM NEW."company_name")
  EXECUTE FUNCTION "log_donor_name_change"();
