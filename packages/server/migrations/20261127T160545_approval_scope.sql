DROP INDEX IF EXISTS "approval_process_source_type_unit_id_uq";
--> statement-breakpoint
ALTER TABLE "approval_process" ADD COLUMN "scope_resource" varchar(60);
--> statement-breakpoint
ALTER TABLE "approval_process" ADD COLUMN "scope_id" integer;
--> statement-breakpoint
ALTER TABLE "approval_step" ADD COLUMN "scope_position" varchar(30);
--> statement-breakpoint
CREATE INDEX "approval_process_scope_resource_idx" ON "approval_process" USING btree ("scope_resource","id");
--> statement-breakpoint
CREATE INDEX "approval_process_scope_id_idx" ON "approval_process" USING btree ("scope_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "approval_process_source_type_unit_id_scope_resource_scope_id_uq" ON "approval_process" ("source_type", "unit_id", lower("scope_resource"), "scope_id") WHERE ("state" = 'ACTIVE');
