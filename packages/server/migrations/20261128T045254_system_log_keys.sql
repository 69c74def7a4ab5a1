ALTER TABLE "system_log" ADD COLUMN "message_key" varchar(100);
--> statement-breakpoint
ALTER TABLE "system_log" ADD COLUMN "message_params" jsonb;
