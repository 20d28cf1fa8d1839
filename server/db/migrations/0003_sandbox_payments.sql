CREATE TABLE "payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_intent_id_payment_intents_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE cascade ON UPDATE no action;