CREATE TABLE "program_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"difficulty" text NOT NULL,
	"duration_weeks" integer NOT NULL,
	"price" integer NOT NULL,
	"thumbnail" text,
	"content" jsonb NOT NULL,
	"prerequisites" jsonb NOT NULL,
	"equipment" jsonb NOT NULL,
	"breed_recommendations" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_versions_difficulty_check" CHECK ("program_versions"."difficulty" in ('beginner', 'intermediate', 'advanced'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_notifications" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "program_enrollments" ADD COLUMN "program_version_id" integer;--> statement-breakpoint
-- Hand-written backfill: every program that is published or has enrolments gets version 1 (what
-- it holds today) and existing enrolments follow it, before the column becomes NOT NULL.
INSERT INTO "program_versions" ("program_id", "version", "title", "description", "difficulty", "duration_weeks", "price", "thumbnail", "content", "prerequisites", "equipment", "breed_recommendations")
SELECT p."id", 1, p."title", p."description", p."difficulty", p."duration_weeks", p."price", p."thumbnail", p."content", p."prerequisites", p."equipment", p."breed_recommendations"
FROM "training_programs" p
WHERE p."published" OR EXISTS (SELECT 1 FROM "program_enrollments" e WHERE e."program_id" = p."id");--> statement-breakpoint
UPDATE "program_enrollments" e SET "program_version_id" = v."id" FROM "program_versions" v WHERE v."program_id" = e."program_id" AND v."version" = 1;--> statement-breakpoint
ALTER TABLE "program_enrollments" ALTER COLUMN "program_version_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "training_programs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "category" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "program_versions" ADD CONSTRAINT "program_versions_program_id_training_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."training_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_versions_program_version_key" ON "program_versions" USING btree ("program_id","version");--> statement-breakpoint
ALTER TABLE "program_enrollments" ADD CONSTRAINT "program_enrollments_program_version_id_program_versions_id_fk" FOREIGN KEY ("program_version_id") REFERENCES "public"."program_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_category_check" CHECK ("notifications"."category" in ('bookings', 'training', 'programs', 'account', 'general'));