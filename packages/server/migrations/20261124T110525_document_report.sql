DROP TABLE IF EXISTS "report_document";
CREATE TABLE "report_document" ("day" date NOT NULL, "type" bigint NOT NULL DEFAULT 0, "realm" bigint NOT NULL DEFAULT 0, "access" text NOT NULL DEFAULT '', "unit" bigint NOT NULL DEFAULT 0, "n" bigint NOT NULL DEFAULT 0, PRIMARY KEY ("day", "type", "realm", "access", "unit"));
CREATE OR REPLACE FUNCTION "report_document_roll"() RETURNS trigger LANGUAGE plpgsql AS $roll$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."state", OLD."issued_date", OLD."type_id", OLD."realm_id", OLD."access_scope", OLD."issuing_unit_id") IS NOT DISTINCT FROM (NEW."state", NEW."issued_date", NEW."type_id", NEW."realm_id", NEW."access_scope", NEW."issuing_unit_id") THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' AND OLD."state" = 'ACTIVE' AND OLD."issued_date" IS NOT NULL THEN
    INSERT INTO "report_document" AS r ("day", "type", "realm", "access", "unit", "n") VALUES (OLD."issued_date", coalesce(OLD."type_id", 0), coalesce(OLD."realm_id", 0), coalesce(OLD."access_scope"::text, ''), coalesce(OLD."issuing_unit_id", 0), -1)
      ON CONFLICT ("day", "type", "realm", "access", "unit") DO UPDATE SET "n" = r."n" + EXCLUDED."n";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."state" = 'ACTIVE' AND NEW."issued_date" IS NOT NULL THEN
    INSERT INTO "report_document" AS r ("day", "type", "realm", "access", "unit", "n") VALUES (NEW."issued_date", coalesce(NEW."type_id", 0), coalesce(NEW."realm_id", 0), coalesce(NEW."access_scope"::text, ''), coalesce(NEW."issuing_unit_id", 0), 1)
      ON CONFLICT ("day", "type", "realm", "access", "unit") DO UPDATE SET "n" = r."n" + EXCLUDED."n";
  END IF;
  RETURN NULL;
END
$roll$;
CREATE TRIGGER "report_document_trg" AFTER INSERT OR UPDATE OR DELETE ON "document" FOR EACH ROW EXECUTE FUNCTION "report_document_roll"();
INSERT INTO "report_document" ("day", "type", "realm", "access", "unit", "n")
  SELECT t."issued_date", coalesce(t."type_id", 0), coalesce(t."realm_id", 0), coalesce(t."access_scope"::text, ''), coalesce(t."issuing_unit_id", 0), count(*)
  FROM "document" t WHERE t."state" = 'ACTIVE' AND t."issued_date" IS NOT NULL GROUP BY 1, 2, 3, 4, 5;
