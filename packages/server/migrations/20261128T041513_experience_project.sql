ALTER TABLE "experience_staff" ADD COLUMN "project_id" bigint;
--> statement-breakpoint
ALTER TABLE "experience_staff" ADD CONSTRAINT "experience_staff_project_id_implementation_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."implementation_project"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "experience_staff_project_id_idx" ON "experience_staff" USING btree ("project_id","id");
