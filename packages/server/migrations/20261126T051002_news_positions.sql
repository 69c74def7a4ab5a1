CREATE INDEX IF NOT EXISTS "news_scope_expiration_date_idx" ON "news" ("state", "status", "is_hide", "is_show", "expiration_date");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_scope_release_date_idx" ON "news" ("state", "status", "is_hide", "is_show", "release_date");
--> statement-breakpoint
DROP TABLE IF EXISTS "report_list_news";
CREATE TABLE "report_list_news" ("day" date NOT NULL, "status" text NOT NULL DEFAULT '', "is_hide" text NOT NULL DEFAULT '', "is_show" text NOT NULL DEFAULT '', "n" bigint NOT NULL DEFAULT 0, PRIMARY KEY ("day", "status", "is_hide", "is_show"));
CREATE OR REPLACE FUNCTION "report_list_news_roll"() RETURNS trigger LANGUAGE plpgsql AS $roll$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."state", OLD."created_date", OLD."status", OLD."is_hide", OLD."is_show") IS NOT DISTINCT FROM (NEW."state", NEW."created_date", NEW."status", NEW."is_hide", NEW."is_show") THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' AND OLD."state" = 'ACTIVE' AND OLD."created_date" IS NOT NULL THEN
    INSERT INTO "report_list_news" AS r ("day", "status", "is_hide", "is_show", "n") VALUES ((OLD."created_date" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(OLD."status"::text, ''), coalesce(OLD."is_hide"::text, ''), coalesce(OLD."is_show"::text, ''), -1)
      ON CONFLICT ("day", "status", "is_hide", "is_show") DO UPDATE SET "n" = r."n" + EXCLUDED."n";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."state" = 'ACTIVE' AND NEW."created_date" IS NOT NULL THEN
    INSERT INTO "report_list_news" AS r ("day", "status", "is_hide", "is_show", "n") VALUES ((NEW."created_date" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(NEW."status"::text, ''), coalesce(NEW."is_hide"::text, ''), coalesce(NEW."is_show"::text, ''), 1)
      ON CONFLICT ("day", "status", "is_hide", "is_show") DO UPDATE SET "n" = r."n" + EXCLUDED."n";
  END IF;
  RETURN NULL;
END
$roll$;
CREATE TRIGGER "report_list_news_trg" AFTER INSERT OR UPDATE OR DELETE ON "news" FOR EACH ROW EXECUTE FUNCTION "report_list_news_roll"();
INSERT INTO "report_list_news" ("day", "status", "is_hide", "is_show", "n")
  SELECT (t."created_date" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(t."status"::text, ''), coalesce(t."is_hide"::text, ''), coalesce(t."is_show"::text, ''), count(*)
  FROM "news" t WHERE t."state" = 'ACTIVE' AND t."created_date" IS NOT NULL GROUP BY 1, 2, 3, 4;
CREATE INDEX "report_list_news_scan" ON "report_list_news" ("status", "is_hide", "is_show", "day") INCLUDE ("n");
