CREATE INDEX "bookings_status_end_idx" ON "bookings" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "payment_intents_paid_at_idx" ON "payment_intents" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_created_at_idx" ON "payment_refunds" USING btree ("created_at");