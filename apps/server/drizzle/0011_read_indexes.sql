DROP INDEX "invoices_user";--> statement-breakpoint
CREATE INDEX "payments_user_pending" ON "payments" USING btree ("user_id","created_at") WHERE "payments"."status" in ('redirected', 'pending');--> statement-breakpoint
CREATE INDEX "payments_user_fapiao" ON "payments" USING btree ("user_id","created_at") WHERE "payments"."status" in ('captured', 'awaiting-payment') and "payments"."details" ? 'fapiao';--> statement-breakpoint
CREATE INDEX "invoices_user" ON "invoices" USING btree ("user_id","transaction_date","id");