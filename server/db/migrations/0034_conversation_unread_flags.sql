ALTER TABLE "conversations" ADD COLUMN "owner_last_message_id" integer;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "counterpart_last_message_id" integer;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "owner_unread" boolean GENERATED ALWAYS AS (coalesce("conversations"."counterpart_last_message_id", 0) > coalesce("conversations"."owner_read_message_id", 0)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "counterpart_unread" boolean GENERATED ALWAYS AS (coalesce("conversations"."owner_last_message_id", 0) > coalesce("conversations"."counterpart_read_message_id", 0)) STORED NOT NULL;--> statement-breakpoint
-- Each side's newest message in the conversations there are (decisions.md 77); the unread flags follow.
UPDATE "conversations" c SET
  "owner_last_message_id" = (SELECT max(m."id") FROM "messages" m WHERE m."conversation_id" = c."id" AND m."side" = 'owner'),
  "counterpart_last_message_id" = (SELECT max(m."id") FROM "messages" m WHERE m."conversation_id" = c."id" AND m."side" = 'counterpart')
WHERE c."last_message_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "conversations_business_unread_idx" ON "conversations" USING btree ("counterpart_unread",coalesce("last_message_id", 0),"id") WHERE "conversations"."kind" = 'business';