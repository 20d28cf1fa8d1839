ALTER TABLE "payment_intents" DROP CONSTRAINT "payment_intents_booking_id_unique";--> statement-breakpoint
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_booking_id_unique";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_payment_status_check";--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "purpose" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_intents_booking_idx" ON "payment_intents" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_open_booking_idx" ON "payment_intents" USING btree ("booking_id") WHERE "payment_intents"."booking_id" is not null and "payment_intents"."status" not in ('succeeded', 'canceled');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_intent_booking_idx" ON "payment_refunds" USING btree ("payment_intent_id","booking_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_booking_idx" ON "payment_refunds" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_status_check" CHECK ("bookings"."payment_status" in ('unpaid', 'pending', 'partially_paid', 'paid', 'refunded'));--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_purpose_check" CHECK ("payment_intents"."purpose" in ('full', 'deposit', 'balance'));