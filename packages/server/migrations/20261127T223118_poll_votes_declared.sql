CREATE UNIQUE INDEX IF NOT EXISTS "poll_vote_poll_id_created_by_uq" ON "poll_vote" ("poll_id", "created_by") WHERE ("state" = 'ACTIVE');
