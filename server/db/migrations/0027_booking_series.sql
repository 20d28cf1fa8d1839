CREATE TABLE "booking_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"service_type" text NOT NULL,
	"weekdays" integer[] NOT NULL,
	"until" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_series_service_type_check" CHECK ("booking_series"."service_type" in ('boarding', 'daycare', 'training'))
);
--> statement-breakpoint
ALTER TABLE "payment_intents" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_series_owner_idx" ON "booking_series" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_series_id_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."booking_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_series_id_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."booking_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_series_idx" ON "bookings" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "bookings_payment_intent_idx" ON "bookings" USING btree ("stripe_payment_intent_id");--> statement-breakpoint
CREATE INDEX "payment_intents_series_idx" ON "payment_intents" USING btree ("series_id");--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_owner_check" CHECK (("payment_intents"."booking_id" is null) <> ("payment_intents"."series_id" is null));