DROP TABLE IF EXISTS "report_event";
CREATE TABLE "report_event" ("day" date NOT NULL, "status" text NOT NULL DEFAULT '', "realm" bigint NOT NULL DEFAULT 0, "n" bigint NOT NULL DEFAULT 0, "m_hours" float8 NOT NULL DEFAULT 0, "m_places" float8 NOT NULL DEFAULT 0, PRIMARY KEY ("day", "status", "realm"));
CREATE OR REPLACE FUNCTION "report_event_roll"() RETURNS trigger LANGUAGE plpgsql AS $roll$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."state", OLD."start_date", OLD."status", OLD."realm_id", OLD."end_date", OLD."registration_limit") IS NOT DISTINCT FROM (NEW."state", NEW."start_date", NEW."status", NEW."realm_id", NEW."end_date", NEW."registration_limit") THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' AND OLD."state" = 'ACTIVE' AND OLD."start_date" IS NOT NULL THEN
    INSERT INTO "report_event" AS r ("day", "status", "realm", "n", "m_hours", "m_places") VALUES ((OLD."start_date" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(OLD."status"::text, ''), coalesce(OLD."realm_id", 0), -1, -coalesce(extract(epoch from (OLD."end_date" - OLD."start_date")) / 3600.0, 0)::float8, -coalesce(OLD."registration_limit", 0)::float8)
      ON CONFLICT ("day", "status", "realm") DO UPDATE SET "n" = r."n" + EXCLUDED."n", "m_hours" = r."m_hours" + EXCLUDED."m_hours", "m_places" = r."m_places" + EXCLUDED."m_places";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."state" = 'ACTIVE' AND NEW."start_date" IS NOT NULL THEN
    INSERT INTO "report_event" AS r ("day", "status", "realm", "n", "m_hours", "m_places") VALUES ((NEW."start_date" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(NEW."status"::text, ''), coalesce(NEW."realm_id", 0), 1, coalesce(extract(epoch from (NEW."end_date" - NEW."start_date")) / 3600.0, 0)::float8, coalesce(NEW."registration_limit", 0)::float8)
      ON CONFLICT ("day", "status", "realm") DO UPDATE SET "n" = r."n" + EXCLUDED."n", "m_hours" = r."m_hours" + EXCLUDED."m_hours", "m_places" = r."m_places" + EXCLUDED."m_places";
  END IF;
  RETURN NULL;
END
$roll$;
CREATE TRIGGER "report_event_trg" AFTER INSERT OR UPDATE OR DELETE ON "internal_activity" FOR EACH ROW EXECUTE FUNCTION "report_event_roll"();
INSERT INTO "report_event" ("day", "status", "realm", "n", "m_hours", "m_places")
  SELECT (t."start_date" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(t."status"::text, ''), coalesce(t."realm_id", 0), count(*), sum(coalesce(extract(epoch from (t."end_date" - t."start_date")) / 3600.0, 0)::float8), sum(coalesce(t."registration_limit", 0)::float8)
  FROM "internal_activity" t WHERE t."state" = 'ACTIVE' AND t."start_date" IS NOT NULL GROUP BY 1, 2, 3;
