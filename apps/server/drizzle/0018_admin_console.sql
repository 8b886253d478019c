ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_records" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target_label" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "admin_note" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "estimated_delivery" date;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "delivery_notes" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "delivery_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_records" ADD CONSTRAINT "email_records_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_records_request_idx" ON "email_records" USING btree ("request_id") WHERE "email_records"."request_id" is not null;--> statement-breakpoint
CREATE INDEX "email_records_status_idx" ON "email_records" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "items_created_idx" ON "items" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_created_idx" ON "requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_status_created_idx" ON "requests" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_delivery_idx" ON "requests" USING btree ("delivery_status","approved_at");--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);