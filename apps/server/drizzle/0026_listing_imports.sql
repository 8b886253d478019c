CREATE TABLE "listing_import_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_import_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"import_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "listing_import_images_status_known" CHECK ("listing_import_images"."status" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "listing_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"donor_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"created_count" integer NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "condition" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "import_note" text;--> statement-breakpoint
ALTER TABLE "listing_import_images" ADD CONSTRAINT "listing_import_images_import_id_listing_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."listing_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_import_images" ADD CONSTRAINT "listing_import_images_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_imports" ADD CONSTRAINT "listing_imports_donor_id_users_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_import_images_import_idx" ON "listing_import_images" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "listing_import_images_item_idx" ON "listing_import_images" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "listing_import_images_pending_idx" ON "listing_import_images" USING btree ("id") WHERE "listing_import_images"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "listing_imports_donor_idx" ON "listing_imports" USING btree ("donor_id","created_at" DESC NULLS LAST);