ALTER TABLE "payment_intents" DROP CONSTRAINT "payment_intents_owner_check";--> statement-breakpoint
DROP INDEX "program_enrollments_pet_program_key";--> statement-breakpoint
ALTER TABLE "payment_refunds" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "program_enrollments" ADD COLUMN "payment_status" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "program_enrollments" ADD COLUMN "price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "enrollment_id" integer;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "enrollment_id" integer;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_enrollment_id_program_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."program_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_enrollment_id_program_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."program_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_enrollments_pet_program_key" ON "program_enrollments" USING btree ("pet_id","program_id") WHERE "program_enrollments"."payment_status" <> 'refunded';--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_enrollment_id_unique" UNIQUE("enrollment_id");--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_enrollment_id_unique" UNIQUE("enrollment_id");--> statement-breakpoint
ALTER TABLE "program_enrollments" ADD CONSTRAINT "program_enrollments_payment_status_check" CHECK ("program_enrollments"."payment_status" in ('free', 'pending', 'paid', 'refunded'));--> statement-breakpoint
ALTER TABLE "program_enrollments" ADD CONSTRAINT "program_enrollments_price_check" CHECK ("program_enrollments"."price_cents" >= 0);--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_owner_check" CHECK (num_nonnulls("payment_intents"."booking_id", "payment_intents"."series_id", "payment_intents"."enrollment_id") = 1);--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_owner_check" CHECK (num_nonnulls("payment_refunds"."booking_id", "payment_refunds"."enrollment_id") = 1);