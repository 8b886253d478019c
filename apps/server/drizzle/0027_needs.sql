-- The needs board (docs/product.md, Needs board): a nonprofit's needs, and donors' answers to them,
-- each a listing held for that nonprofit alone until its first-offer window ends. A held item is in
-- no one's marketplace: the listed condition (features/items/items-query.ts listedCondition) gains
-- "held_for_nonprofit_id is null", so the three listed-items indexes are made again with it, and the
-- catalogue log keeps the column, so a cached page's own conditions can read it on logged rows
-- (docs/decisions/002-marketplace-search.md): a hold ending is a change that reaches the pages the
-- item now shows on.
CREATE TABLE "need_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "need_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"need_id" integer NOT NULL,
	"donor_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"message" text,
	"status" text DEFAULT 'offered' NOT NULL,
	"offered_until" timestamp with time zone NOT NULL,
	"request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "need_offers_item_id_unique" UNIQUE("item_id"),
	CONSTRAINT "need_offers_quantity_positive" CHECK ("need_offers"."quantity" > 0),
	CONSTRAINT "need_offers_status_known" CHECK ("need_offers"."status" in ('offered', 'accepted', 'declined', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "needs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "needs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nonprofit_id" integer NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"needed_by" date NOT NULL,
	"event_id" integer,
	"intended_use" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "needs_quantity_positive" CHECK ("needs"."quantity" > 0),
	CONSTRAINT "needs_status_known" CHECK ("needs"."status" in ('open', 'closed')),
	CONSTRAINT "needs_intended_use_known" CHECK ("needs"."intended_use" in ('programs', 'care_of_needy', 'resale'))
);
--> statement-breakpoint
DROP INDEX "items_listed_created_idx";--> statement-breakpoint
DROP INDEX "items_listed_fmv_idx";--> statement-breakpoint
DROP INDEX "items_listed_title_idx";--> statement-breakpoint
ALTER TABLE "catalogue_changes" ADD COLUMN "held_for_nonprofit_id" integer;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "held_for_nonprofit_id" integer;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "need_offers" ADD CONSTRAINT "need_offers_need_id_needs_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."needs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_offers" ADD CONSTRAINT "need_offers_donor_id_users_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_offers" ADD CONSTRAINT "need_offers_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_offers" ADD CONSTRAINT "need_offers_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "needs" ADD CONSTRAINT "needs_nonprofit_id_users_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "needs" ADD CONSTRAINT "needs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "need_offers_need_idx" ON "need_offers" USING btree ("need_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "need_offers_donor_idx" ON "need_offers" USING btree ("donor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "need_offers_request_idx" ON "need_offers" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "need_offers_waiting_idx" ON "need_offers" USING btree ("offered_until") WHERE "need_offers"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "needs_nonprofit_idx" ON "needs" USING btree ("nonprofit_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "needs_open_needed_by_idx" ON "needs" USING btree ("needed_by","id") WHERE "needs"."status" = 'open';--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_held_for_nonprofit_id_users_id_fk" FOREIGN KEY ("held_for_nonprofit_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "items_listed_created_idx" ON "items" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."status" in ('available', 'requested', 'approved', 'completed') and ("items"."status" <> 'available' or "items"."quantity" > 0) and "items"."held_for_nonprofit_id" is null;--> statement-breakpoint
CREATE INDEX "items_listed_fmv_idx" ON "items" USING btree ("fmv_cents","id") WHERE "items"."status" in ('available', 'requested', 'approved', 'completed') and ("items"."status" <> 'available' or "items"."quantity" > 0) and "items"."held_for_nonprofit_id" is null;--> statement-breakpoint
CREATE INDEX "items_listed_title_idx" ON "items" USING btree ("title","id") WHERE "items"."status" in ('available', 'requested', 'approved', 'completed') and ("items"."status" <> 'available' or "items"."quantity" > 0) and "items"."held_for_nonprofit_id" is null;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "log_item_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  made bigint := "catalogue_version_of_transaction"();
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "catalogue_changes" ("version", "id", "donor_id", "title", "category", "fmv_cents", "quantity",
      "shipping_options", "status", "state", "latitude", "longitude", "donor_scope", "search_vector", "created_at",
      "held_for_nonprofit_id")
    VALUES (made, OLD."id", OLD."donor_id", OLD."title", OLD."category", OLD."fmv_cents", OLD."quantity",
      OLD."shipping_options", OLD."status", OLD."state", OLD."latitude", OLD."longitude", OLD."donor_scope",
      OLD."search_vector", OLD."created_at", OLD."held_for_nonprofit_id");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "catalogue_changes" ("version", "id", "donor_id", "title", "category", "fmv_cents", "quantity",
      "shipping_options", "status", "state", "latitude", "longitude", "donor_scope", "search_vector", "created_at",
      "held_for_nonprofit_id")
    VALUES (made, NEW."id", NEW."donor_id", NEW."title", NEW."category", NEW."fmv_cents", NEW."quantity",
      NEW."shipping_options", NEW."status", NEW."state", NEW."latitude", NEW."longitude", NEW."donor_scope",
      NEW."search_vector", NEW."created_at", NEW."held_for_nonprofit_id");
  END IF;
  RETURN NULL;
END;
$$;
