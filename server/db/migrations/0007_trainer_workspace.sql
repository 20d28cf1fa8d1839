CREATE TABLE "report_card_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_card_id" integer NOT NULL,
	"address" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_card_media_address_unique" UNIQUE("address")
);
--> statement-breakpoint
CREATE TABLE "report_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"pet_id" integer NOT NULL,
	"trainer_id" integer NOT NULL,
	"session_id" integer,
	"booking_id" integer,
	"day" date NOT NULL,
	"worked_on" text NOT NULL,
	"rating" integer NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_cards_rating_check" CHECK ("report_cards"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "behavior_assessments" ADD COLUMN "sociability_dogs" integer;--> statement-breakpoint
ALTER TABLE "behavior_assessments" ADD COLUMN "sociability_people" integer;--> statement-breakpoint
ALTER TABLE "behavior_assessments" ADD COLUMN "focus" integer;--> statement-breakpoint
ALTER TABLE "behavior_assessments" ADD COLUMN "impulse_control" integer;--> statement-breakpoint
ALTER TABLE "behavior_assessments" ADD COLUMN "leash_manners" integer;--> statement-breakpoint
ALTER TABLE "behavior_assessments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "report_card_media" ADD CONSTRAINT "report_card_media_report_card_id_report_cards_id_fk" FOREIGN KEY ("report_card_id") REFERENCES "public"."report_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_card_media_report_card_idx" ON "report_card_media" USING btree ("report_card_id");--> statement-breakpoint
CREATE INDEX "report_cards_pet_id_idx" ON "report_cards" USING btree ("pet_id");--> statement-breakpoint
CREATE INDEX "report_cards_trainer_id_idx" ON "report_cards" USING btree ("trainer_id");--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_booking_id_unique" UNIQUE("booking_id");--> statement-breakpoint
ALTER TABLE "behavior_assessments" ADD CONSTRAINT "behavior_assessments_sociability_dogs_check" CHECK ("sociability_dogs" is null or "sociability_dogs" between 1 and 5);--> statement-breakpoint
ALTER TABLE "behavior_assessments" ADD CONSTRAINT "behavior_assessments_sociability_people_check" CHECK ("sociability_people" is null or "sociability_people" between 1 and 5);--> statement-breakpoint
ALTER TABLE "behavior_assessments" ADD CONSTRAINT "behavior_assessments_focus_check" CHECK ("focus" is null or "focus" between 1 and 5);--> statement-breakpoint
ALTER TABLE "behavior_assessments" ADD CONSTRAINT "behavior_assessments_impulse_control_check" CHECK ("impulse_control" is null or "impulse_control" between 1 and 5);--> statement-breakpoint
ALTER TABLE "behavior_assessments" ADD CONSTRAINT "behavior_assessments_leash_manners_check" CHECK ("leash_manners" is null or "leash_manners" between 1 and 5);