CREATE TABLE "vaccination_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"vaccination_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vaccination_reminders" ADD CONSTRAINT "vaccination_reminders_vaccination_id_vaccinations_id_fk" FOREIGN KEY ("vaccination_id") REFERENCES "public"."vaccinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vaccination_reminders_record_kind_key" ON "vaccination_reminders" USING btree ("vaccination_id","kind");