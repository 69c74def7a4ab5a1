CREATE TABLE "candidate" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'PENDING' NOT NULL,
	"full_name" varchar(100) NOT NULL,
	"recruitment_id" bigint NOT NULL,
	"phone" varchar(20),
	"email" varchar(255),
	"gender" varchar(50),
	"date_of_birth" date,
	"address" varchar(300),
	"source_id" bigint,
	"referrer_id" bigint,
	"qualification_id" bigint,
	"major_id" bigint,
	"expected_salary" numeric(18, 2),
	"interview_date" date,
	"start_date" date,
	"failed_reason_id" bigint,
	"note" varchar(2000),
	"attachments" bigint[],
	"staff_id" bigint
);

--> statement-breakpoint
ALTER TABLE "recruitment" ADD COLUMN "hired_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "candidate" ADD CONSTRAINT "candidate_recruitment_id_recruitment_id_fk" FOREIGN KEY ("recruitment_id") REFERENCES "public"."recruitment"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "candidate" ADD CONSTRAINT "candidate_source_id_staff_setting_item_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."staff_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "candidate" ADD CONSTRAINT "candidate_referrer_id_staff_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "candidate" ADD CONSTRAINT "candidate_qualification_id_staff_setting_item_id_fk" FOREIGN KEY ("qualification_id") REFERENCES "public"."staff_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "candidate" ADD CONSTRAINT "candidate_major_id_staff_setting_item_id_fk" FOREIGN KEY ("major_id") REFERENCES "public"."staff_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "candidate" ADD CONSTRAINT "candidate_failed_reason_id_staff_setting_item_id_fk" FOREIGN KEY ("failed_reason_id") REFERENCES "public"."staff_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "candidate" ADD CONSTRAINT "candidate_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "candidate_state_created_date_idx" ON "candidate" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "candidate_status_idx" ON "candidate" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "candidate_recruitment_id_idx" ON "candidate" USING btree ("recruitment_id","id");
--> statement-breakpoint
CREATE INDEX "candidate_source_id_idx" ON "candidate" USING btree ("source_id","id");
--> statement-breakpoint
CREATE INDEX "candidate_referrer_id_idx" ON "candidate" USING btree ("referrer_id","id");
--> statement-breakpoint
CREATE INDEX "candidate_interview_date_idx" ON "candidate" USING btree ("interview_date","id");
--> statement-breakpoint
CREATE INDEX "candidate_phone_idx" ON "candidate" USING btree ("phone","id");
--> statement-breakpoint
CREATE INDEX "candidate_created_by_idx" ON "candidate" USING btree ("created_by","id");
--> statement-breakpoint
CREATE INDEX "candidate_created_date_idx" ON "candidate" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "candidate_updated_date_idx" ON "candidate" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "candidate_ordering_idx" ON "candidate" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "candidate_full_name_idx" ON "candidate" USING btree ("full_name","id");
--> statement-breakpoint
CREATE INDEX "candidate_qualification_id_idx" ON "candidate" USING btree ("qualification_id");
--> statement-breakpoint
CREATE INDEX "candidate_major_id_idx" ON "candidate" USING btree ("major_id");
--> statement-breakpoint
CREATE INDEX "candidate_failed_reason_id_idx" ON "candidate" USING btree ("failed_reason_id");
--> statement-breakpoint
CREATE INDEX "candidate_attachments_gin" ON "candidate" USING gin ("attachments");
--> statement-breakpoint
CREATE INDEX "candidate_staff_id_idx" ON "candidate" USING btree ("staff_id");
--> statement-breakpoint
CREATE INDEX "candidate_search_trgm" ON "candidate" USING gin (f_unaccent(lower(coalesce("full_name"::text, '') || ' ' || coalesce("phone"::text, '') || ' ' || coalesce("email"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "candidate_recruitment_id_phone_uq" ON "candidate" ("recruitment_id", lower("phone")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "candidate_staff_id_uq" ON "candidate" ("staff_id") WHERE ("state" = 'ACTIVE');
