-- Two active processes of one kind for the same place (the whole group: no unit, no parent record)
-- were allowed, NULLs being distinct; the engine then picked one of them at random. The oldest stays
-- active, the later ones are set inactive (kept, and visible in the admin), before the index that
-- counts empty values as equal.
UPDATE "approval_process" p SET "state" = 'INACTIVE'
WHERE p."state" = 'ACTIVE' AND EXISTS (
  SELECT 1 FROM "approval_process" o
  WHERE o."state" = 'ACTIVE' AND o."id" < p."id" AND o."source_type" = p."source_type"
    AND o."unit_id" IS NOT DISTINCT FROM p."unit_id"
    AND lower(o."scope_resource") IS NOT DISTINCT FROM lower(p."scope_resource")
    AND o."scope_id" IS NOT DISTINCT FROM p."scope_id"
);
--> statement-breakpoint
DROP INDEX IF EXISTS "approval_process_source_type_unit_id_scope_resource_scope_id_uq";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "approval_process_source_type_unit_id_scope_resource_scope_id_uq" ON "approval_process" ("source_type", "unit_id", lower("scope_resource"), "scope_id") NULLS NOT DISTINCT WHERE ("state" = 'ACTIVE');
