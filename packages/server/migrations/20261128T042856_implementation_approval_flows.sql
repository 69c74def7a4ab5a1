CREATE TABLE "implementation_approval_flow" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_approval_flow_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"project_id" bigint NOT NULL,
	"source_type" varchar(50) NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_en" varchar(200),
	"is_self_approval" boolean DEFAULT false NOT NULL,
	"remind_after_hours" integer DEFAULT 24 NOT NULL,
	"description" varchar(1000),
	"process_id" bigint
);

--> statement-breakpoint
CREATE TABLE "implementation_approval_step" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_approval_step_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"flow_id" bigint NOT NULL,
	"name" varchar(200) NOT NULL,
	"position_id" bigint NOT NULL,
	"mode" varchar(50) DEFAULT 'ANY' NOT NULL,
	"condition_field" varchar(50),
	"condition_op" varchar(50),
	"condition_value" numeric(18, 2)
);

--> statement-breakpoint
ALTER TABLE "implementation_approval_flow" ADD CONSTRAINT "implementation_approval_flow_project_id_implementation_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."implementation_project"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_approval_flow" ADD CONSTRAINT "implementation_approval_flow_process_id_approval_process_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."approval_process"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_approval_step" ADD CONSTRAINT "implementation_approval_step_flow_id_implementation_approval_flow_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."implementation_approval_flow"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_approval_step" ADD CONSTRAINT "implementation_approval_step_position_id_implementation_setting_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."implementation_setting_position"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "implementation_approval_flow_state_created_date_idx" ON "implementation_approval_flow" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_approval_flow_project_id_idx" ON "implementation_approval_flow" USING btree ("project_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_approval_flow_source_type_idx" ON "implementation_approval_flow" USING btree ("source_type","id");
--> statement-breakpoint
CREATE INDEX "implementation_approval_flow_created_date_idx" ON "implementation_approval_flow" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_approval_flow_updated_date_idx" ON "implementation_approval_flow" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_approval_flow_ordering_idx" ON "implementation_approval_flow" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_approval_flow_process_id_idx" ON "implementation_approval_flow" USING btree ("process_id");
--> statement-breakpoint
CREATE INDEX "implementation_approval_step_state_ordering_idx" ON "implementation_approval_step" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_approval_step_flow_id_idx" ON "implementation_approval_step" USING btree ("flow_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_approval_step_created_date_idx" ON "implementation_approval_step" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_approval_step_updated_date_idx" ON "implementation_approval_step" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_approval_step_ordering_idx" ON "implementation_approval_step" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_approval_step_position_id_idx" ON "implementation_approval_step" USING btree ("position_id");
--> statement-breakpoint
ALTER TABLE "implementation_approval_flow" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_approval_flow_search_vec_gin" ON "implementation_approval_flow" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_approval_step" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_approval_step_search_vec_gin" ON "implementation_approval_step" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_approval_flow" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "implementation_approval_step" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "implementation_approval_flow_project_id_source_type_uq" ON "implementation_approval_flow" ("project_id", "source_type") WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE TRIGGER "implementation_approval_flow_search_dense" AFTER INSERT OR DELETE ON "implementation_approval_flow" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_approval_flow_search_dense_upd" AFTER UPDATE ON "implementation_approval_flow" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_approval_step_search_dense" AFTER INSERT OR DELETE ON "implementation_approval_step" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_approval_step_search_dense_upd" AFTER UPDATE ON "implementation_approval_step" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
