CREATE UNIQUE INDEX IF NOT EXISTS "reaction_created_by_comment_id_uq" ON "reaction" ("created_by", "comment_id") WHERE ("state" = 'ACTIVE' AND "target_type" = 'COMMENT');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "reaction_created_by_target_id_uq" ON "reaction" ("created_by", "target_id") WHERE ("state" = 'ACTIVE' AND "target_type" = 'NEWS');
