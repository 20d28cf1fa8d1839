CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"trainer_id" integer,
	"assignee_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"owner_read_message_id" integer,
	"owner_read_at" timestamp with time zone,
	"counterpart_read_message_id" integer,
	"counterpart_read_at" timestamp with time zone,
	"counterpart_read_by" integer,
	"last_message_id" integer,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_kind_check" CHECK ("conversations"."kind" in ('business', 'trainer')),
	CONSTRAINT "conversations_status_check" CHECK ("conversations"."status" in ('open', 'done')),
	CONSTRAINT "conversations_trainer_kind_check" CHECK (("conversations"."kind" = 'trainer') = ("conversations"."trainer_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "message_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"address" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_attachments_address_unique" UNIQUE("address")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_id" integer,
	"side" text NOT NULL,
	"text" text NOT NULL,
	"pet_id" integer,
	"booking_id" integer,
	"about_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"original_text" text,
	"away_settled_at" timestamp with time zone,
	CONSTRAINT "messages_side_check" CHECK ("messages"."side" in ('owner', 'counterpart'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_category_check";--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_counterpart_read_by_users_id_fk" FOREIGN KEY ("counterpart_read_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_business_owner_idx" ON "conversations" USING btree ("owner_id") WHERE "conversations"."kind" = 'business';--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_trainer_owner_idx" ON "conversations" USING btree ("owner_id","trainer_id") WHERE "conversations"."kind" = 'trainer';--> statement-breakpoint
CREATE INDEX "conversations_trainer_idx" ON "conversations" USING btree ("trainer_id","last_message_id");--> statement-breakpoint
CREATE INDEX "conversations_business_inbox_idx" ON "conversations" USING btree ("kind","status","last_message_id");--> statement-breakpoint
CREATE INDEX "message_attachments_message_idx" ON "message_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "messages_away_due_idx" ON "messages" USING btree ("created_at") WHERE "messages"."away_settled_at" is null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_category_check" CHECK ("notifications"."category" in ('bookings', 'training', 'programs', 'account', 'messages', 'general'));