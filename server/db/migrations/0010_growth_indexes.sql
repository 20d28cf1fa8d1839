DROP INDEX "vet_records_pet_id_idx";--> statement-breakpoint
DROP INDEX "bookings_owner_id_idx";--> statement-breakpoint
DROP INDEX "bookings_trainer_id_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "training_sessions_trainer_id_idx";--> statement-breakpoint
CREATE INDEX "vet_records_pet_date_idx" ON "vet_records" USING btree ("pet_id","date","id");--> statement-breakpoint
CREATE INDEX "bookings_owner_start_idx" ON "bookings" USING btree ("owner_id","start_date","id");--> statement-breakpoint
CREATE INDEX "bookings_additional_pet_ids_idx" ON "bookings" USING gin ("additional_pet_ids");--> statement-breakpoint
CREATE INDEX "bookings_trainer_start_idx" ON "bookings" USING btree ("trainer_id","start_date");--> statement-breakpoint
CREATE INDEX "bookings_service_end_idx" ON "bookings" USING btree ("service_type","end_date");--> statement-breakpoint
CREATE INDEX "notifications_user_created_id_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "training_sessions_trainer_date_idx" ON "training_sessions" USING btree ("trainer_id","date","id");