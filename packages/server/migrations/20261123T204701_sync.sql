CREATE TABLE "customer" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"source" varchar(50) DEFAULT 'HRM' NOT NULL,
	"source_id" varchar(100) NOT NULL,
	"change_kind" varchar(50) DEFAULT 'CMS' NOT NULL,
	"is_gone" boolean DEFAULT false NOT NULL,
	"gone_date" date,
	"synced_date" timestamp with time zone,
	"staff_code" varchar(30),
	"full_name" varchar(100) NOT NULL,
	"email" varchar(255),
	"phone" varchar(20),
	"department_source_id" varchar(100),
	"department" varchar(200),
	"position_source_id" varchar(100),
	"position" varchar(200),
	"realm_department" varchar(200),
	"officer_address" varchar(300),
	"info" varchar(2000),
	"staff_id" bigint
);

--> statement-breakpoint
CREATE TABLE "sync_department" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sync_department_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"source" varchar(50) DEFAULT 'HRM' NOT NULL,
	"source_id" varchar(100) NOT NULL,
	"change_kind" varchar(50) DEFAULT 'CMS' NOT NULL,
	"is_gone" boolean DEFAULT false NOT NULL,
	"gone_date" date,
	"synced_date" timestamp with time zone,
	"code" varchar(50),
	"name" varchar(200) NOT NULL,
	"name_en" varchar(200),
	"unit_type" varchar(50) DEFAULT 'DEPARTMENT' NOT NULL,
	"parent_source_id" varchar(100),
	"organization_id" bigint
);

--> statement-breakpoint
CREATE TABLE "sync_position" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sync_position_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"source" varchar(50) DEFAULT 'HRM' NOT NULL,
	"source_id" varchar(100) NOT NULL,
	"change_kind" varchar(50) DEFAULT 'CMS' NOT NULL,
	"is_gone" boolean DEFAULT false NOT NULL,
	"gone_date" date,
	"synced_date" timestamp with time zone,
	"code" varchar(50),
	"name" varchar(200) NOT NULL,
	"name_en" varchar(200),
	"level" integer,
	"position_id" bigint
);

--> statement-breakpoint
CREATE TABLE "sync_run" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sync_run_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"target" varchar(50),
	"source" varchar(50),
	"sync_status" varchar(50) DEFAULT 'WAITING' NOT NULL,
	"trigger" varchar(50) DEFAULT 'MANUAL' NOT NULL,
	"summary" varchar(200),
	"added_count" integer DEFAULT 0 NOT NULL,
	"changed_count" integer DEFAULT 0 NOT NULL,
	"gone_count" integer DEFAULT 0 NOT NULL,
	"unchanged_count" integer DEFAULT 0 NOT NULL,
	"diff" jsonb,
	"base_run_id" integer DEFAULT 0 NOT NULL,
	"schedule_slot" varchar(50),
	"applied_by" bigint,
	"applied_date" timestamp with time zone
);

--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sync_department" ADD CONSTRAINT "sync_department_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sync_position" ADD CONSTRAINT "sync_position_position_id_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."position"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sync_run" ADD CONSTRAINT "sync_run_applied_by_account_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "customer_state_created_date_idx" ON "customer" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "customer_source_idx" ON "customer" USING btree ("source","id");
--> statement-breakpoint
CREATE INDEX "customer_change_kind_idx" ON "customer" USING btree ("change_kind","id");
--> statement-breakpoint
CREATE INDEX "customer_is_gone_idx" ON "customer" USING btree ("is_gone","id");
--> statement-breakpoint
CREATE INDEX "customer_staff_id_idx" ON "customer" USING btree ("staff_id","id");
--> statement-breakpoint
CREATE INDEX "customer_department_source_id_idx" ON "customer" USING btree ("department_source_id","id");
--> statement-breakpoint
CREATE INDEX "customer_created_date_idx" ON "customer" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "customer_updated_date_idx" ON "customer" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "customer_ordering_idx" ON "customer" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "customer_full_name_idx" ON "customer" USING btree ("full_name","id");
--> statement-breakpoint
CREATE INDEX "customer_staff_code_idx" ON "customer" USING btree ("staff_code","id");
--> statement-breakpoint
CREATE INDEX "customer_synced_date_idx" ON "customer" USING btree ("synced_date","id");
--> statement-breakpoint
CREATE INDEX "customer_search_trgm" ON "customer" USING gin (f_unaccent(lower(coalesce("full_name"::text, '') || ' ' || coalesce("staff_code"::text, '') || ' ' || coalesce("email"::text, '') || ' ' || coalesce("phone"::text, '') || ' ' || coalesce("source_id"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sync_department_state_created_date_idx" ON "sync_department" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "sync_department_source_idx" ON "sync_department" USING btree ("source","id");
--> statement-breakpoint
CREATE INDEX "sync_department_change_kind_idx" ON "sync_department" USING btree ("change_kind","id");
--> statement-breakpoint
CREATE INDEX "sync_department_is_gone_idx" ON "sync_department" USING btree ("is_gone","id");
--> statement-breakpoint
CREATE INDEX "sync_department_organization_id_idx" ON "sync_department" USING btree ("organization_id","id");
--> statement-breakpoint
CREATE INDEX "sync_department_unit_type_idx" ON "sync_department" USING btree ("unit_type","id");
--> statement-breakpoint
CREATE INDEX "sync_department_created_date_idx" ON "sync_department" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "sync_department_updated_date_idx" ON "sync_department" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "sync_department_ordering_idx" ON "sync_department" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "sync_department_code_idx" ON "sync_department" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "sync_department_name_idx" ON "sync_department" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "sync_department_search_trgm" ON "sync_department" USING gin (f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("source_id"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sync_position_state_created_date_idx" ON "sync_position" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "sync_position_source_idx" ON "sync_position" USING btree ("source","id");
--> statement-breakpoint
CREATE INDEX "sync_position_change_kind_idx" ON "sync_position" USING btree ("change_kind","id");
--> statement-breakpoint
CREATE INDEX "sync_position_is_gone_idx" ON "sync_position" USING btree ("is_gone","id");
--> statement-breakpoint
CREATE INDEX "sync_position_position_id_idx" ON "sync_position" USING btree ("position_id","id");
--> statement-breakpoint
CREATE INDEX "sync_position_created_date_idx" ON "sync_position" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "sync_position_updated_date_idx" ON "sync_position" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "sync_position_ordering_idx" ON "sync_position" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "sync_position_code_idx" ON "sync_position" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "sync_position_name_idx" ON "sync_position" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "sync_position_search_trgm" ON "sync_position" USING gin (f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("source_id"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sync_run_state_created_date_idx" ON "sync_run" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "sync_run_target_idx" ON "sync_run" USING btree ("target","id");
--> statement-breakpoint
CREATE INDEX "sync_run_source_idx" ON "sync_run" USING btree ("source","id");
--> statement-breakpoint
CREATE INDEX "sync_run_sync_status_idx" ON "sync_run" USING btree ("sync_status","id");
--> statement-breakpoint
CREATE INDEX "sync_run_trigger_idx" ON "sync_run" USING btree ("trigger","id");
--> statement-breakpoint
CREATE INDEX "sync_run_created_date_idx" ON "sync_run" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "sync_run_updated_date_idx" ON "sync_run" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "sync_run_ordering_idx" ON "sync_run" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "sync_run_applied_date_idx" ON "sync_run" USING btree ("applied_date","id");
--> statement-breakpoint
CREATE INDEX "sync_run_applied_by_idx" ON "sync_run" USING btree ("applied_by");
--> statement-breakpoint
CREATE INDEX "sync_run_search_trgm" ON "sync_run" USING gin (f_unaccent(lower(coalesce("summary"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "customer_source_source_id_uq" ON "customer" ("source", lower("source_id")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sync_department_source_source_id_uq" ON "sync_department" ("source", lower("source_id")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sync_position_source_source_id_uq" ON "sync_position" ("source", lower("source_id")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sync_run_target_source_schedule_slot_uq" ON "sync_run" ("target", "source", lower("schedule_slot"));
