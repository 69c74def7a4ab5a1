CREATE TABLE "education" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "education_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"staff_id" bigint NOT NULL,
	"qualification_id" bigint NOT NULL,
	"major_id" bigint,
	"school" varchar(200) NOT NULL,
	"graduation_year" integer,
	"certificate" bigint
);

--> statement-breakpoint
CREATE TABLE "experience_staff" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "experience_staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"staff_id" bigint NOT NULL,
	"type" varchar(50) NOT NULL,
	"company" varchar(200) NOT NULL,
	"department_id" bigint,
	"project" varchar(200),
	"job_title" varchar(100),
	"from_date" date NOT NULL,
	"to_date" date,
	"description" varchar(1000)
);

--> statement-breakpoint
CREATE TABLE "family_relationship" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "family_relationship_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"staff_id" bigint NOT NULL,
	"full_name" varchar(100) NOT NULL,
	"relation" varchar(50) NOT NULL,
	"date_of_birth" date,
	"phone" varchar(20),
	"occupation" varchar(100),
	"is_dependent" boolean DEFAULT false NOT NULL
);

--> statement-breakpoint
CREATE TABLE "labor_contract" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "labor_contract_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"staff_id" bigint NOT NULL,
	"code" varchar(50) NOT NULL,
	"type" integer NOT NULL,
	"sign_date" date NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"file" bigint,
	"note" varchar(1000)
);

--> statement-breakpoint
CREATE TABLE "organization" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organization_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	"short_name" varchar(50),
	"type" varchar(50) NOT NULL,
	"parent_id" bigint,
	"department_type_id" bigint,
	"address" varchar(300),
	"phone" varchar(20),
	"email" varchar(255),
	"has_car" boolean DEFAULT false NOT NULL,
	"description" varchar(1000),
	"description_en" varchar(1000)
);

--> statement-breakpoint
CREATE TABLE "position" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "position_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_en" varchar(200),
	"type_id" bigint,
	"level" integer,
	"description" varchar(1000)
);

--> statement-breakpoint
CREATE TABLE "recognition" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recognition_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"staff_id" bigint NOT NULL,
	"type" varchar(50) NOT NULL,
	"title" varchar(200) NOT NULL,
	"decision_number" varchar(50),
	"decision_date" date NOT NULL,
	"reason" varchar(1000),
	"document_ids" bigint[]
);

--> statement-breakpoint
CREATE TABLE "salary_staff" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salary_staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"staff_id" bigint NOT NULL,
	"effective_date" date NOT NULL,
	"payroll_type_id" bigint,
	"base_salary" numeric(18, 2) NOT NULL,
	"allowance" numeric(18, 2),
	"insurance_salary" numeric(18, 2),
	"note" varchar(1000)
);

--> statement-breakpoint
CREATE TABLE "staff" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"code" varchar(30) NOT NULL,
	"full_name" varchar(100) NOT NULL,
	"account_id" bigint,
	"gender" varchar(50),
	"date_of_birth" date,
	"phone" varchar(20),
	"email" varchar(255),
	"personal_email" varchar(255),
	"identity_number" varchar(20),
	"address" varchar(300),
	"unit_id" bigint NOT NULL,
	"department_id" bigint,
	"position_id" bigint,
	"staff_type_id" bigint,
	"staff_level_id" bigint,
	"manager_id" bigint,
	"employee_status" varchar(50) DEFAULT 'WORKING' NOT NULL,
	"start_date" date,
	"leave_date" date,
	"leaving_reason_id" bigint,
	"is_email" boolean DEFAULT false NOT NULL,
	"avatar" bigint
);

--> statement-breakpoint
CREATE TABLE "staff_setting_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_setting_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	"category" varchar(50),
	"parent_id" bigint,
	"description" varchar(500)
);

--> statement-breakpoint
CREATE TABLE "staff_transfer_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_transfer_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"staff_id" bigint NOT NULL,
	"from_unit_id" bigint,
	"to_unit_id" bigint NOT NULL,
	"from_position_id" bigint,
	"to_position_id" bigint,
	"effective_date" date NOT NULL,
	"decision_number" varchar(50),
	"note" varchar(1000)
);

--> statement-breakpoint
ALTER TABLE "education" ADD CONSTRAINT "education_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "education" ADD CONSTRAINT "education_qualification_id_staff_setting_item_id_fk" FOREIGN KEY ("qualification_id") REFERENCES "public"."staff_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "education" ADD CONSTRAINT "education_major_id_staff_setting_item_id_fk" FOREIGN KEY ("major_id") REFERENCES "public"."staff_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "experience_staff" ADD CONSTRAINT "experience_staff_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "experience_staff" ADD CONSTRAINT "experience_staff_department_id_organization_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."organization"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "family_relationship" ADD CONSTRAINT "family_relationship_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "labor_contract" ADD CONSTRAINT "labor_contract_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "organization" ADD CONSTRAINT "organization_parent_id_organization_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organization"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "organization" ADD CONSTRAINT "organization_department_type_id_staff_setting_item_id_fk" FOREIGN KEY ("department_type_id") REFERENCES "public"."staff_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "position" ADD CONSTRAINT "position_type_id_staff_setting_item_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."staff_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "recognition" ADD CONSTRAINT "recognition_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "salary_staff" ADD CONSTRAINT "salary_staff_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "salary_staff" ADD CONSTRAINT "salary_staff_payroll_type_id_staff_setting_item_id_fk" FOREIGN KEY ("payroll_type_id") REFERENCES "public"."staff_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_unit_id_organization_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."organization"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_department_id_organization_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."organization"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_position_id_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."position"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_staff_type_id_staff_setting_item_id_fk" FOREIGN KEY ("staff_type_id") REFERENCES "public"."staff_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_staff_level_id_staff_setting_item_id_fk" FOREIGN KEY ("staff_level_id") REFERENCES "public"."staff_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_manager_id_staff_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_leaving_reason_id_staff_setting_item_id_fk" FOREIGN KEY ("leaving_reason_id") REFERENCES "public"."staff_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_setting_item" ADD CONSTRAINT "staff_setting_item_parent_id_staff_setting_item_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."staff_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_transfer_history" ADD CONSTRAINT "staff_transfer_history_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_transfer_history" ADD CONSTRAINT "staff_transfer_history_from_unit_id_organization_id_fk" FOREIGN KEY ("from_unit_id") REFERENCES "public"."organization"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_transfer_history" ADD CONSTRAINT "staff_transfer_history_to_unit_id_organization_id_fk" FOREIGN KEY ("to_unit_id") REFERENCES "public"."organization"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_transfer_history" ADD CONSTRAINT "staff_transfer_history_from_position_id_position_id_fk" FOREIGN KEY ("from_position_id") REFERENCES "public"."position"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_transfer_history" ADD CONSTRAINT "staff_transfer_history_to_position_id_position_id_fk" FOREIGN KEY ("to_position_id") REFERENCES "public"."position"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "education_state_graduation_year_idx" ON "education" USING btree ("state","graduation_year","id");
--> statement-breakpoint
CREATE INDEX "education_staff_id_idx" ON "education" USING btree ("staff_id","id");
--> statement-breakpoint
CREATE INDEX "education_qualification_id_idx" ON "education" USING btree ("qualification_id","id");
--> statement-breakpoint
CREATE INDEX "education_major_id_idx" ON "education" USING btree ("major_id","id");
--> statement-breakpoint
CREATE INDEX "education_created_date_idx" ON "education" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "education_updated_date_idx" ON "education" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "education_ordering_idx" ON "education" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "education_graduation_year_idx" ON "education" USING btree ("graduation_year","id");
--> statement-breakpoint
CREATE INDEX "education_school_idx" ON "education" USING btree ("school","id");
--> statement-breakpoint
CREATE INDEX "education_certificate_idx" ON "education" USING btree ("certificate");
--> statement-breakpoint
CREATE INDEX "education_search_trgm" ON "education" USING gin (f_unaccent(lower(coalesce("school"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "experience_staff_state_from_date_idx" ON "experience_staff" USING btree ("state","from_date","id");
--> statement-breakpoint
CREATE INDEX "experience_staff_staff_id_idx" ON "experience_staff" USING btree ("staff_id","id");
--> statement-breakpoint
CREATE INDEX "experience_staff_type_idx" ON "experience_staff" USING btree ("type","id");
--> statement-breakpoint
CREATE INDEX "experience_staff_department_id_idx" ON "experience_staff" USING btree ("department_id","id");
--> statement-breakpoint
CREATE INDEX "experience_staff_created_date_idx" ON "experience_staff" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "experience_staff_updated_date_idx" ON "experience_staff" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "experience_staff_ordering_idx" ON "experience_staff" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "experience_staff_from_date_idx" ON "experience_staff" USING btree ("from_date","id");
--> statement-breakpoint
CREATE INDEX "experience_staff_company_idx" ON "experience_staff" USING btree ("company","id");
--> statement-breakpoint
CREATE INDEX "experience_staff_search_trgm" ON "experience_staff" USING gin (f_unaccent(lower(coalesce("company"::text, '') || ' ' || coalesce("job_title"::text, '') || ' ' || coalesce("project"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "family_relationship_state_created_date_idx" ON "family_relationship" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "family_relationship_staff_id_idx" ON "family_relationship" USING btree ("staff_id","id");
--> statement-breakpoint
CREATE INDEX "family_relationship_relation_idx" ON "family_relationship" USING btree ("relation","id");
--> statement-breakpoint
CREATE INDEX "family_relationship_is_dependent_idx" ON "family_relationship" USING btree ("is_dependent","id");
--> statement-breakpoint
CREATE INDEX "family_relationship_created_date_idx" ON "family_relationship" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "family_relationship_updated_date_idx" ON "family_relationship" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "family_relationship_ordering_idx" ON "family_relationship" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "family_relationship_full_name_idx" ON "family_relationship" USING btree ("full_name","id");
--> statement-breakpoint
CREATE INDEX "family_relationship_date_of_birth_idx" ON "family_relationship" USING btree ("date_of_birth","id");
--> statement-breakpoint
CREATE INDEX "family_relationship_search_trgm" ON "family_relationship" USING gin (f_unaccent(lower(coalesce("full_name"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "labor_contract_state_start_date_idx" ON "labor_contract" USING btree ("state","start_date","id");
--> statement-breakpoint
CREATE INDEX "labor_contract_staff_id_idx" ON "labor_contract" USING btree ("staff_id","id");
--> statement-breakpoint
CREATE INDEX "labor_contract_type_idx" ON "labor_contract" USING btree ("type","id");
--> statement-breakpoint
CREATE INDEX "labor_contract_start_date_idx" ON "labor_contract" USING btree ("start_date","id");
--> statement-breakpoint
CREATE INDEX "labor_contract_end_date_idx" ON "labor_contract" USING btree ("end_date","id");
--> statement-breakpoint
CREATE INDEX "labor_contract_created_date_idx" ON "labor_contract" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "labor_contract_updated_date_idx" ON "labor_contract" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "labor_contract_ordering_idx" ON "labor_contract" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "labor_contract_sign_date_idx" ON "labor_contract" USING btree ("sign_date","id");
--> statement-breakpoint
CREATE INDEX "labor_contract_code_idx" ON "labor_contract" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "labor_contract_file_idx" ON "labor_contract" USING btree ("file");
--> statement-breakpoint
CREATE INDEX "labor_contract_search_trgm" ON "labor_contract" USING gin (f_unaccent(lower(coalesce("code"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "organization_state_ordering_idx" ON "organization" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "organization_type_idx" ON "organization" USING btree ("type","id");
--> statement-breakpoint
CREATE INDEX "organization_parent_id_idx" ON "organization" USING btree ("parent_id","id");
--> statement-breakpoint
CREATE INDEX "organization_has_car_idx" ON "organization" USING btree ("has_car","id");
--> statement-breakpoint
CREATE INDEX "organization_department_type_id_idx" ON "organization" USING btree ("department_type_id","id");
--> statement-breakpoint
CREATE INDEX "organization_created_date_idx" ON "organization" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "organization_updated_date_idx" ON "organization" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "organization_ordering_idx" ON "organization" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "organization_code_idx" ON "organization" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "organization_name_idx" ON "organization" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "organization_search_trgm" ON "organization" USING gin (f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("short_name"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "position_state_ordering_idx" ON "position" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "position_type_id_idx" ON "position" USING btree ("type_id","id");
--> statement-breakpoint
CREATE INDEX "position_level_idx" ON "position" USING btree ("level","id");
--> statement-breakpoint
CREATE INDEX "position_created_date_idx" ON "position" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "position_updated_date_idx" ON "position" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "position_ordering_idx" ON "position" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "position_code_idx" ON "position" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "position_name_idx" ON "position" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "position_search_trgm" ON "position" USING gin (f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "recognition_state_decision_date_idx" ON "recognition" USING btree ("state","decision_date","id");
--> statement-breakpoint
CREATE INDEX "recognition_staff_id_idx" ON "recognition" USING btree ("staff_id","id");
--> statement-breakpoint
CREATE INDEX "recognition_type_idx" ON "recognition" USING btree ("type","id");
--> statement-breakpoint
CREATE INDEX "recognition_decision_date_idx" ON "recognition" USING btree ("decision_date","id");
--> statement-breakpoint
CREATE INDEX "recognition_created_date_idx" ON "recognition" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "recognition_updated_date_idx" ON "recognition" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "recognition_ordering_idx" ON "recognition" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "recognition_title_idx" ON "recognition" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "recognition_document_ids_gin" ON "recognition" USING gin ("document_ids");
--> statement-breakpoint
CREATE INDEX "recognition_search_trgm" ON "recognition" USING gin (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("decision_number"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "salary_staff_state_effective_date_idx" ON "salary_staff" USING btree ("state","effective_date","id");
--> statement-breakpoint
CREATE INDEX "salary_staff_staff_id_idx" ON "salary_staff" USING btree ("staff_id","id");
--> statement-breakpoint
CREATE INDEX "salary_staff_payroll_type_id_idx" ON "salary_staff" USING btree ("payroll_type_id","id");
--> statement-breakpoint
CREATE INDEX "salary_staff_effective_date_idx" ON "salary_staff" USING btree ("effective_date","id");
--> statement-breakpoint
CREATE INDEX "salary_staff_created_date_idx" ON "salary_staff" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "salary_staff_updated_date_idx" ON "salary_staff" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "salary_staff_ordering_idx" ON "salary_staff" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "salary_staff_base_salary_idx" ON "salary_staff" USING btree ("base_salary","id");
--> statement-breakpoint
CREATE INDEX "staff_state_created_date_idx" ON "staff" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "staff_unit_id_idx" ON "staff" USING btree ("unit_id","id");
--> statement-breakpoint
CREATE INDEX "staff_department_id_idx" ON "staff" USING btree ("department_id","id");
--> statement-breakpoint
CREATE INDEX "staff_position_id_idx" ON "staff" USING btree ("position_id","id");
--> statement-breakpoint
CREATE INDEX "staff_employee_status_idx" ON "staff" USING btree ("employee_status","id");
--> statement-breakpoint
CREATE INDEX "staff_staff_type_id_idx" ON "staff" USING btree ("staff_type_id","id");
--> statement-breakpoint
CREATE INDEX "staff_gender_idx" ON "staff" USING btree ("gender","id");
--> statement-breakpoint
CREATE INDEX "staff_account_id_idx" ON "staff" USING btree ("account_id","id");
--> statement-breakpoint
CREATE INDEX "staff_manager_id_idx" ON "staff" USING btree ("manager_id","id");
--> statement-breakpoint
CREATE INDEX "staff_start_date_idx" ON "staff" USING btree ("start_date","id");
--> statement-breakpoint
CREATE INDEX "staff_created_date_idx" ON "staff" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "staff_updated_date_idx" ON "staff" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "staff_ordering_idx" ON "staff" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "staff_code_idx" ON "staff" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "staff_full_name_idx" ON "staff" USING btree ("full_name","id");
--> statement-breakpoint
CREATE INDEX "staff_staff_level_id_idx" ON "staff" USING btree ("staff_level_id");
--> statement-breakpoint
CREATE INDEX "staff_leaving_reason_id_idx" ON "staff" USING btree ("leaving_reason_id");
--> statement-breakpoint
CREATE INDEX "staff_avatar_idx" ON "staff" USING btree ("avatar");
--> statement-breakpoint
CREATE INDEX "staff_search_trgm" ON "staff" USING gin (f_unaccent(lower(coalesce("full_name"::text, '') || ' ' || coalesce("code"::text, '') || ' ' || coalesce("phone"::text, '') || ' ' || coalesce("email"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "staff_setting_item_state_ordering_idx" ON "staff_setting_item" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_item_category_idx" ON "staff_setting_item" USING btree ("category","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_item_parent_id_idx" ON "staff_setting_item" USING btree ("parent_id","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_item_created_date_idx" ON "staff_setting_item" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_item_updated_date_idx" ON "staff_setting_item" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_item_ordering_idx" ON "staff_setting_item" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_item_code_idx" ON "staff_setting_item" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_item_name_idx" ON "staff_setting_item" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_item_search_trgm" ON "staff_setting_item" USING gin (f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "staff_transfer_history_state_effective_date_idx" ON "staff_transfer_history" USING btree ("state","effective_date","id");
--> statement-breakpoint
CREATE INDEX "staff_transfer_history_staff_id_idx" ON "staff_transfer_history" USING btree ("staff_id","id");
--> statement-breakpoint
CREATE INDEX "staff_transfer_history_from_unit_id_idx" ON "staff_transfer_history" USING btree ("from_unit_id","id");
--> statement-breakpoint
CREATE INDEX "staff_transfer_history_to_unit_id_idx" ON "staff_transfer_history" USING btree ("to_unit_id","id");
--> statement-breakpoint
CREATE INDEX "staff_transfer_history_effective_date_idx" ON "staff_transfer_history" USING btree ("effective_date","id");
--> statement-breakpoint
CREATE INDEX "staff_transfer_history_created_date_idx" ON "staff_transfer_history" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "staff_transfer_history_updated_date_idx" ON "staff_transfer_history" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "staff_transfer_history_ordering_idx" ON "staff_transfer_history" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "staff_transfer_history_from_position_id_idx" ON "staff_transfer_history" USING btree ("from_position_id");
--> statement-breakpoint
CREATE INDEX "staff_transfer_history_to_position_id_idx" ON "staff_transfer_history" USING btree ("to_position_id");
--> statement-breakpoint
CREATE INDEX "staff_transfer_history_search_trgm" ON "staff_transfer_history" USING gin (f_unaccent(lower(coalesce("decision_number"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "labor_contract_code_uq" ON "labor_contract" (lower("code")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "organization_code_uq" ON "organization" (lower("code")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "organization_tree_path_gist" ON "organization" USING gist ("tree_path");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "position_code_uq" ON "position" (lower("code")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "staff_account_id_uq" ON "staff" ("account_id") WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "staff_code_uq" ON "staff" (lower("code")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "staff_setting_item_category_code_uq" ON "staff_setting_item" (lower("category"), lower("code")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_setting_item_tree_path_gist" ON "staff_setting_item" USING gist ("tree_path");
