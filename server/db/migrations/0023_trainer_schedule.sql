CREATE TABLE "trainer_schedules" (
	"trainer_id" integer PRIMARY KEY NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainer_time_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"trainer_id" integer NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"note" text,
	CONSTRAINT "trainer_time_off_days_check" CHECK ("trainer_time_off"."first_day" <= "trainer_time_off"."last_day")
);
--> statement-breakpoint
CREATE TABLE "trainer_weekly_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"trainer_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "trainer_weekly_hours_weekday_check" CHECK ("trainer_weekly_hours"."weekday" between 0 and 6),
	CONSTRAINT "trainer_weekly_hours_range_check" CHECK (0 <= "trainer_weekly_hours"."start_minute" and "trainer_weekly_hours"."start_minute" < "trainer_weekly_hours"."end_minute" and "trainer_weekly_hours"."end_minute" <= 1440)
);
--> statement-breakpoint
ALTER TABLE "trainer_schedules" ADD CONSTRAINT "trainer_schedules_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_time_off" ADD CONSTRAINT "trainer_time_off_trainer_id_trainer_schedules_trainer_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainer_schedules"("trainer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_weekly_hours" ADD CONSTRAINT "trainer_weekly_hours_trainer_id_trainer_schedules_trainer_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainer_schedules"("trainer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trainer_time_off_trainer_idx" ON "trainer_time_off" USING btree ("trainer_id","last_day");--> statement-breakpoint
CREATE INDEX "trainer_weekly_hours_trainer_idx" ON "trainer_weekly_hours" USING btree ("trainer_id","weekday");