CREATE INDEX IF NOT EXISTS "about_content_scope_list_idx" ON "about_content" ("state", "ordering" ASC, "created_date" DESC, "id" ASC) INCLUDE ("status");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "chairman_message_scope_list_idx" ON "chairman_message" ("state", "year" DESC, "created_date" DESC, "id" DESC) INCLUDE ("status");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "culture_content_scope_list_idx" ON "culture_content" ("state", "ordering" ASC, "created_date" DESC, "id" ASC) INCLUDE ("status");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "digital_lib_scope_list_idx" ON "digital_lib" ("state", "ordering" ASC, "created_date" DESC, "id" ASC) INCLUDE ("status", "is_hide", "start_date", "end_date");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "greeting_card_scope_list_idx" ON "greeting_card" ("state", "release_date" DESC, "id" DESC) INCLUDE ("status", "expiration_date");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "marketing_scope_list_idx" ON "marketing" ("state", "created_date" DESC, "id" DESC) INCLUDE ("status");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "message_of_bod_scope_list_idx" ON "message_of_bod" ("state", "created_date" DESC, "id" DESC) INCLUDE ("status");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_scope_list_idx" ON "news" ("state", "created_date" DESC, "id" DESC) INCLUDE ("status", "is_hide", "is_show", "release_date", "expiration_date");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "support_scope_list_idx" ON "support" ("state", "ordering" ASC, "created_date" DESC, "id" ASC) INCLUDE ("status");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "trade_mark_scope_list_idx" ON "trade_mark" ("state", "ordering" ASC, "created_date" DESC, "id" ASC) INCLUDE ("status");
