-- The marketplace's cached item pages (features/items/items.cache.ts) are valid while this version
-- stands. The triggers are deferred to commit, so the version changes together with the rows, and
-- the single row is locked only at the end of a transaction, after every item lock it takes
-- (no lock-order deadlocks). One bump per transaction, however many rows it changed.
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.catalogue_bumped_by', true) IS DISTINCT FROM txid_current()::text THEN
    UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
    PERFORM set_config('app.catalogue_bumped_by', txid_current()::text, true);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "items_bump_catalogue_version"
  AFTER INSERT OR UPDATE OR DELETE ON "items"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "donor_names_bump_catalogue_version"
  AFTER UPDATE OF "name", "company_name" ON "users"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."company_name" IS DISTINCT FROM NEW."company_name")
  EXECUTE FUNCTION "bump_catalogue_version"();
