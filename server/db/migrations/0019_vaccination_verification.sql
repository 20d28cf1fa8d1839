ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_kind_check";--> statement-breakpoint
ALTER TABLE "vaccinations" ADD COLUMN "verification" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "vaccinations" ADD COLUMN "verification_reason" text;--> statement-breakpoint
ALTER TABLE "vaccinations" ADD COLUMN "verified_by" integer;--> statement-breakpoint
ALTER TABLE "vaccinations" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vaccinations" ADD CONSTRAINT "vaccinations_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vaccinations_verification_idx" ON "vaccinations" USING btree ("verification","updated_at","id");--> statement-breakpoint
ALTER TABLE "vaccinations" ADD CONSTRAINT "vaccinations_verification_check" CHECK ("vaccinations"."verification" in ('unverified', 'verified', 'rejected'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_kind_check" CHECK ("audit_log"."kind" in ('role.granted', 'role.revoked', 'trainer_application.approved', 'trainer_application.declined', 'invitation.created', 'invitation.accepted', 'settings.changed', 'booking.checked_in', 'booking.checked_out', 'booking.no_show', 'vaccination.verified', 'vaccination.rejected'));