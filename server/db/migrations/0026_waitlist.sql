CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"service_type" text NOT NULL,
	"pet_ids" integer[] NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"trainer_id" integer,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_at" timestamp with time zone,
	"held_until" timestamp with time zone,
	"held_trainer_id" integer,
	"booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_service_type_check" CHECK ("waitlist_entries"."service_type" in ('boarding', 'training')),
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('waiting', 'offered', 'claimed', 'expired', 'cancelled')),
	CONSTRAINT "waitlist_entries_dates_check" CHECK ("waitlist_entries"."end_date" >= "waitlist_entries"."start_date"),
	CONSTRAINT "waitlist_entries_pets_check" CHECK (cardinality("waitlist_entries"."pet_ids") >= 1)
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_held_trainer_id_users_id_fk" FOREIGN KEY ("held_trainer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_status_created_idx" ON "waitlist_entries" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_owner_idx" ON "waitlist_entries" USING btree ("owner_id","created_at");