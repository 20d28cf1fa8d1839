CREATE TABLE "journal_digests" (
	"booking_id" integer NOT NULL,
	"day" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"pet_id" integer NOT NULL,
	"author_id" integer,
	"kind" text NOT NULL,
	"ate" text,
	"given" boolean,
	"medication" text,
	"time" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"corrected_at" timestamp with time zone,
	"original" jsonb,
	CONSTRAINT "journal_entries_kind_check" CHECK ("journal_entries"."kind" in ('meal', 'medication', 'potty', 'play', 'rest', 'note')),
	CONSTRAINT "journal_entries_ate_check" CHECK ("journal_entries"."ate" in ('all', 'some', 'none'))
);
--> statement-breakpoint
CREATE TABLE "journal_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"address" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_media_address_unique" UNIQUE("address")
);
--> statement-breakpoint
ALTER TABLE "journal_digests" ADD CONSTRAINT "journal_digests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_media" ADD CONSTRAINT "journal_media_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_digests_booking_day_idx" ON "journal_digests" USING btree ("booking_id","day");--> statement-breakpoint
CREATE INDEX "journal_entries_booking_idx" ON "journal_entries" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "journal_entries_pet_idx" ON "journal_entries" USING btree ("pet_id","created_at");--> statement-breakpoint
CREATE INDEX "journal_media_entry_idx" ON "journal_media" USING btree ("entry_id");