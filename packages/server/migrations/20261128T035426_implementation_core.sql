CREATE TABLE "contractor" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contractor_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"code" varchar(30) NOT NULL,
	"name" varchar(255) NOT NULL,
	"name_en" varchar(255),
	"tax_code" varchar(14) NOT NULL,
	"kind" varchar(50) DEFAULT 'CONTRACTOR' NOT NULL,
	"type_id" bigint,
	"field_ids" bigint[],
	"address" varchar(500),
	"representative" varchar(100),
	"contact_name" varchar(100),
	"phone" varchar(20),
	"email" varchar(255),
	"is_blacklisted" boolean DEFAULT false NOT NULL,
	"blacklist_reason" varchar(1000),
	"attachments" bigint[],
	"notes" varchar(2000)
);

--> statement-breakpoint
CREATE TABLE "contractor_setting_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contractor_setting_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"tree_path" "ltree",
	"code" varchar(50) NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_en" varchar(200),
	"category" varchar(50) NOT NULL,
	"parent_id" bigint,
	"description" varchar(500)
);

--> statement-breakpoint
CREATE TABLE "implementation_contract" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_contract_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'DRAFT' NOT NULL,
	"project_id" bigint NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(255) NOT NULL,
	"name_en" varchar(255),
	"contractor_id" bigint NOT NULL,
	"kind" varchar(50) DEFAULT 'CONSTRUCTION' NOT NULL,
	"value" numeric(18, 0) NOT NULL,
	"signed_date" date NOT NULL,
	"start_date" date,
	"end_date" date,
	"retention_percent" numeric(18, 2),
	"advance_amount" numeric(18, 0),
	"payment_terms" varchar(2000),
	"attachments" bigint[],
	"notes" varchar(2000)
);

--> statement-breakpoint
CREATE TABLE "implementation_project" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_project_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'PLANNING' NOT NULL,
	"code" varchar(30) NOT NULL,
	"name" varchar(255) NOT NULL,
	"name_en" varchar(255),
	"unit_id" bigint NOT NULL,
	"manager_id" bigint,
	"site" varchar(500),
	"province" varchar(100),
	"start_date" date,
	"end_date" date,
	"budget" numeric(18, 0),
	"scale" varchar(500),
	"description" varchar(4000),
	"photos" bigint[]
);

--> statement-breakpoint
CREATE TABLE "implementation_setting_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_setting_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"tree_path" "ltree",
	"code" varchar(50) NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_en" varchar(200),
	"category" varchar(50) NOT NULL,
	"parent_id" bigint,
	"description" varchar(500)
);

--> statement-breakpoint
CREATE TABLE "implementation_setting_position" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_setting_position_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"code" varchar(30) NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_en" varchar(200),
	"description" varchar(500)
);

--> statement-breakpoint
CREATE TABLE "implementation_user" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"project_id" bigint NOT NULL,
	"staff_id" bigint NOT NULL,
	"position_id" bigint NOT NULL,
	"joined_date" date,
	"left_date" date,
	"workload" integer,
	"notes" varchar(1000)
);

--> statement-breakpoint
ALTER TABLE "contractor" ADD CONSTRAINT "contractor_type_id_contractor_setting_item_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."contractor_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contractor_setting_item" ADD CONSTRAINT "contractor_setting_item_parent_id_contractor_setting_item_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."contractor_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_contract" ADD CONSTRAINT "implementation_contract_project_id_implementation_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."implementation_project"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_contract" ADD CONSTRAINT "implementation_contract_contractor_id_contractor_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractor"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_project" ADD CONSTRAINT "implementation_project_unit_id_organization_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."organization"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_project" ADD CONSTRAINT "implementation_project_manager_id_staff_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_setting_item" ADD CONSTRAINT "implementation_setting_item_parent_id_implementation_setting_item_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."implementation_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_user" ADD CONSTRAINT "implementation_user_project_id_implementation_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."implementation_project"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_user" ADD CONSTRAINT "implementation_user_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_user" ADD CONSTRAINT "implementation_user_position_id_implementation_setting_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."implementation_setting_position"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "contractor_state_created_date_idx" ON "contractor" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "contractor_kind_idx" ON "contractor" USING btree ("kind","id");
--> statement-breakpoint
CREATE INDEX "contractor_type_id_idx" ON "contractor" USING btree ("type_id","id");
--> statement-breakpoint
CREATE INDEX "contractor_field_ids_gin" ON "contractor" USING gin ("field_ids");
--> statement-breakpoint
CREATE INDEX "contractor_is_blacklisted_idx" ON "contractor" USING btree ("is_blacklisted","id");
--> statement-breakpoint
CREATE INDEX "contractor_created_date_idx" ON "contractor" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "contractor_updated_date_idx" ON "contractor" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "contractor_ordering_idx" ON "contractor" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "contractor_code_idx" ON "contractor" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "contractor_name_idx" ON "contractor" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "contractor_attachments_gin" ON "contractor" USING gin ("attachments");
--> statement-breakpoint
CREATE INDEX "contractor_setting_item_state_ordering_idx" ON "contractor_setting_item" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "contractor_setting_item_category_idx" ON "contractor_setting_item" USING btree ("category","id");
--> statement-breakpoint
CREATE INDEX "contractor_setting_item_parent_id_idx" ON "contractor_setting_item" USING btree ("parent_id","id");
--> statement-breakpoint
CREATE INDEX "contractor_setting_item_created_date_idx" ON "contractor_setting_item" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "contractor_setting_item_updated_date_idx" ON "contractor_setting_item" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "contractor_setting_item_ordering_idx" ON "contractor_setting_item" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "contractor_setting_item_code_idx" ON "contractor_setting_item" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "contractor_setting_item_name_idx" ON "contractor_setting_item" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "implementation_contract_state_signed_date_idx" ON "implementation_contract" USING btree ("state","signed_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_contract_project_id_idx" ON "implementation_contract" USING btree ("project_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_contract_contractor_id_idx" ON "implementation_contract" USING btree ("contractor_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_contract_kind_idx" ON "implementation_contract" USING btree ("kind","id");
--> statement-breakpoint
CREATE INDEX "implementation_contract_status_idx" ON "implementation_contract" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "implementation_contract_created_date_idx" ON "implementation_contract" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_contract_updated_date_idx" ON "implementation_contract" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_contract_ordering_idx" ON "implementation_contract" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_contract_code_idx" ON "implementation_contract" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "implementation_contract_value_idx" ON "implementation_contract" USING btree ("value","id");
--> statement-breakpoint
CREATE INDEX "implementation_contract_signed_date_idx" ON "implementation_contract" USING btree ("signed_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_contract_end_date_idx" ON "implementation_contract" USING btree ("end_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_contract_attachments_gin" ON "implementation_contract" USING gin ("attachments");
--> statement-breakpoint
CREATE INDEX "implementation_project_state_created_date_idx" ON "implementation_project" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_project_unit_id_idx" ON "implementation_project" USING btree ("unit_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_project_manager_id_idx" ON "implementation_project" USING btree ("manager_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_project_province_idx" ON "implementation_project" USING btree ("province","id");
--> statement-breakpoint
CREATE INDEX "implementation_project_status_idx" ON "implementation_project" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "implementation_project_created_date_idx" ON "implementation_project" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_project_updated_date_idx" ON "implementation_project" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_project_ordering_idx" ON "implementation_project" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_project_code_idx" ON "implementation_project" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "implementation_project_name_idx" ON "implementation_project" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "implementation_project_start_date_idx" ON "implementation_project" USING btree ("start_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_project_end_date_idx" ON "implementation_project" USING btree ("end_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_project_budget_idx" ON "implementation_project" USING btree ("budget","id");
--> statement-breakpoint
CREATE INDEX "implementation_project_photos_gin" ON "implementation_project" USING gin ("photos");
--> statement-breakpoint
CREATE INDEX "implementation_setting_item_state_ordering_idx" ON "implementation_setting_item" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_setting_item_category_idx" ON "implementation_setting_item" USING btree ("category","id");
--> statement-breakpoint
CREATE INDEX "implementation_setting_item_parent_id_idx" ON "implementation_setting_item" USING btree ("parent_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_setting_item_created_date_idx" ON "implementation_setting_item" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_setting_item_updated_date_idx" ON "implementation_setting_item" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_setting_item_ordering_idx" ON "implementation_setting_item" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_setting_item_code_idx" ON "implementation_setting_item" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "implementation_setting_item_name_idx" ON "implementation_setting_item" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "implementation_setting_position_state_ordering_idx" ON "implementation_setting_position" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_setting_position_created_date_idx" ON "implementation_setting_position" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_setting_position_updated_date_idx" ON "implementation_setting_position" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_setting_position_ordering_idx" ON "implementation_setting_position" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_user_state_created_date_idx" ON "implementation_user" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_user_project_id_idx" ON "implementation_user" USING btree ("project_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_user_staff_id_idx" ON "implementation_user" USING btree ("staff_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_user_position_id_idx" ON "implementation_user" USING btree ("position_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_user_created_date_idx" ON "implementation_user" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_user_updated_date_idx" ON "implementation_user" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_user_ordering_idx" ON "implementation_user" USING btree ("ordering","id");
--> statement-breakpoint
ALTER TABLE "contractor" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("tax_code"::text, '') || ' ' || coalesce("contact_name"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "contractor_search_vec_gin" ON "contractor" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "contractor_setting_item" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "contractor_setting_item_search_vec_gin" ON "contractor_setting_item" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_contract" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_contract_search_vec_gin" ON "implementation_contract" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_project" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("site"::text, '') || ' ' || coalesce("province"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_project_search_vec_gin" ON "implementation_project" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_setting_item" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_setting_item_search_vec_gin" ON "implementation_setting_item" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_setting_position" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_setting_position_search_vec_gin" ON "implementation_setting_position" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "contractor" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "contractor_setting_item" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "implementation_contract" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "implementation_project" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "implementation_setting_item" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "implementation_setting_position" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "contractor_code_uq" ON "contractor" (lower("code")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "contractor_setting_item_category_code_uq" ON "contractor_setting_item" ("category", lower("code")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contractor_setting_item_tree_path_gist" ON "contractor_setting_item" USING gist ("tree_path");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "contractor_tax_code_uq" ON "contractor" (lower("tax_code")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "implementation_contract_project_id_code_uq" ON "implementation_contract" ("project_id", lower("code")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "implementation_project_code_uq" ON "implementation_project" (lower("code"));
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "implementation_setting_item_category_code_uq" ON "implementation_setting_item" ("category", lower("code")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "implementation_setting_item_tree_path_gist" ON "implementation_setting_item" USING gist ("tree_path");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "implementation_setting_position_code_uq" ON "implementation_setting_position" (lower("code")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "implementation_user_project_id_staff_id_uq" ON "implementation_user" ("project_id", "staff_id") WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE TRIGGER "contractor_search_dense" AFTER INSERT OR DELETE ON "contractor" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "contractor_search_dense_upd" AFTER UPDATE ON "contractor" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "contractor_setting_item_search_dense" AFTER INSERT OR DELETE ON "contractor_setting_item" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "contractor_setting_item_search_dense_upd" AFTER UPDATE ON "contractor_setting_item" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_contract_search_dense" AFTER INSERT OR DELETE ON "implementation_contract" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_contract_search_dense_upd" AFTER UPDATE ON "implementation_contract" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_project_search_dense" AFTER INSERT OR DELETE ON "implementation_project" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_project_search_dense_upd" AFTER UPDATE ON "implementation_project" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_setting_item_search_dense" AFTER INSERT OR DELETE ON "implementation_setting_item" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_setting_item_search_dense_upd" AFTER UPDATE ON "implementation_setting_item" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_setting_position_search_dense" AFTER INSERT OR DELETE ON "implementation_setting_position" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_setting_position_search_dense_upd" AFTER UPDATE ON "implementation_setting_position" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
