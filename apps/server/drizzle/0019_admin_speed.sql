DROP INDEX "invoices_created_idx";--> statement-breakpoint
DROP INDEX "email_records_created_idx";--> statement-breakpoint
DROP INDEX "email_records_template_idx";--> statement-breakpoint
CREATE INDEX "email_records_user_idx" ON "email_records" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "email_records_sent_idx" ON "email_records" USING btree ("sent_at") WHERE "email_records"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "email_records_recipient_trgm_idx" ON "email_records" USING gin ("recipient" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_records_subject_trgm_idx" ON "email_records" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requests_approved_idx" ON "requests" USING btree ("approved_at") WHERE "requests"."approved_at" is not null;--> statement-breakpoint
CREATE INDEX "checkout_sessions_purchase_date_idx" ON "checkout_sessions" USING btree ((coalesce(case when "payment_status" = 'paid' then coalesce("completed_at", "fulfilled_at", "created_at") end, "created_at")),('token_purchase:' || "id")) WHERE "checkout_sessions"."purpose" = 'token_purchase';--> statement-breakpoint
CREATE INDEX "checkout_sessions_purchase_amount_idx" ON "checkout_sessions" USING btree ("amount_cents",('token_purchase:' || "id")) WHERE "checkout_sessions"."purpose" = 'token_purchase';--> statement-breakpoint
CREATE INDEX "checkout_sessions_open_idx" ON "checkout_sessions" USING btree ("id") WHERE "checkout_sessions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "invoices_payment_date_idx" ON "invoices" USING btree ((coalesce("paid_at", "created_at")),('invoice:' || "id"::text));--> statement-breakpoint
CREATE INDEX "invoices_amount_idx" ON "invoices" USING btree ("amount_cents",('invoice:' || "id"::text));--> statement-breakpoint
CREATE INDEX "invoices_paid_idx" ON "invoices" USING btree ("paid_at") WHERE "invoices"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "invoices_owed_idx" ON "invoices" USING btree ("due_at") WHERE "invoices"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "email_records_created_idx" ON "email_records" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "email_records_template_idx" ON "email_records" USING btree ("template_key","status","created_at");--> statement-breakpoint
-- The new expression indexes carry their own statistics: gather them now, not at the next autovacuum.
ANALYZE "invoices";--> statement-breakpoint
ANALYZE "checkout_sessions";--> statement-breakpoint
ANALYZE "email_records";
