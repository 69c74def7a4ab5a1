ALTER TABLE "implementation_review_point_line" ALTER COLUMN "criterion" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "implementation_review_point_line" ALTER COLUMN "weight" SET DATA TYPE numeric(18, 2);
--> statement-breakpoint
ALTER TABLE "implementation_review_point_line" ALTER COLUMN "weight" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "implementation_review_point_line" ALTER COLUMN "point" SET DATA TYPE numeric(18, 2);
--> statement-breakpoint
ALTER TABLE "implementation_review_cost" ADD COLUMN "committee_position_ids" bigint[];
--> statement-breakpoint
ALTER TABLE "implementation_review_point_line" ADD COLUMN "item_id" bigint;
--> statement-breakpoint
ALTER TABLE "implementation_review_point_line" ADD COLUMN "max_point" numeric(18, 2);
--> statement-breakpoint
ALTER TABLE "implementation_review_point_line" ADD CONSTRAINT "implementation_review_point_line_item_id_implementation_review_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."implementation_review_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "implementation_review_point_line_item_id_idx" ON "implementation_review_point_line" USING btree ("item_id");
--> statement-breakpoint
UPDATE "implementation_review_point_line" SET "max_point" = 10 WHERE "max_point" IS NULL;
