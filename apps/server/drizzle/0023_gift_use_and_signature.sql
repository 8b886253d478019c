-- docs/product.md, Intended use and signed acknowledgements: the use a nonprofit states when it
-- requests (NULL on older requests), whether a listing permits resale, auction or raffle, and the
-- signed versions of each acknowledgement.
ALTER TABLE "items" ADD COLUMN "resale_permitted" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "intended_use" text;
--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_intended_use_known"
  CHECK ("intended_use" IS NULL OR "intended_use" IN ('programs', 'care_of_needy', 'resale'));
--> statement-breakpoint
ALTER TABLE "donation_acknowledgements" ADD COLUMN "intended_use" text;
--> statement-breakpoint
CREATE TABLE "acknowledgement_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acknowledgement_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"version" integer NOT NULL,
	"supersedes_id" integer,
	"item_description" text NOT NULL,
	"quantity" integer NOT NULL,
	"signer_user_id" integer,
	"signer_name" text NOT NULL,
	"signer_title" text NOT NULL,
	"authorised" boolean NOT NULL,
	"correction_reason" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acknowledgement_versions_request_version_unique" UNIQUE("request_id","version"),
	CONSTRAINT "acknowledgement_versions_supersedes_unique" UNIQUE("supersedes_id"),
	CONSTRAINT "acknowledgement_versions_authorised" CHECK ("authorised" = true),
	CONSTRAINT "acknowledgement_versions_chain" CHECK (("version" = 1) = ("supersedes_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "acknowledgement_versions" ADD CONSTRAINT "acknowledgement_versions_request_id_donation_acknowledgements_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."donation_acknowledgements"("request_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "acknowledgement_versions" ADD CONSTRAINT "acknowledgement_versions_supersedes_id_acknowledgement_versions_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."acknowledgement_versions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "acknowledgement_versions" ADD CONSTRAINT "acknowledgement_versions_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- A signed version is never changed: a correction is a new row that supersedes it. Only the
-- signer's account link may be cleared when that account is deleted (ON DELETE SET NULL above).
CREATE FUNCTION "refuse_signed_acknowledgement_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'signer_user_id') IS DISTINCT FROM (to_jsonb(OLD) - 'signer_user_id') THEN
    RAISE EXCEPTION 'a signed acknowledgement cannot be changed, only superseded' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "acknowledgement_versions_immutable"
  BEFORE UPDATE ON "acknowledgement_versions"
  FOR EACH ROW EXECUTE FUNCTION "refuse_signed_acknowledgement_change"();
--> statement-breakpoint
-- Signatures still to give, and the reminders about them: each kind sent once per request.
CREATE TABLE "acknowledgement_reminders" (
	"request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acknowledgement_reminders_request_id_kind_pk" PRIMARY KEY("request_id","kind")
);
--> statement-breakpoint
ALTER TABLE "acknowledgement_reminders" ADD CONSTRAINT "acknowledgement_reminders_request_id_donation_acknowledgements_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."donation_acknowledgements"("request_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "acknowledgement_versions_request_idx" ON "acknowledgement_versions" USING btree ("request_id","version");
