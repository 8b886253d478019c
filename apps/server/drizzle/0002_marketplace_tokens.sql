CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nonprofit_id" integer NOT NULL,
	"name" text NOT NULL,
	"event_type" text DEFAULT 'other' NOT NULL,
	"description" text,
	"event_date" timestamp with time zone NOT NULL,
	"location" text,
	"fundraising_goal_cents" integer,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"donor_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"fmv_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"initial_quantity" integer NOT NULL,
	"shipping_options" text[] NOT NULL,
	"image_url" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"city" text,
	"state" text,
	"zip" text,
	"latitude" double precision,
	"longitude" double precision,
	"donor_scope" text DEFAULT 'nationwide' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(category, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_quantity_not_negative" CHECK ("items"."quantity" >= 0),
	CONSTRAINT "items_fmv_not_negative" CHECK ("items"."fmv_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "request_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nonprofit_id" integer NOT NULL,
	"event_id" integer,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"nonprofit_id" integer NOT NULL,
	"donor_id" integer NOT NULL,
	"event_id" integer,
	"batch_id" integer,
	"quantity_requested" integer NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"unit_fmv_cents" integer NOT NULL,
	"tokens_charged" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requests_quantity_positive" CHECK ("requests"."quantity_requested" > 0)
);
--> statement-breakpoint
CREATE TABLE "token_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "token_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nonprofit_id" integer NOT NULL,
	"entry_type" text NOT NULL,
	"tokens" integer NOT NULL,
	"lot_id" integer,
	"request_id" integer,
	"description" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_ledger_nonzero" CHECK ("token_ledger"."tokens" <> 0)
);
--> statement-breakpoint
CREATE TABLE "token_lots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "token_lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nonprofit_id" integer NOT NULL,
	"source" text NOT NULL,
	"tokens_granted" integer NOT NULL,
	"tokens_remaining" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_lots_remaining_range" CHECK ("token_lots"."tokens_remaining" >= 0 and "token_lots"."tokens_remaining" <= "token_lots"."tokens_granted")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"conversation_id" integer,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_nonprofit_id_users_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_donor_id_users_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_batches" ADD CONSTRAINT "request_batches_nonprofit_id_users_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_batches" ADD CONSTRAINT "request_batches_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_nonprofit_id_users_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_donor_id_users_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_batch_id_request_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."request_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_nonprofit_id_users_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_lot_id_token_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."token_lots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_lots" ADD CONSTRAINT "token_lots_nonprofit_id_users_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_nonprofit_idx" ON "events" USING btree ("nonprofit_id","event_date");--> statement-breakpoint
CREATE INDEX "items_search_idx" ON "items" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "items_title_trgm_idx" ON "items" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_status_created_idx" ON "items" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "items_status_fmv_idx" ON "items" USING btree ("status","fmv_cents","id");--> statement-breakpoint
CREATE INDEX "items_status_title_idx" ON "items" USING btree ("status","title","id");--> statement-breakpoint
CREATE INDEX "items_category_idx" ON "items" USING btree ("category","status");--> statement-breakpoint
CREATE INDEX "items_state_idx" ON "items" USING btree ("state");--> statement-breakpoint
CREATE INDEX "items_donor_idx" ON "items" USING btree ("donor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "items_shipping_idx" ON "items" USING gin ("shipping_options");--> statement-breakpoint
CREATE INDEX "items_lat_lon_idx" ON "items" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "requests_nonprofit_idx" ON "requests" USING btree ("nonprofit_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_donor_idx" ON "requests" USING btree ("donor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_item_idx" ON "requests" USING btree ("item_id","status");--> statement-breakpoint
CREATE INDEX "requests_pending_expiry_idx" ON "requests" USING btree ("expires_at") WHERE "requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "requests_batch_idx" ON "requests" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "token_ledger_owner_idx" ON "token_ledger" USING btree ("nonprofit_id","created_at");--> statement-breakpoint
CREATE INDEX "token_ledger_request_idx" ON "token_ledger" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "token_lots_owner_idx" ON "token_lots" USING btree ("nonprofit_id","created_at");--> statement-breakpoint
CREATE INDEX "token_lots_expiry_idx" ON "token_lots" USING btree ("expires_at") WHERE "token_lots"."tokens_remaining" > 0;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);