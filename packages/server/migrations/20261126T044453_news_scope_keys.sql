DROP INDEX IF EXISTS "news_scope_list_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_scope_list_idx" ON "news" ("state", "status", "is_hide", "is_show", "created_date" DESC, "id" DESC) INCLUDE ("release_date", "expiration_date");
