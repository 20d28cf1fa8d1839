-- Existing skills are the dog catalogue: every row starts as {dog}, the seeded skills that suit cats (and small animals) too get their species, then the column has no default (every new skill names its species).
ALTER TABLE "training_skills" ADD COLUMN "species" text[] DEFAULT '{dog}' NOT NULL;--> statement-breakpoint
UPDATE "training_skills" SET "species" = '{dog,cat}' WHERE "name" IN ('Cooperative Nail Care', 'Jump Through a Hoop');--> statement-breakpoint
UPDATE "training_skills" SET "species" = '{dog,cat,small_animal}' WHERE "name" = 'Puzzle Toy Confidence';--> statement-breakpoint
ALTER TABLE "training_skills" ALTER COLUMN "species" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "training_skills" ADD CONSTRAINT "training_skills_species_check" CHECK (cardinality("training_skills"."species") > 0 and "training_skills"."species" <@ array['dog', 'cat', 'small_animal']::text[]);
