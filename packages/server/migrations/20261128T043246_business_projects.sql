CREATE TABLE "business_contract" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_contract_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'DRAFT' NOT NULL,
	"project_id" bigint NOT NULL,
	"code" varchar(50) NOT NULL,
	"title" varchar(300) NOT NULL,
	"title_en" varchar(300),
	"kind_id" bigint,
	"partner_name" varchar(300) NOT NULL,
	"partner_tax_code" varchar(20),
	"partner_representative" varchar(200),
	"value" numeric(18, 0) NOT NULL,
	"currency" varchar(50) DEFAULT 'VND' NOT NULL,
	"signed_date" date,
	"effective_date" date,
	"expiration_date" date,
	"owner_id" bigint,
	"terms" varchar(4000),
	"attachments" bigint[]
);

--> statement-breakpoint
CREATE TABLE "business_contract_payment" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_contract_payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"contract_id" bigint NOT NULL,
	"name" varchar(200) NOT NULL,
	"due_date" date,
	"percent" numeric(18, 2),
	"amount" numeric(18, 0) NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"paid_date" date,
	"condition" varchar(500)
);

--> statement-breakpoint
CREATE TABLE "business_feasibility" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_feasibility_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'DRAFT' NOT NULL,
	"project_id" bigint NOT NULL,
	"code" varchar(30) NOT NULL,
	"title" varchar(300) NOT NULL,
	"title_en" varchar(300),
	"study_date" date,
	"prepared_by_id" bigint,
	"discount_rate" numeric(18, 2),
	"npv" numeric(18, 0),
	"irr" numeric(18, 2),
	"payback_years" numeric(18, 2),
	"assumptions" varchar(4000),
	"conclusion" varchar(4000),
	"attachments" bigint[]
);

--> statement-breakpoint
CREATE TABLE "business_feasibility_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_feasibility_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"feasibility_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"investment" numeric(18, 0),
	"revenue" numeric(18, 0),
	"operating_cost" numeric(18, 0),
	"note" varchar(300)
);

--> statement-breakpoint
CREATE TABLE "business_matrix" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_matrix_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"project_id" bigint NOT NULL,
	"name" varchar(300) NOT NULL,
	"name_en" varchar(300),
	"year" integer NOT NULL,
	"row_kind" varchar(50) DEFAULT 'PRODUCT_LINE' NOT NULL,
	"measure" varchar(100),
	"description" varchar(2000)
);

--> statement-breakpoint
CREATE TABLE "business_matrix_plan" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_matrix_plan_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"matrix_id" bigint NOT NULL,
	"row_name" varchar(200) NOT NULL,
	"segment_id" bigint,
	"plan_m1" numeric(18, 0),
	"actual_m1" numeric(18, 0),
	"plan_m2" numeric(18, 0),
	"actual_m2" numeric(18, 0),
	"plan_m3" numeric(18, 0),
	"actual_m3" numeric(18, 0),
	"plan_m4" numeric(18, 0),
	"actual_m4" numeric(18, 0),
	"plan_m5" numeric(18, 0),
	"actual_m5" numeric(18, 0),
	"plan_m6" numeric(18, 0),
	"actual_m6" numeric(18, 0),
	"plan_m7" numeric(18, 0),
	"actual_m7" numeric(18, 0),
	"plan_m8" numeric(18, 0),
	"actual_m8" numeric(18, 0),
	"plan_m9" numeric(18, 0),
	"actual_m9" numeric(18, 0),
	"plan_m10" numeric(18, 0),
	"actual_m10" numeric(18, 0),
	"plan_m11" numeric(18, 0),
	"actual_m11" numeric(18, 0),
	"plan_m12" numeric(18, 0),
	"actual_m12" numeric(18, 0),
	"plan_total" numeric(18, 0) GENERATED ALWAYS AS (round(("plan_m1"::numeric + "plan_m2"::numeric + "plan_m3"::numeric + "plan_m4"::numeric + "plan_m5"::numeric + "plan_m6"::numeric + "plan_m7"::numeric + "plan_m8"::numeric + "plan_m9"::numeric + "plan_m10"::numeric + "plan_m11"::numeric + "plan_m12"::numeric), 0)) STORED,
	"actual_total" numeric(18, 0) GENERATED ALWAYS AS (round(("actual_m1"::numeric + "actual_m2"::numeric + "actual_m3"::numeric + "actual_m4"::numeric + "actual_m5"::numeric + "actual_m6"::numeric + "actual_m7"::numeric + "actual_m8"::numeric + "actual_m9"::numeric + "actual_m10"::numeric + "actual_m11"::numeric + "actual_m12"::numeric), 0)) STORED
);

--> statement-breakpoint
CREATE TABLE "business_positioning_group" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_positioning_group_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_en" varchar(200),
	"segment_id" bigint,
	"x_label" varchar(100) NOT NULL,
	"x_label_en" varchar(100),
	"y_label" varchar(100) NOT NULL,
	"y_label_en" varchar(100),
	"description" varchar(2000)
);

--> statement-breakpoint
CREATE TABLE "business_positioning_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_positioning_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"group_id" bigint NOT NULL,
	"name" varchar(200) NOT NULL,
	"brand" varchar(100),
	"x_score" numeric(18, 2) NOT NULL,
	"y_score" numeric(18, 2) NOT NULL,
	"weight" numeric(18, 2),
	"color" varchar(20),
	"note" varchar(1000)
);

--> statement-breakpoint
CREATE TABLE "business_project_member" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_project_member_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"project_id" bigint NOT NULL,
	"staff_id" bigint NOT NULL,
	"position" varchar(50) DEFAULT 'VIEWER' NOT NULL,
	"note" varchar(300)
);

--> statement-breakpoint
CREATE TABLE "business_setting_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_setting_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"tree_path" "ltree",
	"category" varchar(50) NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_en" varchar(200),
	"parent_id" bigint,
	"description" varchar(500)
);

--> statement-breakpoint
CREATE TABLE "business_setting_report" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_setting_report_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_en" varchar(200),
	"group_id" bigint NOT NULL,
	"frequency" varchar(50) DEFAULT 'MONTHLY' NOT NULL,
	"due_day" integer DEFAULT 5 NOT NULL,
	"unit_id" bigint,
	"recipient_ids" bigint[],
	"is_active" boolean DEFAULT true NOT NULL,
	"description" varchar(1000)
);

--> statement-breakpoint
CREATE TABLE "project_business" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_business_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"code" varchar(30) NOT NULL,
	"name" varchar(300) NOT NULL,
	"name_en" varchar(300),
	"type_id" bigint NOT NULL,
	"sector_id" bigint,
	"segment_id" bigint,
	"unit_id" bigint NOT NULL,
	"province" varchar(100),
	"location" varchar(300),
	"scale" varchar(50),
	"capacity" varchar(200),
	"total_investment" numeric(18, 0),
	"phase" varchar(50) DEFAULT 'IDEA' NOT NULL,
	"owner_id" bigint,
	"start_date" date,
	"end_date" date,
	"description" varchar(4000),
	"attachments" bigint[]
);

--> statement-breakpoint
ALTER TABLE "business_contract" ADD CONSTRAINT "business_contract_project_id_project_business_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project_business"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "business_contract" ADD CONSTRAINT "business_contract_kind_id_business_setting_item_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."business_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "business_contract" ADD CONSTRAINT "business_contract_owner_id_staff_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "business_contract_payment" ADD CONSTRAINT "business_contract_payment_contract_id_business_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."business_contract"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "business_feasibility" ADD CONSTRAINT "business_feasibility_project_id_project_business_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project_business"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "business_feasibility" ADD CONSTRAINT "business_feasibility_prepared_by_id_staff_id_fk" FOREIGN KEY ("prepared_by_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "business_feasibility_line" ADD CONSTRAINT "business_feasibility_line_feasibility_id_business_feasibility_id_fk" FOREIGN KEY ("feasibility_id") REFERENCES "public"."business_feasibility"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "business_matrix" ADD CONSTRAINT "business_matrix_project_id_project_business_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project_business"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "business_matrix_plan" ADD CONSTRAINT "business_matrix_plan_matrix_id_business_matrix_id_fk" FOREIGN KEY ("matrix_id") REFERENCES "public"."business_matrix"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "business_matrix_plan" ADD CONSTRAINT "business_matrix_plan_segment_id_business_setting_item_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."business_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "business_positioning_group" ADD CONSTRAINT "business_positioning_group_segment_id_business_setting_item_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."business_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "business_positioning_item" ADD CONSTRAINT "business_positioning_item_group_id_business_positioning_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."business_positioning_group"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "business_project_member" ADD CONSTRAINT "business_project_member_project_id_project_business_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project_business"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "business_project_member" ADD CONSTRAINT "business_project_member_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "business_setting_item" ADD CONSTRAINT "business_setting_item_parent_id_business_setting_item_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."business_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "business_setting_report" ADD CONSTRAINT "business_setting_report_group_id_business_setting_item_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."business_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "business_setting_report" ADD CONSTRAINT "business_setting_report_unit_id_organization_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."organization"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_business" ADD CONSTRAINT "project_business_type_id_business_setting_item_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."business_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_business" ADD CONSTRAINT "project_business_sector_id_business_setting_item_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."business_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_business" ADD CONSTRAINT "project_business_segment_id_business_setting_item_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."business_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_business" ADD CONSTRAINT "project_business_unit_id_organization_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."organization"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_business" ADD CONSTRAINT "project_business_owner_id_staff_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "business_contract_state_created_date_idx" ON "business_contract" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "business_contract_project_id_idx" ON "business_contract" USING btree ("project_id","id");
--> statement-breakpoint
CREATE INDEX "business_contract_kind_id_idx" ON "business_contract" USING btree ("kind_id","id");
--> statement-breakpoint
CREATE INDEX "business_contract_signed_date_idx" ON "business_contract" USING btree ("signed_date","id");
--> statement-breakpoint
CREATE INDEX "business_contract_expiration_date_idx" ON "business_contract" USING btree ("expiration_date","id");
--> statement-breakpoint
CREATE INDEX "business_contract_owner_id_idx" ON "business_contract" USING btree ("owner_id","id");
--> statement-breakpoint
CREATE INDEX "business_contract_created_date_idx" ON "business_contract" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "business_contract_updated_date_idx" ON "business_contract" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "business_contract_ordering_idx" ON "business_contract" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "business_contract_status_idx" ON "business_contract" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "business_contract_code_idx" ON "business_contract" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "business_contract_value_idx" ON "business_contract" USING btree ("value","id");
--> statement-breakpoint
CREATE INDEX "business_contract_effective_date_idx" ON "business_contract" USING btree ("effective_date","id");
--> statement-breakpoint
CREATE INDEX "business_contract_attachments_gin" ON "business_contract" USING gin ("attachments");
--> statement-breakpoint
CREATE INDEX "business_contract_payment_state_due_date_idx" ON "business_contract_payment" USING btree ("state","due_date","id");
--> statement-breakpoint
CREATE INDEX "business_contract_payment_contract_id_idx" ON "business_contract_payment" USING btree ("contract_id","id");
--> statement-breakpoint
CREATE INDEX "business_contract_payment_is_paid_idx" ON "business_contract_payment" USING btree ("is_paid","id");
--> statement-breakpoint
CREATE INDEX "business_contract_payment_due_date_idx" ON "business_contract_payment" USING btree ("due_date","id");
--> statement-breakpoint
CREATE INDEX "business_contract_payment_created_date_idx" ON "business_contract_payment" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "business_contract_payment_updated_date_idx" ON "business_contract_payment" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "business_contract_payment_ordering_idx" ON "business_contract_payment" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "business_contract_payment_amount_idx" ON "business_contract_payment" USING btree ("amount","id");
--> statement-breakpoint
CREATE INDEX "business_feasibility_state_created_date_idx" ON "business_feasibility" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "business_feasibility_project_id_idx" ON "business_feasibility" USING btree ("project_id","id");
--> statement-breakpoint
CREATE INDEX "business_feasibility_study_date_idx" ON "business_feasibility" USING btree ("study_date","id");
--> statement-breakpoint
CREATE INDEX "business_feasibility_prepared_by_id_idx" ON "business_feasibility" USING btree ("prepared_by_id","id");
--> statement-breakpoint
CREATE INDEX "business_feasibility_created_by_idx" ON "business_feasibility" USING btree ("created_by","id");
--> statement-breakpoint
CREATE INDEX "business_feasibility_created_date_idx" ON "business_feasibility" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "business_feasibility_updated_date_idx" ON "business_feasibility" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "business_feasibility_ordering_idx" ON "business_feasibility" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "business_feasibility_status_idx" ON "business_feasibility" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "business_feasibility_code_idx" ON "business_feasibility" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "business_feasibility_npv_idx" ON "business_feasibility" USING btree ("npv","id");
--> statement-breakpoint
CREATE INDEX "business_feasibility_irr_idx" ON "business_feasibility" USING btree ("irr","id");
--> statement-breakpoint
CREATE INDEX "business_feasibility_payback_years_idx" ON "business_feasibility" USING btree ("payback_years","id");
--> statement-breakpoint
CREATE INDEX "business_feasibility_attachments_gin" ON "business_feasibility" USING gin ("attachments");
--> statement-breakpoint
CREATE INDEX "business_feasibility_line_state_year_idx" ON "business_feasibility_line" USING btree ("state","year","id");
--> statement-breakpoint
CREATE INDEX "business_feasibility_line_feasibility_id_idx" ON "business_feasibility_line" USING btree ("feasibility_id","id");
--> statement-breakpoint
CREATE INDEX "business_feasibility_line_year_idx" ON "business_feasibility_line" USING btree ("year","id");
--> statement-breakpoint
CREATE INDEX "business_feasibility_line_created_date_idx" ON "business_feasibility_line" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "business_feasibility_line_updated_date_idx" ON "business_feasibility_line" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "business_feasibility_line_ordering_idx" ON "business_feasibility_line" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "business_matrix_state_year_idx" ON "business_matrix" USING btree ("state","year","id");
--> statement-breakpoint
CREATE INDEX "business_matrix_project_id_idx" ON "business_matrix" USING btree ("project_id","id");
--> statement-breakpoint
CREATE INDEX "business_matrix_year_idx" ON "business_matrix" USING btree ("year","id");
--> statement-breakpoint
CREATE INDEX "business_matrix_row_kind_idx" ON "business_matrix" USING btree ("row_kind","id");
--> statement-breakpoint
CREATE INDEX "business_matrix_created_date_idx" ON "business_matrix" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "business_matrix_updated_date_idx" ON "business_matrix" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "business_matrix_ordering_idx" ON "business_matrix" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "business_matrix_name_idx" ON "business_matrix" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "business_matrix_plan_state_ordering_idx" ON "business_matrix_plan" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "business_matrix_plan_matrix_id_idx" ON "business_matrix_plan" USING btree ("matrix_id","id");
--> statement-breakpoint
CREATE INDEX "business_matrix_plan_segment_id_idx" ON "business_matrix_plan" USING btree ("segment_id","id");
--> statement-breakpoint
CREATE INDEX "business_matrix_plan_created_date_idx" ON "business_matrix_plan" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "business_matrix_plan_updated_date_idx" ON "business_matrix_plan" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "business_matrix_plan_ordering_idx" ON "business_matrix_plan" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "business_positioning_group_state_ordering_idx" ON "business_positioning_group" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "business_positioning_group_segment_id_idx" ON "business_positioning_group" USING btree ("segment_id","id");
--> statement-breakpoint
CREATE INDEX "business_positioning_group_created_date_idx" ON "business_positioning_group" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "business_positioning_group_updated_date_idx" ON "business_positioning_group" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "business_positioning_group_ordering_idx" ON "business_positioning_group" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "business_positioning_item_state_ordering_idx" ON "business_positioning_item" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "business_positioning_item_group_id_idx" ON "business_positioning_item" USING btree ("group_id","id");
--> statement-breakpoint
CREATE INDEX "business_positioning_item_brand_idx" ON "business_positioning_item" USING btree ("brand","id");
--> statement-breakpoint
CREATE INDEX "business_positioning_item_created_date_idx" ON "business_positioning_item" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "business_positioning_item_updated_date_idx" ON "business_positioning_item" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "business_positioning_item_ordering_idx" ON "business_positioning_item" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "business_positioning_item_x_score_idx" ON "business_positioning_item" USING btree ("x_score","id");
--> statement-breakpoint
CREATE INDEX "business_positioning_item_y_score_idx" ON "business_positioning_item" USING btree ("y_score","id");
--> statement-breakpoint
CREATE INDEX "business_positioning_item_weight_idx" ON "business_positioning_item" USING btree ("weight","id");
--> statement-breakpoint
CREATE INDEX "business_project_member_state_created_date_idx" ON "business_project_member" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "business_project_member_project_id_idx" ON "business_project_member" USING btree ("project_id","id");
--> statement-breakpoint
CREATE INDEX "business_project_member_staff_id_idx" ON "business_project_member" USING btree ("staff_id","id");
--> statement-breakpoint
CREATE INDEX "business_project_member_position_idx" ON "business_project_member" USING btree ("position","id");
--> statement-breakpoint
CREATE INDEX "business_project_member_created_date_idx" ON "business_project_member" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "business_project_member_updated_date_idx" ON "business_project_member" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "business_project_member_ordering_idx" ON "business_project_member" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "business_setting_item_state_ordering_idx" ON "business_setting_item" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "business_setting_item_category_idx" ON "business_setting_item" USING btree ("category","id");
--> statement-breakpoint
CREATE INDEX "business_setting_item_parent_id_idx" ON "business_setting_item" USING btree ("parent_id","id");
--> statement-breakpoint
CREATE INDEX "business_setting_item_created_date_idx" ON "business_setting_item" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "business_setting_item_updated_date_idx" ON "business_setting_item" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "business_setting_item_ordering_idx" ON "business_setting_item" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "business_setting_item_code_idx" ON "business_setting_item" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "business_setting_item_name_idx" ON "business_setting_item" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "business_setting_report_state_ordering_idx" ON "business_setting_report" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "business_setting_report_group_id_idx" ON "business_setting_report" USING btree ("group_id","id");
--> statement-breakpoint
CREATE INDEX "business_setting_report_frequency_idx" ON "business_setting_report" USING btree ("frequency","id");
--> statement-breakpoint
CREATE INDEX "business_setting_report_unit_id_idx" ON "business_setting_report" USING btree ("unit_id","id");
--> statement-breakpoint
CREATE INDEX "business_setting_report_is_active_idx" ON "business_setting_report" USING btree ("is_active","id");
--> statement-breakpoint
CREATE INDEX "business_setting_report_created_date_idx" ON "business_setting_report" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "business_setting_report_updated_date_idx" ON "business_setting_report" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "business_setting_report_ordering_idx" ON "business_setting_report" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "project_business_state_created_date_idx" ON "project_business" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "project_business_type_id_idx" ON "project_business" USING btree ("type_id","id");
--> statement-breakpoint
CREATE INDEX "project_business_sector_id_idx" ON "project_business" USING btree ("sector_id","id");
--> statement-breakpoint
CREATE INDEX "project_business_segment_id_idx" ON "project_business" USING btree ("segment_id","id");
--> statement-breakpoint
CREATE INDEX "project_business_unit_id_idx" ON "project_business" USING btree ("unit_id","id");
--> statement-breakpoint
CREATE INDEX "project_business_phase_idx" ON "project_business" USING btree ("phase","id");
--> statement-breakpoint
CREATE INDEX "project_business_owner_id_idx" ON "project_business" USING btree ("owner_id","id");
--> statement-breakpoint
CREATE INDEX "project_business_province_idx" ON "project_business" USING btree ("province","id");
--> statement-breakpoint
CREATE INDEX "project_business_scale_idx" ON "project_business" USING btree ("scale","id");
--> statement-breakpoint
CREATE INDEX "project_business_created_date_idx" ON "project_business" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "project_business_updated_date_idx" ON "project_business" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "project_business_ordering_idx" ON "project_business" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "project_business_code_idx" ON "project_business" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "project_business_name_idx" ON "project_business" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "project_business_total_investment_idx" ON "project_business" USING btree ("total_investment","id");
--> statement-breakpoint
CREATE INDEX "project_business_start_date_idx" ON "project_business" USING btree ("start_date","id");
--> statement-breakpoint
CREATE INDEX "project_business_attachments_gin" ON "project_business" USING gin ("attachments");
--> statement-breakpoint
ALTER TABLE "business_contract_payment" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "business_contract_payment_search_vec_gin" ON "business_contract_payment" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "business_contract" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("partner_name"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "business_contract_search_vec_gin" ON "business_contract" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "business_feasibility" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "business_feasibility_search_vec_gin" ON "business_feasibility" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "business_matrix_plan" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("row_name"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "business_matrix_plan_search_vec_gin" ON "business_matrix_plan" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "business_matrix" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "business_matrix_search_vec_gin" ON "business_matrix" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "business_positioning_group" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "business_positioning_group_search_vec_gin" ON "business_positioning_group" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "business_positioning_item" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("brand"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "business_positioning_item_search_vec_gin" ON "business_positioning_item" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "business_setting_item" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "business_setting_item_search_vec_gin" ON "business_setting_item" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "business_setting_report" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "business_setting_report_search_vec_gin" ON "business_setting_report" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "project_business" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("province"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "project_business_search_vec_gin" ON "project_business" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "business_contract_payment" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "business_contract" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "business_feasibility" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "business_matrix_plan" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "business_matrix" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "business_positioning_group" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "business_positioning_item" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "business_setting_item" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "business_setting_report" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "project_business" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "business_contract_code_uq" ON "business_contract" (lower("code")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "business_feasibility_code_uq" ON "business_feasibility" (lower("code"));
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "business_feasibility_line_feasibility_id_year_uq" ON "business_feasibility_line" ("feasibility_id", "year");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "business_matrix_project_id_year_name_uq" ON "business_matrix" ("project_id", "year", lower("name")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "business_project_member_project_id_staff_id_uq" ON "business_project_member" ("project_id", "staff_id") WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "business_setting_item_category_code_uq" ON "business_setting_item" ("category", lower("code")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "business_setting_item_tree_path_gist" ON "business_setting_item" USING gist ("tree_path");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "project_business_code_uq" ON "project_business" (lower("code"));
--> statement-breakpoint
CREATE TRIGGER "business_contract_payment_search_dense" AFTER INSERT OR DELETE ON "business_contract_payment" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "business_contract_payment_search_dense_upd" AFTER UPDATE ON "business_contract_payment" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "business_contract_search_dense" AFTER INSERT OR DELETE ON "business_contract" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "business_contract_search_dense_upd" AFTER UPDATE ON "business_contract" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "business_feasibility_search_dense" AFTER INSERT OR DELETE ON "business_feasibility" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "business_feasibility_search_dense_upd" AFTER UPDATE ON "business_feasibility" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "business_matrix_plan_search_dense" AFTER INSERT OR DELETE ON "business_matrix_plan" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "business_matrix_plan_search_dense_upd" AFTER UPDATE ON "business_matrix_plan" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "business_matrix_search_dense" AFTER INSERT OR DELETE ON "business_matrix" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "business_matrix_search_dense_upd" AFTER UPDATE ON "business_matrix" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "business_positioning_group_search_dense" AFTER INSERT OR DELETE ON "business_positioning_group" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "business_positioning_group_search_dense_upd" AFTER UPDATE ON "business_positioning_group" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "business_positioning_item_search_dense" AFTER INSERT OR DELETE ON "business_positioning_item" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "business_positioning_item_search_dense_upd" AFTER UPDATE ON "business_positioning_item" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "business_setting_item_search_dense" AFTER INSERT OR DELETE ON "business_setting_item" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "business_setting_item_search_dense_upd" AFTER UPDATE ON "business_setting_item" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "business_setting_report_search_dense" AFTER INSERT OR DELETE ON "business_setting_report" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "business_setting_report_search_dense_upd" AFTER UPDATE ON "business_setting_report" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "project_business_search_dense" AFTER INSERT OR DELETE ON "project_business" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "project_business_search_dense_upd" AFTER UPDATE ON "project_business" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
