CREATE TABLE "donation_acknowledgements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "donation_acknowledgements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"donor_id" integer NOT NULL,
	"nonprofit_id" integer NOT NULL,
	"nonprofit_name" text NOT NULL,
	"nonprofit_ein" text,
	"nonprofit_street" text,
	"nonprofit_city" text,
	"nonprofit_state" text,
	"nonprofit_zip" text,
	"donor_name" text NOT NULL,
	"donor_company_name" text,
	"item_description" text NOT NULL,
	"item_category" text NOT NULL,
	"quantity" integer NOT NULL,
	"event_name" text,
	"received_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donation_acknowledgements_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "entity_type" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "priced_event_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donation_acknowledgements" ADD CONSTRAINT "donation_acknowledgements_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_acknowledgements" ADD CONSTRAINT "donation_acknowledgements_donor_id_users_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_acknowledgements" ADD CONSTRAINT "donation_acknowledgements_nonprofit_id_users_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_acknowledgements_donor_idx" ON "donation_acknowledgements" USING btree ("donor_id");--> statement-breakpoint
CREATE INDEX "requests_donor_received_idx" ON "requests" USING btree ("donor_id","delivery_confirmed_at") WHERE "requests"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "requests_nonprofit_received_idx" ON "requests" USING btree ("nonprofit_id","delivery_confirmed_at") WHERE "requests"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "requests_event_idx" ON "requests" USING btree ("event_id");--> statement-breakpoint
-- Invoices issued before the column existed were priced against their event's date as it is now.
UPDATE "invoices" SET "priced_event_date" = "events"."event_date"
FROM "requests" JOIN "events" ON "events"."id" = "requests"."event_id"
WHERE "requests"."id" = "invoices"."request_id";--> statement-breakpoint
-- Deliveries confirmed before acknowledgements were recorded get theirs, from the profiles as they are now.
INSERT INTO "donation_acknowledgements" ("request_id", "donor_id", "nonprofit_id", "nonprofit_name", "nonprofit_ein",
  "nonprofit_street", "nonprofit_city", "nonprofit_state", "nonprofit_zip", "donor_name", "donor_company_name",
  "item_description", "item_category", "quantity", "event_name", "received_at")
SELECT r."id", r."donor_id", r."nonprofit_id", coalesce(n."organization_name", n."name"), n."ein", n."address", n."city",
  n."state", n."zip", d."name", d."company_name", i."title", i."category", r."quantity_requested", e."name",
  coalesce(r."delivery_confirmed_at", r."completed_at", r."updated_at")
FROM "requests" r
JOIN "users" n ON n."id" = r."nonprofit_id"
JOIN "users" d ON d."id" = r."donor_id"
JOIN "items" i ON i."id" = r."item_id"
LEFT JOIN "events" e ON e."id" = r."event_id"
WHERE r."status" = 'completed'
ON CONFLICT ("request_id") DO NOTHING;
