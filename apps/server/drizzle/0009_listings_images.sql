CREATE TABLE "uploaded_images" (
	"public_id" text PRIMARY KEY NOT NULL,
	"donor_id" integer NOT NULL,
	"original_filename" text NOT NULL,
	"display_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"stored_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "delivery_options" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Existing requests agreed to what their item offers today.
UPDATE "requests" SET "delivery_options" = "items"."shipping_options" FROM "items" WHERE "items"."id" = "requests"."item_id";--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_donor_id_users_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_images_donor_idx" ON "uploaded_images" USING btree ("donor_id","created_at");--> statement-breakpoint
CREATE INDEX "uploaded_images_created_idx" ON "uploaded_images" USING btree ("created_at");