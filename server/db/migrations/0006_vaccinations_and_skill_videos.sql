CREATE TABLE "vaccinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"pet_id" integer NOT NULL,
	"vaccine" text NOT NULL,
	"other_name" text,
	"given_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"batch_number" text,
	"clinic" text,
	"proof" text,
	"vet_record_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vaccinations_vaccine_check" CHECK ("vaccinations"."vaccine" in ('rabies', 'dhpp', 'leptospirosis', 'bordetella', 'canine_influenza', 'fvrcp', 'felv', 'rhdv2', 'myxomatosis', 'other')),
	CONSTRAINT "vaccinations_dates_check" CHECK ("vaccinations"."expires_on" >= "vaccinations"."given_on"),
	CONSTRAINT "vaccinations_other_name_check" CHECK ("vaccinations"."vaccine" <> 'other' or "vaccinations"."other_name" is not null)
);
--> statement-breakpoint
CREATE TABLE "skill_progress_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"skill_progress_id" integer NOT NULL,
	"address" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"duration_seconds" integer,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_progress_videos_address_unique" UNIQUE("address")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "vaccination_warnings" jsonb;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "price_paid" integer;--> statement-breakpoint
ALTER TABLE "vaccinations" ADD CONSTRAINT "vaccinations_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccinations" ADD CONSTRAINT "vaccinations_vet_record_id_vet_records_id_fk" FOREIGN KEY ("vet_record_id") REFERENCES "public"."vet_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_progress_videos" ADD CONSTRAINT "skill_progress_videos_skill_progress_id_skill_progress_id_fk" FOREIGN KEY ("skill_progress_id") REFERENCES "public"."skill_progress"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_progress_videos" ADD CONSTRAINT "skill_progress_videos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vaccinations_pet_id_idx" ON "vaccinations" USING btree ("pet_id");--> statement-breakpoint
CREATE INDEX "vaccinations_proof_idx" ON "vaccinations" USING btree ("proof");--> statement-breakpoint
CREATE INDEX "skill_progress_videos_progress_idx" ON "skill_progress_videos" USING btree ("skill_progress_id");