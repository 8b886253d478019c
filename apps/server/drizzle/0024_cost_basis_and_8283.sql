CREATE TABLE "form_8282_disposals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_8282_disposals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"nonprofit_id" integer NOT NULL,
	"disposed_on" date NOT NULL,
	"method" text NOT NULL,
	"amount_received_cents" integer,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_8282_disposals_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "form_8282_disposals_amount_not_negative" CHECK ("form_8282_disposals"."amount_received_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "form_8283_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_8283_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"nonprofit_id" integer NOT NULL,
	"organization_name" text NOT NULL,
	"ein" text,
	"date_received" date NOT NULL,
	"signer_name" text NOT NULL,
	"signer_title" text NOT NULL,
	"signed_by" integer,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_8283_signatures_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "cost_basis_cents" integer;--> statement-breakpoint
ALTER TABLE "form_8282_disposals" ADD CONSTRAINT "form_8282_disposals_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_8282_disposals" ADD CONSTRAINT "form_8282_disposals_nonprofit_id_users_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_8282_disposals" ADD CONSTRAINT "form_8282_disposals_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_8283_signatures" ADD CONSTRAINT "form_8283_signatures_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_8283_signatures" ADD CONSTRAINT "form_8283_signatures_nonprofit_id_users_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_8283_signatures" ADD CONSTRAINT "form_8283_signatures_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_8282_disposals_nonprofit_idx" ON "form_8282_disposals" USING btree ("nonprofit_id");--> statement-breakpoint
CREATE INDEX "form_8283_signatures_nonprofit_idx" ON "form_8283_signatures" USING btree ("nonprofit_id");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_cost_basis_not_negative" CHECK ("items"."cost_basis_cents" >= 0);