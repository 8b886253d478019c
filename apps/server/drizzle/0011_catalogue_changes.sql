CREATE TABLE "catalogue_changes" (
	"version" bigint NOT NULL,
	"every_page" boolean DEFAULT false NOT NULL,
	"id" integer,
	"donor_id" integer,
	"title" text,
	"category" text,
	"fmv_cents" integer,
	"quantity" integer,
	"shipping_options" text[],
	"status" text,
	"state" text,
	"latitude" double precision,
	"longitude" double precision,
	"donor_scope" text,
	"search_vector" "tsvector",
	"created_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "catalogue_version" ADD COLUMN "pruned_through" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "catalogue_changes_version_idx" ON "catalogue_changes" USING btree ("version");