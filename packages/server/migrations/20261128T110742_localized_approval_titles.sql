DROP TRIGGER IF EXISTS "approval_request_search_dense_upd" ON "approval_request";
--> statement-breakpoint
ALTER TABLE "approval_request" DROP COLUMN IF EXISTS "search_vec";
--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'approval_request' AND column_name = 'search_vec') THEN ALTER TABLE "approval_request" ALTER COLUMN "search_vec" SET STORAGE EXTENDED; END IF; END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "approval_step_search_dense_upd" ON "approval_step";
--> statement-breakpoint
ALTER TABLE "approval_step" DROP COLUMN IF EXISTS "search_vec";
--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'approval_step' AND column_name = 'search_vec') THEN ALTER TABLE "approval_step" ALTER COLUMN "search_vec" SET STORAGE EXTENDED; END IF; END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "asset_handover_search_dense_upd" ON "asset_handover";
--> statement-breakpoint
ALTER TABLE "asset_handover" DROP COLUMN IF EXISTS "search_vec";
--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'asset_handover' AND column_name = 'search_vec') THEN ALTER TABLE "asset_handover" ALTER COLUMN "search_vec" SET STORAGE EXTENDED; END IF; END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "implementation_approval_step_search_dense_upd" ON "implementation_approval_step";
--> statement-breakpoint
ALTER TABLE "implementation_approval_step" DROP COLUMN IF EXISTS "search_vec";
--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'implementation_approval_step' AND column_name = 'search_vec') THEN ALTER TABLE "implementation_approval_step" ALTER COLUMN "search_vec" SET STORAGE EXTENDED; END IF; END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "staff_leave_search_dense_upd" ON "staff_leave";
--> statement-breakpoint
ALTER TABLE "staff_leave" DROP COLUMN IF EXISTS "search_vec";
--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'staff_leave' AND column_name = 'search_vec') THEN ALTER TABLE "staff_leave" ALTER COLUMN "search_vec" SET STORAGE EXTENDED; END IF; END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "time_keeping_explanation_search_dense_upd" ON "time_keeping_explanation";
--> statement-breakpoint
ALTER TABLE "time_keeping_explanation" DROP COLUMN IF EXISTS "search_vec";
--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'time_keeping_explanation' AND column_name = 'search_vec') THEN ALTER TABLE "time_keeping_explanation" ALTER COLUMN "search_vec" SET STORAGE EXTENDED; END IF; END $$;
--> statement-breakpoint
ALTER TABLE "approval_request" ADD COLUMN "title_en" varchar(300);
--> statement-breakpoint
ALTER TABLE "approval_step" ADD COLUMN "name_en" varchar(200);
--> statement-breakpoint
ALTER TABLE "asset_handover" ADD COLUMN "title_en" varchar(300);
--> statement-breakpoint
ALTER TABLE "implementation_approval_step" ADD COLUMN "name_en" varchar(200);
--> statement-breakpoint
ALTER TABLE "staff_leave" ADD COLUMN "title_en" varchar(300);
--> statement-breakpoint
ALTER TABLE "time_keeping_explanation" ADD COLUMN "title_en" varchar(300);
--> statement-breakpoint
ALTER TABLE "approval_request" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "approval_request_search_vec_gin" ON "approval_request" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "approval_step" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "approval_step_search_vec_gin" ON "approval_step" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "asset_handover" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "asset_handover_search_vec_gin" ON "asset_handover" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_approval_step" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_approval_step_search_vec_gin" ON "implementation_approval_step" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "staff_leave" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "staff_leave_search_vec_gin" ON "staff_leave" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "time_keeping_explanation" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "time_keeping_explanation_search_vec_gin" ON "time_keeping_explanation" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "approval_request" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "approval_step" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "asset_handover" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "implementation_approval_step" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "staff_leave" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "time_keeping_explanation" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
CREATE TRIGGER "approval_request_search_dense_upd" AFTER UPDATE ON "approval_request" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "approval_step_search_dense_upd" AFTER UPDATE ON "approval_step" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "asset_handover_search_dense_upd" AFTER UPDATE ON "asset_handover" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_approval_step_search_dense_upd" AFTER UPDATE ON "implementation_approval_step" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "staff_leave_search_dense_upd" AFTER UPDATE ON "staff_leave" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "time_keeping_explanation_search_dense_upd" AFTER UPDATE ON "time_keeping_explanation" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
-- Existing rows get an English text at once (issue 38 item 4): a leave's title with its type's
-- English name, a handover's with the English wording, everything else a copy of the Vietnamese.
UPDATE "staff_leave" l SET "title_en" = left(replace(l."title", ': ' || t."name" || ' ', ': ' || coalesce(nullif(t."name_en", ''), t."name") || ' '), 300)
  FROM "staff_setting_leave_type" t WHERE t."id" = l."leave_type_id" AND l."title" IS NOT NULL AND l."title_en" IS NULL;
--> statement-breakpoint
UPDATE "staff_leave" SET "title_en" = "title" WHERE "title_en" IS NULL;
--> statement-breakpoint
UPDATE "asset_handover" h SET "title_en" = left('Handover of ' || a."code" || ' - ' || coalesce(nullif(a."name_en", ''), a."name"), 300)
  FROM "asset" a WHERE a."id" = h."asset_id" AND h."title" = left('Bàn giao ' || a."code" || ' - ' || a."name", 300) AND h."title_en" IS NULL;
--> statement-breakpoint
UPDATE "asset_handover" SET "title_en" = left(regexp_replace("title", '^Bàn giao ', 'Handover of '), 300) WHERE "title_en" IS NULL;
--> statement-breakpoint
UPDATE "time_keeping_explanation" SET "title_en" = "title" WHERE "title_en" IS NULL;
--> statement-breakpoint
UPDATE "approval_request" q SET "title_en" = l."title_en" FROM "staff_leave" l WHERE q."target_type" = 'staff_leave' AND l."id" = q."target_id" AND q."title_en" IS NULL;
--> statement-breakpoint
UPDATE "approval_request" q SET "title_en" = h."title_en" FROM "asset_handover" h WHERE q."target_type" = 'asset_handover' AND h."id" = q."target_id" AND q."title_en" IS NULL;
--> statement-breakpoint
UPDATE "approval_request" q SET "title_en" = left(x."title_en", 300) FROM "time_keeping_explanation" x WHERE q."target_type" = 'time_keeping_explanation' AND x."id" = q."target_id" AND x."title_en" <> '' AND q."title_en" IS NULL;
--> statement-breakpoint
UPDATE "approval_request" q SET "title_en" = left(x."title_en", 300) FROM "implementation_memo" x WHERE q."target_type" = 'implementation_memo' AND x."id" = q."target_id" AND x."title_en" <> '' AND q."title_en" IS NULL;
--> statement-breakpoint
UPDATE "approval_request" q SET "title_en" = left(x."title_en", 300) FROM "implementation_supply" x WHERE q."target_type" = 'implementation_supply' AND x."id" = q."target_id" AND x."title_en" <> '' AND q."title_en" IS NULL;
--> statement-breakpoint
UPDATE "approval_request" q SET "title_en" = left(x."title_en", 300) FROM "business_feasibility" x WHERE q."target_type" = 'business_feasibility' AND x."id" = q."target_id" AND x."title_en" <> '' AND q."title_en" IS NULL;
--> statement-breakpoint
UPDATE "approval_request" SET "title_en" = "title" WHERE "title_en" IS NULL;
--> statement-breakpoint
UPDATE "approval_step" SET "name_en" = "name" WHERE "name_en" IS NULL;
--> statement-breakpoint
UPDATE "implementation_approval_step" SET "name_en" = "name" WHERE "name_en" IS NULL;
