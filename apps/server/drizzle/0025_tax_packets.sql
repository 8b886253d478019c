CREATE TABLE "tax_packets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_packets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"donor_id" integer NOT NULL,
	"requested_by" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"time_zone" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"gift_count" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"pdf_key" text,
	"csv_key" text,
	"notify_donor" boolean DEFAULT false NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "tax_packets_status_known" CHECK ("tax_packets"."status" in ('queued', 'building', 'ready', 'failed')),
	CONSTRAINT "tax_packets_range" CHECK ("tax_packets"."end_date" >= "tax_packets"."start_date")
);
--> statement-breakpoint
ALTER TABLE "tax_packets" ADD CONSTRAINT "tax_packets_donor_id_users_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_packets" ADD CONSTRAINT "tax_packets_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_packets_active_donor_key" ON "tax_packets" USING btree ("donor_id") WHERE "tax_packets"."status" in ('queued', 'building');--> statement-breakpoint
CREATE INDEX "tax_packets_donor_idx" ON "tax_packets" USING btree ("donor_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tax_packets_queue_idx" ON "tax_packets" USING btree ("requested_at") WHERE "tax_packets"."status" in ('queued', 'building');
