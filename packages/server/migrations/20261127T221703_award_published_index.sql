CREATE INDEX IF NOT EXISTS "award_scope_list_idx" ON "award" ("state", "created_date" DESC, "id" DESC) INCLUDE ("status");
