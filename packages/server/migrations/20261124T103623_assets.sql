CREATE TABLE "asset" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asset_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_en" varchar(200),
	"type_id" bigint NOT NULL,
	"serial_number" varchar(100),
	"model" varchar(100),
	"brand" varchar(100),
	"quantity" integer DEFAULT 1 NOT NULL,
	"uom_id" bigint,
	"purchase_date" date,
	"price" numeric(18, 2),
	"supplier" varchar(200),
	"unit_id" bigint NOT NULL,
	"location_kind_id" bigint,
	"location" varchar(300),
	"holder_id" bigint,
	"condition" varchar(50) DEFAULT 'IN_STOCK' NOT NULL,
	"status_id" bigint,
	"warranty_end" date,
	"photos" bigint[],
	"attachments" bigint[],
	"notes" varchar(2000)
);

--> statement-breakpoint
CREATE TABLE "asset_alert_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asset_alert_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"alert_id" bigint NOT NULL,
	"asset_id" bigint NOT NULL,
	"kind" varchar(50) NOT NULL,
	"due_date" date NOT NULL,
	"recipient_count" integer
);

--> statement-breakpoint
CREATE TABLE "asset_handover" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asset_handover_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'DRAFT' NOT NULL,
	"title" varchar(300),
	"asset_id" bigint NOT NULL,
	"kind" varchar(50) DEFAULT 'ISSUE' NOT NULL,
	"to_staff_id" bigint,
	"to_unit_id" bigint,
	"from_staff_id" bigint,
	"from_unit_id" bigint,
	"handover_date" date NOT NULL,
	"expected_return_date" date,
	"returned_date" date,
	"condition_note" varchar(1000),
	"return_note" varchar(1000),
	"attachments" bigint[]
);

--> statement-breakpoint
CREATE TABLE "asset_inspection" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asset_inspection_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"asset_id" bigint NOT NULL,
	"inspection_date" date NOT NULL,
	"inspector" varchar(200) NOT NULL,
	"inspector_staff_id" bigint,
	"certificate_no" varchar(100),
	"result" varchar(50) NOT NULL,
	"next_due_date" date,
	"cost" numeric(18, 2),
	"attachments" bigint[],
	"notes" varchar(1000)
);

--> statement-breakpoint
CREATE TABLE "asset_insurance" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asset_insurance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"asset_id" bigint NOT NULL,
	"insurer" varchar(200) NOT NULL,
	"policy_no" varchar(100) NOT NULL,
	"insurance_kind" varchar(50) DEFAULT 'PHYSICAL_DAMAGE' NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"insured_value" numeric(18, 2),
	"premium" numeric(18, 2),
	"attachments" bigint[],
	"notes" varchar(1000)
);

--> statement-breakpoint
CREATE TABLE "asset_setting" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asset_setting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
CREATE TABLE "asset_setting_alert" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asset_setting_alert_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_en" varchar(200),
	"kind" varchar(50) NOT NULL,
	"days_before" integer DEFAULT 30 NOT NULL,
	"unit_id" bigint,
	"type_id" bigint,
	"recipient_ids" bigint[] NOT NULL,
	"is_notify_holder" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"description" varchar(500)
);

--> statement-breakpoint
CREATE TABLE "repair_asset" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repair_asset_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"asset_id" bigint NOT NULL,
	"title" varchar(200) NOT NULL,
	"company_id" bigint,
	"start_date" date NOT NULL,
	"end_date" date,
	"cost" numeric(18, 2),
	"repair_status" varchar(50) DEFAULT 'PLANNED' NOT NULL,
	"description" varchar(2000),
	"attachments" bigint[]
);

--> statement-breakpoint
CREATE TABLE "repair_asset_company" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repair_asset_company_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"name" varchar(200) NOT NULL,
	"tax_code" varchar(20),
	"contact_name" varchar(100),
	"phone" varchar(20),
	"email" varchar(255),
	"address" varchar(300),
	"specialties" text[],
	"notes" varchar(1000)
);

--> statement-breakpoint
ALTER TABLE "asset" ADD CONSTRAINT "asset_type_id_asset_setting_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."asset_setting"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asset" ADD CONSTRAINT "asset_uom_id_asset_setting_id_fk" FOREIGN KEY ("uom_id") REFERENCES "public"."asset_setting"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asset" ADD CONSTRAINT "asset_unit_id_organization_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."organization"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asset" ADD CONSTRAINT "asset_location_kind_id_asset_setting_id_fk" FOREIGN KEY ("location_kind_id") REFERENCES "public"."asset_setting"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asset" ADD CONSTRAINT "asset_holder_id_staff_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asset" ADD CONSTRAINT "asset_status_id_asset_setting_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."asset_setting"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asset_alert_log" ADD CONSTRAINT "asset_alert_log_alert_id_asset_setting_alert_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."asset_setting_alert"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asset_alert_log" ADD CONSTRAINT "asset_alert_log_asset_id_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."asset"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asset_handover" ADD CONSTRAINT "asset_handover_asset_id_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."asset"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asset_handover" ADD CONSTRAINT "asset_handover_to_staff_id_staff_id_fk" FOREIGN KEY ("to_staff_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asset_handover" ADD CONSTRAINT "asset_handover_to_unit_id_organization_id_fk" FOREIGN KEY ("to_unit_id") REFERENCES "public"."organization"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asset_handover" ADD CONSTRAINT "asset_handover_from_staff_id_staff_id_fk" FOREIGN KEY ("from_staff_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asset_handover" ADD CONSTRAINT "asset_handover_from_unit_id_organization_id_fk" FOREIGN KEY ("from_unit_id") REFERENCES "public"."organization"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asset_inspection" ADD CONSTRAINT "asset_inspection_asset_id_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."asset"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asset_inspection" ADD CONSTRAINT "asset_inspection_inspector_staff_id_staff_id_fk" FOREIGN KEY ("inspector_staff_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asset_insurance" ADD CONSTRAINT "asset_insurance_asset_id_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."asset"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asset_setting" ADD CONSTRAINT "asset_setting_parent_id_asset_setting_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."asset_setting"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asset_setting_alert" ADD CONSTRAINT "asset_setting_alert_unit_id_organization_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."organization"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asset_setting_alert" ADD CONSTRAINT "asset_setting_alert_type_id_asset_setting_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."asset_setting"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "repair_asset" ADD CONSTRAINT "repair_asset_asset_id_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."asset"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "repair_asset" ADD CONSTRAINT "repair_asset_company_id_repair_asset_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."repair_asset_company"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "asset_state_created_date_idx" ON "asset" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "asset_type_id_idx" ON "asset" USING btree ("type_id","id");
--> statement-breakpoint
CREATE INDEX "asset_unit_id_idx" ON "asset" USING btree ("unit_id","id");
--> statement-breakpoint
CREATE INDEX "asset_holder_id_idx" ON "asset" USING btree ("holder_id","id");
--> statement-breakpoint
CREATE INDEX "asset_condition_idx" ON "asset" USING btree ("condition","id");
--> statement-breakpoint
CREATE INDEX "asset_status_id_idx" ON "asset" USING btree ("status_id","id");
--> statement-breakpoint
CREATE INDEX "asset_location_kind_id_idx" ON "asset" USING btree ("location_kind_id","id");
--> statement-breakpoint
CREATE INDEX "asset_purchase_date_idx" ON "asset" USING btree ("purchase_date","id");
--> statement-breakpoint
CREATE INDEX "asset_warranty_end_idx" ON "asset" USING btree ("warranty_end","id");
--> statement-breakpoint
CREATE INDEX "asset_created_date_idx" ON "asset" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "asset_updated_date_idx" ON "asset" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "asset_ordering_idx" ON "asset" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "asset_code_idx" ON "asset" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "asset_name_idx" ON "asset" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "asset_price_idx" ON "asset" USING btree ("price","id");
--> statement-breakpoint
CREATE INDEX "asset_uom_id_idx" ON "asset" USING btree ("uom_id");
--> statement-breakpoint
CREATE INDEX "asset_photos_gin" ON "asset" USING gin ("photos");
--> statement-breakpoint
CREATE INDEX "asset_attachments_gin" ON "asset" USING gin ("attachments");
--> statement-breakpoint
CREATE INDEX "asset_alert_log_state_created_date_idx" ON "asset_alert_log" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "asset_alert_log_alert_id_idx" ON "asset_alert_log" USING btree ("alert_id","id");
--> statement-breakpoint
CREATE INDEX "asset_alert_log_asset_id_idx" ON "asset_alert_log" USING btree ("asset_id","id");
--> statement-breakpoint
CREATE INDEX "asset_alert_log_kind_idx" ON "asset_alert_log" USING btree ("kind","id");
--> statement-breakpoint
CREATE INDEX "asset_alert_log_due_date_idx" ON "asset_alert_log" USING btree ("due_date","id");
--> statement-breakpoint
CREATE INDEX "asset_alert_log_created_date_idx" ON "asset_alert_log" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "asset_alert_log_updated_date_idx" ON "asset_alert_log" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "asset_alert_log_ordering_idx" ON "asset_alert_log" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "asset_handover_state_handover_date_idx" ON "asset_handover" USING btree ("state","handover_date","id");
--> statement-breakpoint
CREATE INDEX "asset_handover_status_idx" ON "asset_handover" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "asset_handover_asset_id_idx" ON "asset_handover" USING btree ("asset_id","id");
--> statement-breakpoint
CREATE INDEX "asset_handover_kind_idx" ON "asset_handover" USING btree ("kind","id");
--> statement-breakpoint
CREATE INDEX "asset_handover_to_staff_id_idx" ON "asset_handover" USING btree ("to_staff_id","id");
--> statement-breakpoint
CREATE INDEX "asset_handover_to_unit_id_idx" ON "asset_handover" USING btree ("to_unit_id","id");
--> statement-breakpoint
CREATE INDEX "asset_handover_handover_date_idx" ON "asset_handover" USING btree ("handover_date","id");
--> statement-breakpoint
CREATE INDEX "asset_handover_created_by_idx" ON "asset_handover" USING btree ("created_by","id");
--> statement-breakpoint
CREATE INDEX "asset_handover_created_date_idx" ON "asset_handover" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "asset_handover_updated_date_idx" ON "asset_handover" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "asset_handover_ordering_idx" ON "asset_handover" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "asset_handover_returned_date_idx" ON "asset_handover" USING btree ("returned_date","id");
--> statement-breakpoint
CREATE INDEX "asset_handover_from_staff_id_idx" ON "asset_handover" USING btree ("from_staff_id");
--> statement-breakpoint
CREATE INDEX "asset_handover_from_unit_id_idx" ON "asset_handover" USING btree ("from_unit_id");
--> statement-breakpoint
CREATE INDEX "asset_handover_attachments_gin" ON "asset_handover" USING gin ("attachments");
--> statement-breakpoint
CREATE INDEX "asset_inspection_state_inspection_date_idx" ON "asset_inspection" USING btree ("state","inspection_date","id");
--> statement-breakpoint
CREATE INDEX "asset_inspection_asset_id_idx" ON "asset_inspection" USING btree ("asset_id","id");
--> statement-breakpoint
CREATE INDEX "asset_inspection_result_idx" ON "asset_inspection" USING btree ("result","id");
--> statement-breakpoint
CREATE INDEX "asset_inspection_inspection_date_idx" ON "asset_inspection" USING btree ("inspection_date","id");
--> statement-breakpoint
CREATE INDEX "asset_inspection_next_due_date_idx" ON "asset_inspection" USING btree ("next_due_date","id");
--> statement-breakpoint
CREATE INDEX "asset_inspection_created_date_idx" ON "asset_inspection" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "asset_inspection_updated_date_idx" ON "asset_inspection" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "asset_inspection_ordering_idx" ON "asset_inspection" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "asset_inspection_inspector_staff_id_idx" ON "asset_inspection" USING btree ("inspector_staff_id");
--> statement-breakpoint
CREATE INDEX "asset_inspection_attachments_gin" ON "asset_inspection" USING gin ("attachments");
--> statement-breakpoint
CREATE INDEX "asset_insurance_state_to_date_idx" ON "asset_insurance" USING btree ("state","to_date","id");
--> statement-breakpoint
CREATE INDEX "asset_insurance_asset_id_idx" ON "asset_insurance" USING btree ("asset_id","id");
--> statement-breakpoint
CREATE INDEX "asset_insurance_insurance_kind_idx" ON "asset_insurance" USING btree ("insurance_kind","id");
--> statement-breakpoint
CREATE INDEX "asset_insurance_from_date_idx" ON "asset_insurance" USING btree ("from_date","id");
--> statement-breakpoint
CREATE INDEX "asset_insurance_to_date_idx" ON "asset_insurance" USING btree ("to_date","id");
--> statement-breakpoint
CREATE INDEX "asset_insurance_created_date_idx" ON "asset_insurance" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "asset_insurance_updated_date_idx" ON "asset_insurance" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "asset_insurance_ordering_idx" ON "asset_insurance" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "asset_insurance_premium_idx" ON "asset_insurance" USING btree ("premium","id");
--> statement-breakpoint
CREATE INDEX "asset_insurance_attachments_gin" ON "asset_insurance" USING gin ("attachments");
--> statement-breakpoint
CREATE INDEX "asset_setting_state_ordering_idx" ON "asset_setting" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "asset_setting_category_idx" ON "asset_setting" USING btree ("category","id");
--> statement-breakpoint
CREATE INDEX "asset_setting_parent_id_idx" ON "asset_setting" USING btree ("parent_id","id");
--> statement-breakpoint
CREATE INDEX "asset_setting_created_date_idx" ON "asset_setting" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "asset_setting_updated_date_idx" ON "asset_setting" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "asset_setting_ordering_idx" ON "asset_setting" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "asset_setting_code_idx" ON "asset_setting" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "asset_setting_name_idx" ON "asset_setting" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "asset_setting_alert_state_ordering_idx" ON "asset_setting_alert" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "asset_setting_alert_kind_idx" ON "asset_setting_alert" USING btree ("kind","id");
--> statement-breakpoint
CREATE INDEX "asset_setting_alert_unit_id_idx" ON "asset_setting_alert" USING btree ("unit_id","id");
--> statement-breakpoint
CREATE INDEX "asset_setting_alert_is_active_idx" ON "asset_setting_alert" USING btree ("is_active","id");
--> statement-breakpoint
CREATE INDEX "asset_setting_alert_created_date_idx" ON "asset_setting_alert" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "asset_setting_alert_updated_date_idx" ON "asset_setting_alert" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "asset_setting_alert_ordering_idx" ON "asset_setting_alert" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "asset_setting_alert_type_id_idx" ON "asset_setting_alert" USING btree ("type_id");
--> statement-breakpoint
CREATE INDEX "repair_asset_state_start_date_idx" ON "repair_asset" USING btree ("state","start_date","id");
--> statement-breakpoint
CREATE INDEX "repair_asset_asset_id_idx" ON "repair_asset" USING btree ("asset_id","id");
--> statement-breakpoint
CREATE INDEX "repair_asset_company_id_idx" ON "repair_asset" USING btree ("company_id","id");
--> statement-breakpoint
CREATE INDEX "repair_asset_repair_status_idx" ON "repair_asset" USING btree ("repair_status","id");
--> statement-breakpoint
CREATE INDEX "repair_asset_start_date_idx" ON "repair_asset" USING btree ("start_date","id");
--> statement-breakpoint
CREATE INDEX "repair_asset_created_date_idx" ON "repair_asset" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "repair_asset_updated_date_idx" ON "repair_asset" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "repair_asset_ordering_idx" ON "repair_asset" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "repair_asset_end_date_idx" ON "repair_asset" USING btree ("end_date","id");
--> statement-breakpoint
CREATE INDEX "repair_asset_cost_idx" ON "repair_asset" USING btree ("cost","id");
--> statement-breakpoint
CREATE INDEX "repair_asset_attachments_gin" ON "repair_asset" USING gin ("attachments");
--> statement-breakpoint
CREATE INDEX "repair_asset_company_state_ordering_idx" ON "repair_asset_company" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "repair_asset_company_created_date_idx" ON "repair_asset_company" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "repair_asset_company_updated_date_idx" ON "repair_asset_company" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "repair_asset_company_ordering_idx" ON "repair_asset_company" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "repair_asset_company_name_idx" ON "repair_asset_company" USING btree ("name","id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "asset_alert_log_alert_id_asset_id_due_date_uq" ON "asset_alert_log" ("alert_id", "asset_id", "due_date");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "asset_code_uq" ON "asset" (lower("code"));
--> statement-breakpoint
ALTER TABLE "asset_handover" ADD CONSTRAINT "asset_handover_asset_id_handover_date_returned_date_excl" EXCLUDE USING gist ("asset_id" WITH =, daterange("handover_date", "returned_date", '[]') WITH &&) WHERE ("state" = 'ACTIVE' AND "status" IN ('DRAFT', 'PENDING', 'APPROVED'));
--> statement-breakpoint
ALTER TABLE "asset_handover" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "asset_handover_search_doc_trgm" ON "asset_handover" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "asset_inspection" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("inspector"::text, '') || ' ' || coalesce("certificate_no"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "asset_inspection_search_doc_trgm" ON "asset_inspection" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "asset_insurance" ADD CONSTRAINT "asset_insurance_asset_id_from_date_to_date_excl" EXCLUDE USING gist ("asset_id" WITH =, daterange("from_date", "to_date", '[]') WITH &&) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
ALTER TABLE "asset_insurance" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("insurer"::text, '') || ' ' || coalesce("policy_no"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "asset_insurance_search_doc_trgm" ON "asset_insurance" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "asset" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("serial_number"::text, '') || ' ' || coalesce("model"::text, '') || ' ' || coalesce("brand"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "asset_search_doc_trgm" ON "asset" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "asset_setting_alert" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "asset_setting_alert_search_doc_trgm" ON "asset_setting_alert" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "asset_setting_category_code_uq" ON "asset_setting" (lower("category"), lower("code")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
ALTER TABLE "asset_setting" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "asset_setting_search_doc_trgm" ON "asset_setting" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "asset_setting_tree_path_gist" ON "asset_setting" USING gist ("tree_path");
--> statement-breakpoint
ALTER TABLE "repair_asset_company" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("tax_code"::text, '') || ' ' || coalesce("contact_name"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "repair_asset_company_search_doc_trgm" ON "repair_asset_company" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "repair_asset_company_tax_code_uq" ON "repair_asset_company" (lower("tax_code")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
ALTER TABLE "repair_asset" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "repair_asset_search_doc_trgm" ON "repair_asset" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
DROP TABLE IF EXISTS "report_asset_repair";
CREATE TABLE "report_asset_repair" ("day" date NOT NULL, "status" text NOT NULL DEFAULT '', "company" bigint NOT NULL DEFAULT 0, "unit" bigint NOT NULL DEFAULT 0, "n" bigint NOT NULL DEFAULT 0, "m_cost" float8 NOT NULL DEFAULT 0, PRIMARY KEY ("day", "status", "company", "unit"));
CREATE OR REPLACE FUNCTION "report_asset_repair_roll"() RETURNS trigger LANGUAGE plpgsql AS $roll$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."state", OLD."start_date", OLD."repair_status", OLD."company_id", OLD."asset_id", OLD."cost") IS NOT DISTINCT FROM (NEW."state", NEW."start_date", NEW."repair_status", NEW."company_id", NEW."asset_id", NEW."cost") THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' AND OLD."state" = 'ACTIVE' AND OLD."start_date" IS NOT NULL THEN
    INSERT INTO "report_asset_repair" AS r ("day", "status", "company", "unit", "n", "m_cost") VALUES (OLD."start_date", coalesce(OLD."repair_status"::text, ''), coalesce(OLD."company_id", 0), coalesce((SELECT s."unit_id" FROM "asset" s WHERE s.id = OLD."asset_id"), 0), -1, -coalesce(OLD."cost", 0)::float8)
      ON CONFLICT ("day", "status", "company", "unit") DO UPDATE SET "n" = r."n" + EXCLUDED."n", "m_cost" = r."m_cost" + EXCLUDED."m_cost";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."state" = 'ACTIVE' AND NEW."start_date" IS NOT NULL THEN
    INSERT INTO "report_asset_repair" AS r ("day", "status", "company", "unit", "n", "m_cost") VALUES (NEW."start_date", coalesce(NEW."repair_status"::text, ''), coalesce(NEW."company_id", 0), coalesce((SELECT s."unit_id" FROM "asset" s WHERE s.id = NEW."asset_id"), 0), 1, coalesce(NEW."cost", 0)::float8)
      ON CONFLICT ("day", "status", "company", "unit") DO UPDATE SET "n" = r."n" + EXCLUDED."n", "m_cost" = r."m_cost" + EXCLUDED."m_cost";
  END IF;
  RETURN NULL;
END
$roll$;
CREATE TRIGGER "report_asset_repair_trg" AFTER INSERT OR UPDATE OR DELETE ON "repair_asset" FOR EACH ROW EXECUTE FUNCTION "report_asset_repair_roll"();
INSERT INTO "report_asset_repair" ("day", "status", "company", "unit", "n", "m_cost")
  SELECT t."start_date", coalesce(t."repair_status"::text, ''), coalesce(t."company_id", 0), coalesce((SELECT s."unit_id" FROM "asset" s WHERE s.id = t."asset_id"), 0), count(*), sum(coalesce(t."cost", 0)::float8)
  FROM "repair_asset" t WHERE t."state" = 'ACTIVE' AND t."start_date" IS NOT NULL GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
DROP TABLE IF EXISTS "report_asset";
CREATE TABLE "report_asset" ("day" date NOT NULL, "type" bigint NOT NULL DEFAULT 0, "condition" text NOT NULL DEFAULT '', "unit" bigint NOT NULL DEFAULT 0, "n" bigint NOT NULL DEFAULT 0, "m_value" float8 NOT NULL DEFAULT 0, PRIMARY KEY ("day", "type", "condition", "unit"));
CREATE OR REPLACE FUNCTION "report_asset_roll"() RETURNS trigger LANGUAGE plpgsql AS $roll$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."state", OLD."purchase_date", OLD."type_id", OLD."condition", OLD."unit_id", OLD."price") IS NOT DISTINCT FROM (NEW."state", NEW."purchase_date", NEW."type_id", NEW."condition", NEW."unit_id", NEW."price") THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' AND OLD."state" = 'ACTIVE' AND OLD."purchase_date" IS NOT NULL THEN
    INSERT INTO "report_asset" AS r ("day", "type", "condition", "unit", "n", "m_value") VALUES (OLD."purchase_date", coalesce(OLD."type_id", 0), coalesce(OLD."condition"::text, ''), coalesce(OLD."unit_id", 0), -1, -coalesce(OLD."price", 0)::float8)
      ON CONFLICT ("day", "type", "condition", "unit") DO UPDATE SET "n" = r."n" + EXCLUDED."n", "m_value" = r."m_value" + EXCLUDED."m_value";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."state" = 'ACTIVE' AND NEW."purchase_date" IS NOT NULL THEN
    INSERT INTO "report_asset" AS r ("day", "type", "condition", "unit", "n", "m_value") VALUES (NEW."purchase_date", coalesce(NEW."type_id", 0), coalesce(NEW."condition"::text, ''), coalesce(NEW."unit_id", 0), 1, coalesce(NEW."price", 0)::float8)
      ON CONFLICT ("day", "type", "condition", "unit") DO UPDATE SET "n" = r."n" + EXCLUDED."n", "m_value" = r."m_value" + EXCLUDED."m_value";
  END IF;
  RETURN NULL;
END
$roll$;
CREATE TRIGGER "report_asset_trg" AFTER INSERT OR UPDATE OR DELETE ON "asset" FOR EACH ROW EXECUTE FUNCTION "report_asset_roll"();
INSERT INTO "report_asset" ("day", "type", "condition", "unit", "n", "m_value")
  SELECT t."purchase_date", coalesce(t."type_id", 0), coalesce(t."condition"::text, ''), coalesce(t."unit_id", 0), count(*), sum(coalesce(t."price", 0)::float8)
  FROM "asset" t WHERE t."state" = 'ACTIVE' AND t."purchase_date" IS NOT NULL GROUP BY 1, 2, 3, 4;
