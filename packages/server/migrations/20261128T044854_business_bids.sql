CREATE TABLE "bid" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bid_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'DRAFT' NOT NULL,
	"project_id" bigint NOT NULL,
	"code" varchar(30) NOT NULL,
	"name" varchar(300) NOT NULL,
	"name_en" varchar(300),
	"kind_id" bigint,
	"method" varchar(50) DEFAULT 'LIMITED' NOT NULL,
	"scope" varchar(4000),
	"estimated_value" numeric(18, 0),
	"invited_contractor_ids" bigint[],
	"submission_deadline" timestamp with time zone NOT NULL,
	"opening_time" timestamp with time zone,
	"awarded_contractor_id" bigint,
	"awarded_price" numeric(18, 0),
	"awarded_date" date,
	"attachments" bigint[]
);

--> statement-breakpoint
CREATE TABLE "bid_deployment_checklist" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bid_deployment_checklist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"bid_id" bigint NOT NULL,
	"name" varchar(300) NOT NULL,
	"description" varchar(2000)
);

--> statement-breakpoint
CREATE TABLE "bid_deployment_checklist_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bid_deployment_checklist_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"checklist_id" bigint NOT NULL,
	"title" varchar(300) NOT NULL,
	"owner_id" bigint,
	"due_date" date,
	"is_done" boolean DEFAULT false NOT NULL,
	"done_date" date
);

--> statement-breakpoint
CREATE TABLE "bid_submission" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bid_submission_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"bid_id" bigint NOT NULL,
	"contractor_id" bigint NOT NULL,
	"price" numeric(18, 0) NOT NULL,
	"technical_score" numeric(18, 2),
	"duration_days" numeric(18, 0),
	"is_awarded" boolean DEFAULT false NOT NULL,
	"note" varchar(500)
);

--> statement-breakpoint
CREATE TABLE "contractor_evaluation" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contractor_evaluation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"contractor_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"period" varchar(20) NOT NULL,
	"group_id" bigint NOT NULL,
	"evaluator_id" bigint,
	"evaluation_date" date,
	"total_score" numeric(18, 2),
	"grade" varchar(50),
	"comment" varchar(2000)
);

--> statement-breakpoint
CREATE TABLE "contractor_evaluation_group" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contractor_evaluation_group_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_en" varchar(200),
	"description" varchar(1000),
	"is_active" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "contractor_evaluation_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contractor_evaluation_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"group_id" bigint NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_en" varchar(200),
	"weight" numeric(18, 2) NOT NULL,
	"guidance" varchar(1000)
);

--> statement-breakpoint
CREATE TABLE "contractor_evaluation_score" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contractor_evaluation_score_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"evaluation_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"score" numeric(18, 2) NOT NULL,
	"note" varchar(500)
);

--> statement-breakpoint
ALTER TABLE "bid" ADD CONSTRAINT "bid_project_id_project_business_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project_business"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bid" ADD CONSTRAINT "bid_kind_id_business_setting_item_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."business_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bid" ADD CONSTRAINT "bid_awarded_contractor_id_contractor_id_fk" FOREIGN KEY ("awarded_contractor_id") REFERENCES "public"."contractor"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bid_deployment_checklist" ADD CONSTRAINT "bid_deployment_checklist_bid_id_bid_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bid"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bid_deployment_checklist_item" ADD CONSTRAINT "bid_deployment_checklist_item_checklist_id_bid_deployment_checklist_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."bid_deployment_checklist"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bid_deployment_checklist_item" ADD CONSTRAINT "bid_deployment_checklist_item_owner_id_staff_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bid_submission" ADD CONSTRAINT "bid_submission_bid_id_bid_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bid"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bid_submission" ADD CONSTRAINT "bid_submission_contractor_id_contractor_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractor"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contractor_evaluation" ADD CONSTRAINT "contractor_evaluation_contractor_id_contractor_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractor"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contractor_evaluation" ADD CONSTRAINT "contractor_evaluation_project_id_project_business_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project_business"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contractor_evaluation" ADD CONSTRAINT "contractor_evaluation_group_id_contractor_evaluation_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."contractor_evaluation_group"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contractor_evaluation" ADD CONSTRAINT "contractor_evaluation_evaluator_id_staff_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contractor_evaluation_item" ADD CONSTRAINT "contractor_evaluation_item_group_id_contractor_evaluation_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."contractor_evaluation_group"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contractor_evaluation_score" ADD CONSTRAINT "contractor_evaluation_score_evaluation_id_contractor_evaluation_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."contractor_evaluation"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contractor_evaluation_score" ADD CONSTRAINT "contractor_evaluation_score_item_id_contractor_evaluation_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."contractor_evaluation_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "bid_state_submission_deadline_idx" ON "bid" USING btree ("state","submission_deadline","id");
--> statement-breakpoint
CREATE INDEX "bid_project_id_idx" ON "bid" USING btree ("project_id","id");
--> statement-breakpoint
CREATE INDEX "bid_kind_id_idx" ON "bid" USING btree ("kind_id","id");
--> statement-breakpoint
CREATE INDEX "bid_method_idx" ON "bid" USING btree ("method","id");
--> statement-breakpoint
CREATE INDEX "bid_submission_deadline_idx" ON "bid" USING btree ("submission_deadline","id");
--> statement-breakpoint
CREATE INDEX "bid_awarded_contractor_id_idx" ON "bid" USING btree ("awarded_contractor_id","id");
--> statement-breakpoint
CREATE INDEX "bid_created_date_idx" ON "bid" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "bid_updated_date_idx" ON "bid" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "bid_ordering_idx" ON "bid" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "bid_status_idx" ON "bid" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "bid_code_idx" ON "bid" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "bid_estimated_value_idx" ON "bid" USING btree ("estimated_value","id");
--> statement-breakpoint
CREATE INDEX "bid_attachments_gin" ON "bid" USING gin ("attachments");
--> statement-breakpoint
CREATE INDEX "bid_deployment_checklist_state_created_date_idx" ON "bid_deployment_checklist" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "bid_deployment_checklist_bid_id_idx" ON "bid_deployment_checklist" USING btree ("bid_id","id");
--> statement-breakpoint
CREATE INDEX "bid_deployment_checklist_created_date_idx" ON "bid_deployment_checklist" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "bid_deployment_checklist_updated_date_idx" ON "bid_deployment_checklist" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "bid_deployment_checklist_ordering_idx" ON "bid_deployment_checklist" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "bid_deployment_checklist_item_state_due_date_idx" ON "bid_deployment_checklist_item" USING btree ("state","due_date","id");
--> statement-breakpoint
CREATE INDEX "bid_deployment_checklist_item_checklist_id_idx" ON "bid_deployment_checklist_item" USING btree ("checklist_id","id");
--> statement-breakpoint
CREATE INDEX "bid_deployment_checklist_item_owner_id_idx" ON "bid_deployment_checklist_item" USING btree ("owner_id","id");
--> statement-breakpoint
CREATE INDEX "bid_deployment_checklist_item_is_done_idx" ON "bid_deployment_checklist_item" USING btree ("is_done","id");
--> statement-breakpoint
CREATE INDEX "bid_deployment_checklist_item_due_date_idx" ON "bid_deployment_checklist_item" USING btree ("due_date","id");
--> statement-breakpoint
CREATE INDEX "bid_deployment_checklist_item_created_date_idx" ON "bid_deployment_checklist_item" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "bid_deployment_checklist_item_updated_date_idx" ON "bid_deployment_checklist_item" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "bid_deployment_checklist_item_ordering_idx" ON "bid_deployment_checklist_item" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "bid_submission_state_price_idx" ON "bid_submission" USING btree ("state","price","id");
--> statement-breakpoint
CREATE INDEX "bid_submission_bid_id_idx" ON "bid_submission" USING btree ("bid_id","id");
--> statement-breakpoint
CREATE INDEX "bid_submission_contractor_id_idx" ON "bid_submission" USING btree ("contractor_id","id");
--> statement-breakpoint
CREATE INDEX "bid_submission_is_awarded_idx" ON "bid_submission" USING btree ("is_awarded","id");
--> statement-breakpoint
CREATE INDEX "bid_submission_created_date_idx" ON "bid_submission" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "bid_submission_updated_date_idx" ON "bid_submission" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "bid_submission_ordering_idx" ON "bid_submission" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "bid_submission_price_idx" ON "bid_submission" USING btree ("price","id");
--> statement-breakpoint
CREATE INDEX "bid_submission_technical_score_idx" ON "bid_submission" USING btree ("technical_score","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_state_evaluation_date_idx" ON "contractor_evaluation" USING btree ("state","evaluation_date","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_contractor_id_idx" ON "contractor_evaluation" USING btree ("contractor_id","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_project_id_idx" ON "contractor_evaluation" USING btree ("project_id","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_group_id_idx" ON "contractor_evaluation" USING btree ("group_id","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_grade_idx" ON "contractor_evaluation" USING btree ("grade","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_period_idx" ON "contractor_evaluation" USING btree ("period","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_evaluation_date_idx" ON "contractor_evaluation" USING btree ("evaluation_date","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_created_date_idx" ON "contractor_evaluation" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_updated_date_idx" ON "contractor_evaluation" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_ordering_idx" ON "contractor_evaluation" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_total_score_idx" ON "contractor_evaluation" USING btree ("total_score","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_evaluator_id_idx" ON "contractor_evaluation" USING btree ("evaluator_id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_group_state_ordering_idx" ON "contractor_evaluation_group" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_group_is_active_idx" ON "contractor_evaluation_group" USING btree ("is_active","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_group_created_date_idx" ON "contractor_evaluation_group" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_group_updated_date_idx" ON "contractor_evaluation_group" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_group_ordering_idx" ON "contractor_evaluation_group" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_item_state_ordering_idx" ON "contractor_evaluation_item" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_item_group_id_idx" ON "contractor_evaluation_item" USING btree ("group_id","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_item_created_date_idx" ON "contractor_evaluation_item" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_item_updated_date_idx" ON "contractor_evaluation_item" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_item_ordering_idx" ON "contractor_evaluation_item" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_score_state_id_idx" ON "contractor_evaluation_score" USING btree ("state","id","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_score_evaluation_id_idx" ON "contractor_evaluation_score" USING btree ("evaluation_id","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_score_item_id_idx" ON "contractor_evaluation_score" USING btree ("item_id","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_score_created_date_idx" ON "contractor_evaluation_score" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_score_updated_date_idx" ON "contractor_evaluation_score" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "contractor_evaluation_score_ordering_idx" ON "contractor_evaluation_score" USING btree ("ordering","id");
--> statement-breakpoint
ALTER TABLE "bid_deployment_checklist_item" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "bid_deployment_checklist_item_search_vec_gin" ON "bid_deployment_checklist_item" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "bid_deployment_checklist" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "bid_deployment_checklist_search_vec_gin" ON "bid_deployment_checklist" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "bid" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "bid_search_vec_gin" ON "bid" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "contractor_evaluation_group" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "contractor_evaluation_group_search_vec_gin" ON "contractor_evaluation_group" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "contractor_evaluation_item" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "contractor_evaluation_item_search_vec_gin" ON "contractor_evaluation_item" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "contractor_evaluation" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("period"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "contractor_evaluation_search_vec_gin" ON "contractor_evaluation" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "bid_deployment_checklist_item" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "bid_deployment_checklist" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "bid" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "contractor_evaluation_group" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "contractor_evaluation_item" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "contractor_evaluation" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "bid_code_uq" ON "bid" (lower("code"));
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "bid_submission_bid_id_contractor_id_uq" ON "bid_submission" ("bid_id", "contractor_id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "bid_submission_bid_id_uq" ON "bid_submission" ("bid_id") WHERE ("is_awarded" = 'true');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "contractor_evaluation_contractor_id_project_id_period_uq" ON "contractor_evaluation" ("contractor_id", "project_id", lower("period")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "contractor_evaluation_score_evaluation_id_item_id_uq" ON "contractor_evaluation_score" ("evaluation_id", "item_id");
--> statement-breakpoint
CREATE TRIGGER "bid_deployment_checklist_item_search_dense" AFTER INSERT OR DELETE ON "bid_deployment_checklist_item" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "bid_deployment_checklist_item_search_dense_upd" AFTER UPDATE ON "bid_deployment_checklist_item" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "bid_deployment_checklist_search_dense" AFTER INSERT OR DELETE ON "bid_deployment_checklist" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "bid_deployment_checklist_search_dense_upd" AFTER UPDATE ON "bid_deployment_checklist" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "bid_search_dense" AFTER INSERT OR DELETE ON "bid" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "bid_search_dense_upd" AFTER UPDATE ON "bid" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "contractor_evaluation_group_search_dense" AFTER INSERT OR DELETE ON "contractor_evaluation_group" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "contractor_evaluation_group_search_dense_upd" AFTER UPDATE ON "contractor_evaluation_group" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "contractor_evaluation_item_search_dense" AFTER INSERT OR DELETE ON "contractor_evaluation_item" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "contractor_evaluation_item_search_dense_upd" AFTER UPDATE ON "contractor_evaluation_item" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "contractor_evaluation_search_dense" AFTER INSERT OR DELETE ON "contractor_evaluation" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "contractor_evaluation_search_dense_upd" AFTER UPDATE ON "contractor_evaluation" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
