CREATE TABLE "stay_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"by_user_id" integer,
	"belongings" text,
	"note" text,
	"confirmed" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_checks_kind_check" CHECK ("stay_checks"."kind" in ('check_in', 'check_out', 'no_show'))
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_kind_check";--> statement-breakpoint
ALTER TABLE "stay_checks" ADD CONSTRAINT "stay_checks_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_checks" ADD CONSTRAINT "stay_checks_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stay_checks_booking_kind_idx" ON "stay_checks" USING btree ("booking_id","kind");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('pending', 'confirmed', 'checked_in', 'completed', 'cancelled', 'no_show'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_kind_check" CHECK ("audit_log"."kind" in ('role.granted', 'role.revoked', 'trainer_application.approved', 'trainer_application.declined', 'invitation.created', 'invitation.accepted', 'settings.changed', 'booking.checked_in', 'booking.checked_out', 'booking.no_show'));