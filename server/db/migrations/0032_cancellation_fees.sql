CREATE TABLE "booking_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"by_user_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_fees_kind_check" CHECK ("booking_fees"."kind" in ('late_cancellation', 'no_show')),
	CONSTRAINT "booking_fees_amount_check" CHECK ("booking_fees"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_kind_check";--> statement-breakpoint
ALTER TABLE "booking_fees" ADD CONSTRAINT "booking_fees_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_fees" ADD CONSTRAINT "booking_fees_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_fees_booking_kind_idx" ON "booking_fees" USING btree ("booking_id","kind");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_kind_check" CHECK ("audit_log"."kind" in ('role.granted', 'role.revoked', 'trainer_application.approved', 'trainer_application.declined', 'invitation.created', 'invitation.accepted', 'settings.changed', 'booking.checked_in', 'booking.checked_out', 'booking.no_show', 'vaccination.verified', 'vaccination.rejected', 'booking.cancelled_by_staff', 'conversation.assigned', 'conversation.status_changed', 'booking.fee_overridden'));