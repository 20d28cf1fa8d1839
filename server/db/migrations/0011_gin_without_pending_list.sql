DROP INDEX "bookings_additional_pet_ids_idx";--> statement-breakpoint
CREATE INDEX "bookings_additional_pet_ids_idx" ON "bookings" USING gin ("additional_pet_ids") WITH (fastupdate=false);