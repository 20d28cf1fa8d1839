CREATE TABLE "booking_staff_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_kind_check";--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "by_user_id" integer;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "booking_staff_notes" ADD CONSTRAINT "booking_staff_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_staff_notes" ADD CONSTRAINT "booking_staff_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_staff_notes_booking_idx" ON "booking_staff_notes" USING btree ("booking_id","id");--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_booking_idx" ON "audit_log" USING btree ("booking_id","id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_kind_check" CHECK ("audit_log"."kind" in ('role.granted', 'role.revoked', 'trainer_application.approved', 'trainer_application.declined', 'invitation.created', 'invitation.accepted', 'settings.changed', 'booking.checked_in', 'booking.checked_out', 'booking.no_show', 'vaccination.verified', 'vaccination.rejected', 'booking.cancelled_by_staff'));--> statement-breakpoint
-- Audit rows written before booking_id existed name their booking in the summary.
UPDATE "audit_log" SET "booking_id" = (regexp_match("summary", 'booking #(\d+)'))[1]::int WHERE "booking_id" IS NULL AND "kind" IN ('booking.checked_in', 'booking.checked_out', 'booking.no_show') AND EXISTS (SELECT 1 FROM "bookings" b WHERE b."id" = (regexp_match("audit_log"."summary", 'booking #(\d+)'))[1]::int);
