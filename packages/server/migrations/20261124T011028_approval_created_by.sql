CREATE INDEX "recruitment_created_by_idx" ON "recruitment" USING btree ("created_by","id");
--> statement-breakpoint
CREATE INDEX "staff_leave_created_by_idx" ON "staff_leave" USING btree ("created_by","id");
