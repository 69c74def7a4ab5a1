ALTER TABLE "contractor" ADD COLUMN "grade" varchar(50);
--> statement-breakpoint
CREATE INDEX "contractor_grade_idx" ON "contractor" USING btree ("grade","id");
