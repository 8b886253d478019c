CREATE TABLE "irs_bmf_rows" (
	"import_id" integer NOT NULL,
	"ein" text NOT NULL,
	"name" text NOT NULL,
	"care_of" text,
	"street" text,
	"city" text,
	"state" text,
	"zip" text,
	"group_exemption" text,
	"subsection" text,
	"affiliation" text,
	"classification" text,
	"ruling" text,
	"deductibility" text,
	"foundation" text,
	"organization" text,
	"status" text,
	"ntee_code" text,
	"sort_name" text
);
--> statement-breakpoint
CREATE TABLE "irs_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "irs_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"part" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'loading' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"error" text,
	"started_by" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "irs_pub78_rows" (
	"import_id" integer NOT NULL,
	"ein" text NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"state" text,
	"country" text,
	"deductibility_code" text
);
--> statement-breakpoint
CREATE TABLE "irs_revocation_rows" (
	"import_id" integer NOT NULL,
	"ein" text NOT NULL,
	"name" text NOT NULL,
	"doing_business_as" text,
	"city" text,
	"state" text,
	"country" text,
	"exemption_type" text,
	"revocation_date" date,
	"posting_date" date,
	"reinstatement_date" date
);
--> statement-breakpoint
CREATE TABLE "nonprofit_irs_holds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nonprofit_irs_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nonprofit_id" integer NOT NULL,
	"revocation_date" date,
	"import_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" integer,
	"lift_reason" text
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "approval_irs_evidence" jsonb;--> statement-breakpoint
ALTER TABLE "irs_bmf_rows" ADD CONSTRAINT "irs_bmf_rows_import_id_irs_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."irs_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irs_imports" ADD CONSTRAINT "irs_imports_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irs_pub78_rows" ADD CONSTRAINT "irs_pub78_rows_import_id_irs_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."irs_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irs_revocation_rows" ADD CONSTRAINT "irs_revocation_rows_import_id_irs_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."irs_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nonprofit_irs_holds" ADD CONSTRAINT "nonprofit_irs_holds_nonprofit_id_users_id_fk" FOREIGN KEY ("nonprofit_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nonprofit_irs_holds" ADD CONSTRAINT "nonprofit_irs_holds_import_id_irs_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."irs_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nonprofit_irs_holds" ADD CONSTRAINT "nonprofit_irs_holds_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "irs_bmf_rows_ein_idx" ON "irs_bmf_rows" USING btree ("ein","import_id");--> statement-breakpoint
CREATE UNIQUE INDEX "irs_imports_live_key" ON "irs_imports" USING btree ("kind","part") WHERE "irs_imports"."status" = 'live';--> statement-breakpoint
CREATE INDEX "irs_imports_started_idx" ON "irs_imports" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "irs_pub78_rows_ein_idx" ON "irs_pub78_rows" USING btree ("ein","import_id");--> statement-breakpoint
CREATE INDEX "irs_revocation_rows_ein_idx" ON "irs_revocation_rows" USING btree ("ein","import_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nonprofit_irs_holds_revocation_key" ON "nonprofit_irs_holds" USING btree ("nonprofit_id","revocation_date");--> statement-breakpoint
CREATE INDEX "nonprofit_irs_holds_open_idx" ON "nonprofit_irs_holds" USING btree ("nonprofit_id") WHERE "nonprofit_irs_holds"."lifted_at" is null;