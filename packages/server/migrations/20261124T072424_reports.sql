DROP TABLE IF EXISTS "report_book_car";
CREATE TABLE "report_book_car" ("day" date NOT NULL, "status" text NOT NULL DEFAULT '', "business_travel" text NOT NULL DEFAULT '', "unit" bigint NOT NULL DEFAULT 0, "n" bigint NOT NULL DEFAULT 0, "m_hours" float8 NOT NULL DEFAULT 0, "m_passengers" float8 NOT NULL DEFAULT 0, PRIMARY KEY ("day", "status", "business_travel", "unit"));
CREATE OR REPLACE FUNCTION "report_book_car_roll"() RETURNS trigger LANGUAGE plpgsql AS $roll$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."state", OLD."start_time", OLD."status", OLD."is_business_travel", OLD."car_id", OLD."end_time", OLD."passenger_count") IS NOT DISTINCT FROM (NEW."state", NEW."start_time", NEW."status", NEW."is_business_travel", NEW."car_id", NEW."end_time", NEW."passenger_count") THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' AND OLD."state" = 'ACTIVE' AND OLD."start_time" IS NOT NULL THEN
    INSERT INTO "report_book_car" AS r ("day", "status", "business_travel", "unit", "n", "m_hours", "m_passengers") VALUES ((OLD."start_time" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(OLD."status"::text, ''), coalesce(OLD."is_business_travel"::text, ''), coalesce((SELECT s."unit_id" FROM "service_car" s WHERE s.id = OLD."car_id"), 0), -1, -coalesce(extract(epoch from (OLD."end_time" - OLD."start_time")) / 3600.0, 0)::float8, -coalesce(OLD."passenger_count", 0)::float8)
      ON CONFLICT ("day", "status", "business_travel", "unit") DO UPDATE SET "n" = r."n" + EXCLUDED."n", "m_hours" = r."m_hours" + EXCLUDED."m_hours", "m_passengers" = r."m_passengers" + EXCLUDED."m_passengers";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."state" = 'ACTIVE' AND NEW."start_time" IS NOT NULL THEN
    INSERT INTO "report_book_car" AS r ("day", "status", "business_travel", "unit", "n", "m_hours", "m_passengers") VALUES ((NEW."start_time" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(NEW."status"::text, ''), coalesce(NEW."is_business_travel"::text, ''), coalesce((SELECT s."unit_id" FROM "service_car" s WHERE s.id = NEW."car_id"), 0), 1, coalesce(extract(epoch from (NEW."end_time" - NEW."start_time")) / 3600.0, 0)::float8, coalesce(NEW."passenger_count", 0)::float8)
      ON CONFLICT ("day", "status", "business_travel", "unit") DO UPDATE SET "n" = r."n" + EXCLUDED."n", "m_hours" = r."m_hours" + EXCLUDED."m_hours", "m_passengers" = r."m_passengers" + EXCLUDED."m_passengers";
  END IF;
  RETURN NULL;
END
$roll$;
CREATE TRIGGER "report_book_car_trg" AFTER INSERT OR UPDATE OR DELETE ON "book_car" FOR EACH ROW EXECUTE FUNCTION "report_book_car_roll"();
INSERT INTO "report_book_car" ("day", "status", "business_travel", "unit", "n", "m_hours", "m_passengers")
  SELECT (t."start_time" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(t."status"::text, ''), coalesce(t."is_business_travel"::text, ''), coalesce((SELECT s."unit_id" FROM "service_car" s WHERE s.id = t."car_id"), 0), count(*), sum(coalesce(extract(epoch from (t."end_time" - t."start_time")) / 3600.0, 0)::float8), sum(coalesce(t."passenger_count", 0)::float8)
  FROM "book_car" t WHERE t."state" = 'ACTIVE' AND t."start_time" IS NOT NULL GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
DROP TABLE IF EXISTS "report_book_room";
CREATE TABLE "report_book_room" ("day" date NOT NULL, "status" text NOT NULL DEFAULT '', "area" bigint NOT NULL DEFAULT 0, "unit" bigint NOT NULL DEFAULT 0, "n" bigint NOT NULL DEFAULT 0, "m_hours" float8 NOT NULL DEFAULT 0, "m_attendees" float8 NOT NULL DEFAULT 0, PRIMARY KEY ("day", "status", "area", "unit"));
CREATE OR REPLACE FUNCTION "report_book_room_roll"() RETURNS trigger LANGUAGE plpgsql AS $roll$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."state", OLD."start_time", OLD."status", OLD."room_id", OLD."end_time", OLD."attendee_count") IS NOT DISTINCT FROM (NEW."state", NEW."start_time", NEW."status", NEW."room_id", NEW."end_time", NEW."attendee_count") THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' AND OLD."state" = 'ACTIVE' AND OLD."start_time" IS NOT NULL THEN
    INSERT INTO "report_book_room" AS r ("day", "status", "area", "unit", "n", "m_hours", "m_attendees") VALUES ((OLD."start_time" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(OLD."status"::text, ''), coalesce((SELECT s."area_id" FROM "room" s WHERE s.id = OLD."room_id"), 0), coalesce((SELECT s."unit_id" FROM "room" s WHERE s.id = OLD."room_id"), 0), -1, -coalesce(extract(epoch from (OLD."end_time" - OLD."start_time")) / 3600.0, 0)::float8, -coalesce(OLD."attendee_count", 0)::float8)
      ON CONFLICT ("day", "status", "area", "unit") DO UPDATE SET "n" = r."n" + EXCLUDED."n", "m_hours" = r."m_hours" + EXCLUDED."m_hours", "m_attendees" = r."m_attendees" + EXCLUDED."m_attendees";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."state" = 'ACTIVE' AND NEW."start_time" IS NOT NULL THEN
    INSERT INTO "report_book_room" AS r ("day", "status", "area", "unit", "n", "m_hours", "m_attendees") VALUES ((NEW."start_time" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(NEW."status"::text, ''), coalesce((SELECT s."area_id" FROM "room" s WHERE s.id = NEW."room_id"), 0), coalesce((SELECT s."unit_id" FROM "room" s WHERE s.id = NEW."room_id"), 0), 1, coalesce(extract(epoch from (NEW."end_time" - NEW."start_time")) / 3600.0, 0)::float8, coalesce(NEW."attendee_count", 0)::float8)
      ON CONFLICT ("day", "status", "area", "unit") DO UPDATE SET "n" = r."n" + EXCLUDED."n", "m_hours" = r."m_hours" + EXCLUDED."m_hours", "m_attendees" = r."m_attendees" + EXCLUDED."m_attendees";
  END IF;
  RETURN NULL;
END
$roll$;
CREATE TRIGGER "report_book_room_trg" AFTER INSERT OR UPDATE OR DELETE ON "book_room" FOR EACH ROW EXECUTE FUNCTION "report_book_room_roll"();
INSERT INTO "report_book_room" ("day", "status", "area", "unit", "n", "m_hours", "m_attendees")
  SELECT (t."start_time" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(t."status"::text, ''), coalesce((SELECT s."area_id" FROM "room" s WHERE s.id = t."room_id"), 0), coalesce((SELECT s."unit_id" FROM "room" s WHERE s.id = t."room_id"), 0), count(*), sum(coalesce(extract(epoch from (t."end_time" - t."start_time")) / 3600.0, 0)::float8), sum(coalesce(t."attendee_count", 0)::float8)
  FROM "book_room" t WHERE t."state" = 'ACTIVE' AND t."start_time" IS NOT NULL GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
DROP TABLE IF EXISTS "report_recruitment_event";
CREATE TABLE "report_recruitment_event" ("day" date NOT NULL, "status" text NOT NULL DEFAULT '', "source" bigint NOT NULL DEFAULT 0, "unit" bigint NOT NULL DEFAULT 0, "n" bigint NOT NULL DEFAULT 0, PRIMARY KEY ("day", "status", "source", "unit"));
CREATE OR REPLACE FUNCTION "report_recruitment_event_roll"() RETURNS trigger LANGUAGE plpgsql AS $roll$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."state", OLD."created_date", OLD."status", OLD."source_id", OLD."recruitment_id") IS NOT DISTINCT FROM (NEW."state", NEW."created_date", NEW."status", NEW."source_id", NEW."recruitment_id") THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' AND OLD."state" = 'ACTIVE' AND OLD."created_date" IS NOT NULL THEN
    INSERT INTO "report_recruitment_event" AS r ("day", "status", "source", "unit", "n") VALUES ((OLD."created_date" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(OLD."status"::text, ''), coalesce(OLD."source_id", 0), coalesce((SELECT s."unit_id" FROM "recruitment" s WHERE s.id = OLD."recruitment_id"), 0), -1)
      ON CONFLICT ("day", "status", "source", "unit") DO UPDATE SET "n" = r."n" + EXCLUDED."n";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."state" = 'ACTIVE' AND NEW."created_date" IS NOT NULL THEN
    INSERT INTO "report_recruitment_event" AS r ("day", "status", "source", "unit", "n") VALUES ((NEW."created_date" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(NEW."status"::text, ''), coalesce(NEW."source_id", 0), coalesce((SELECT s."unit_id" FROM "recruitment" s WHERE s.id = NEW."recruitment_id"), 0), 1)
      ON CONFLICT ("day", "status", "source", "unit") DO UPDATE SET "n" = r."n" + EXCLUDED."n";
  END IF;
  RETURN NULL;
END
$roll$;
CREATE TRIGGER "report_recruitment_event_trg" AFTER INSERT OR UPDATE OR DELETE ON "candidate" FOR EACH ROW EXECUTE FUNCTION "report_recruitment_event_roll"();
INSERT INTO "report_recruitment_event" ("day", "status", "source", "unit", "n")
  SELECT (t."created_date" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(t."status"::text, ''), coalesce(t."source_id", 0), coalesce((SELECT s."unit_id" FROM "recruitment" s WHERE s.id = t."recruitment_id"), 0), count(*)
  FROM "candidate" t WHERE t."state" = 'ACTIVE' AND t."created_date" IS NOT NULL GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
DROP TABLE IF EXISTS "report_recruitment";
CREATE TABLE "report_recruitment" ("day" date NOT NULL, "status" text NOT NULL DEFAULT '', "unit" bigint NOT NULL DEFAULT 0, "n" bigint NOT NULL DEFAULT 0, "m_headcount" float8 NOT NULL DEFAULT 0, PRIMARY KEY ("day", "status", "unit"));
CREATE OR REPLACE FUNCTION "report_recruitment_roll"() RETURNS trigger LANGUAGE plpgsql AS $roll$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."state", OLD."created_date", OLD."status", OLD."unit_id", OLD."quantity") IS NOT DISTINCT FROM (NEW."state", NEW."created_date", NEW."status", NEW."unit_id", NEW."quantity") THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' AND OLD."state" = 'ACTIVE' AND OLD."created_date" IS NOT NULL THEN
    INSERT INTO "report_recruitment" AS r ("day", "status", "unit", "n", "m_headcount") VALUES ((OLD."created_date" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(OLD."status"::text, ''), coalesce(OLD."unit_id", 0), -1, -coalesce(OLD."quantity", 0)::float8)
      ON CONFLICT ("day", "status", "unit") DO UPDATE SET "n" = r."n" + EXCLUDED."n", "m_headcount" = r."m_headcount" + EXCLUDED."m_headcount";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."state" = 'ACTIVE' AND NEW."created_date" IS NOT NULL THEN
    INSERT INTO "report_recruitment" AS r ("day", "status", "unit", "n", "m_headcount") VALUES ((NEW."created_date" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(NEW."status"::text, ''), coalesce(NEW."unit_id", 0), 1, coalesce(NEW."quantity", 0)::float8)
      ON CONFLICT ("day", "status", "unit") DO UPDATE SET "n" = r."n" + EXCLUDED."n", "m_headcount" = r."m_headcount" + EXCLUDED."m_headcount";
  END IF;
  RETURN NULL;
END
$roll$;
CREATE TRIGGER "report_recruitment_trg" AFTER INSERT OR UPDATE OR DELETE ON "recruitment" FOR EACH ROW EXECUTE FUNCTION "report_recruitment_roll"();
INSERT INTO "report_recruitment" ("day", "status", "unit", "n", "m_headcount")
  SELECT (t."created_date" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(t."status"::text, ''), coalesce(t."unit_id", 0), count(*), sum(coalesce(t."quantity", 0)::float8)
  FROM "recruitment" t WHERE t."state" = 'ACTIVE' AND t."created_date" IS NOT NULL GROUP BY 1, 2, 3;
--> statement-breakpoint
DROP TABLE IF EXISTS "report_ticket";
CREATE TABLE "report_ticket" ("day" date NOT NULL, "status" bigint NOT NULL DEFAULT 0, "category" bigint NOT NULL DEFAULT 0, "priority" text NOT NULL DEFAULT '', "unit" bigint NOT NULL DEFAULT 0, "n" bigint NOT NULL DEFAULT 0, PRIMARY KEY ("day", "status", "category", "priority", "unit"));
CREATE OR REPLACE FUNCTION "report_ticket_roll"() RETURNS trigger LANGUAGE plpgsql AS $roll$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."state", OLD."created_date", OLD."setting_status_id", OLD."category_id", OLD."priority", OLD."request_staff_id") IS NOT DISTINCT FROM (NEW."state", NEW."created_date", NEW."setting_status_id", NEW."category_id", NEW."priority", NEW."request_staff_id") THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' AND OLD."state" = 'ACTIVE' AND OLD."created_date" IS NOT NULL THEN
    INSERT INTO "report_ticket" AS r ("day", "status", "category", "priority", "unit", "n") VALUES ((OLD."created_date" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(OLD."setting_status_id", 0), coalesce(OLD."category_id", 0), coalesce(OLD."priority"::text, ''), coalesce((SELECT s."unit_id" FROM "staff" s WHERE s.id = OLD."request_staff_id"), 0), -1)
      ON CONFLICT ("day", "status", "category", "priority", "unit") DO UPDATE SET "n" = r."n" + EXCLUDED."n";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."state" = 'ACTIVE' AND NEW."created_date" IS NOT NULL THEN
    INSERT INTO "report_ticket" AS r ("day", "status", "category", "priority", "unit", "n") VALUES ((NEW."created_date" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(NEW."setting_status_id", 0), coalesce(NEW."category_id", 0), coalesce(NEW."priority"::text, ''), coalesce((SELECT s."unit_id" FROM "staff" s WHERE s.id = NEW."request_staff_id"), 0), 1)
      ON CONFLICT ("day", "status", "category", "priority", "unit") DO UPDATE SET "n" = r."n" + EXCLUDED."n";
  END IF;
  RETURN NULL;
END
$roll$;
CREATE TRIGGER "report_ticket_trg" AFTER INSERT OR UPDATE OR DELETE ON "ticket" FOR EACH ROW EXECUTE FUNCTION "report_ticket_roll"();
INSERT INTO "report_ticket" ("day", "status", "category", "priority", "unit", "n")
  SELECT (t."created_date" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(t."setting_status_id", 0), coalesce(t."category_id", 0), coalesce(t."priority"::text, ''), coalesce((SELECT s."unit_id" FROM "staff" s WHERE s.id = t."request_staff_id"), 0), count(*)
  FROM "ticket" t WHERE t."state" = 'ACTIVE' AND t."created_date" IS NOT NULL GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
DROP TABLE IF EXISTS "report_working_schedule";
CREATE TABLE "report_working_schedule" ("day" date NOT NULL, "unit" bigint NOT NULL DEFAULT 0, "n" bigint NOT NULL DEFAULT 0, "m_hours" float8 NOT NULL DEFAULT 0, PRIMARY KEY ("day", "unit"));
CREATE OR REPLACE FUNCTION "report_working_schedule_roll"() RETURNS trigger LANGUAGE plpgsql AS $roll$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."state", OLD."start_time", OLD."unit_id", OLD."end_time") IS NOT DISTINCT FROM (NEW."state", NEW."start_time", NEW."unit_id", NEW."end_time") THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' AND OLD."state" = 'ACTIVE' AND OLD."start_time" IS NOT NULL THEN
    INSERT INTO "report_working_schedule" AS r ("day", "unit", "n", "m_hours") VALUES ((OLD."start_time" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(OLD."unit_id", 0), -1, -coalesce(extract(epoch from (OLD."end_time" - OLD."start_time")) / 3600.0, 0)::float8)
      ON CONFLICT ("day", "unit") DO UPDATE SET "n" = r."n" + EXCLUDED."n", "m_hours" = r."m_hours" + EXCLUDED."m_hours";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."state" = 'ACTIVE' AND NEW."start_time" IS NOT NULL THEN
    INSERT INTO "report_working_schedule" AS r ("day", "unit", "n", "m_hours") VALUES ((NEW."start_time" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(NEW."unit_id", 0), 1, coalesce(extract(epoch from (NEW."end_time" - NEW."start_time")) / 3600.0, 0)::float8)
      ON CONFLICT ("day", "unit") DO UPDATE SET "n" = r."n" + EXCLUDED."n", "m_hours" = r."m_hours" + EXCLUDED."m_hours";
  END IF;
  RETURN NULL;
END
$roll$;
CREATE TRIGGER "report_working_schedule_trg" AFTER INSERT OR UPDATE OR DELETE ON "working_schedule" FOR EACH ROW EXECUTE FUNCTION "report_working_schedule_roll"();
INSERT INTO "report_working_schedule" ("day", "unit", "n", "m_hours")
  SELECT (t."start_time" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(t."unit_id", 0), count(*), sum(coalesce(extract(epoch from (t."end_time" - t."start_time")) / 3600.0, 0)::float8)
  FROM "working_schedule" t WHERE t."state" = 'ACTIVE' AND t."start_time" IS NOT NULL GROUP BY 1, 2;
