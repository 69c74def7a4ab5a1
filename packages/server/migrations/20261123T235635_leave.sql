CREATE TABLE "staff_leave" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_leave_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'DRAFT' NOT NULL,
	"title" varchar(300),
	"staff_id" bigint NOT NULL,
	"leave_type_id" bigint NOT NULL,
	"from_date" date NOT NULL,
	"is_from_half" boolean DEFAULT false NOT NULL,
	"to_date" date NOT NULL,
	"is_to_half" boolean DEFAULT false NOT NULL,
	"days" double precision,
	"reason" varchar(500)
);

--> statement-breakpoint
CREATE TABLE "staff_leave_day" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_leave_day_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"staff_id" bigint NOT NULL,
	"leave_type_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"entitled" double precision NOT NULL,
	"carried_over" double precision,
	"increase" double precision,
	"adjustment" double precision,
	"taken" double precision,
	"pending" double precision,
	"note" varchar(300)
);

--> statement-breakpoint
CREATE TABLE "staff_setting_holiday" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_setting_holiday_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_en" varchar(200),
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"description" varchar(500)
);

--> statement-breakpoint
CREATE TABLE "staff_setting_increase_annual_leaving" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_setting_increase_annual_leaving_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_en" varchar(200),
	"leave_type_id" bigint NOT NULL,
	"years_of_service" integer DEFAULT 5 NOT NULL,
	"days" double precision NOT NULL,
	"max_days" double precision,
	"description" varchar(500)
);

--> statement-breakpoint
CREATE TABLE "staff_setting_leave_type" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_setting_leave_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"code" varchar(30) NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_en" varchar(200),
	"is_paid" boolean DEFAULT true NOT NULL,
	"days_per_year" double precision NOT NULL,
	"is_negative_allowed" boolean DEFAULT false NOT NULL,
	"is_half_day_allowed" boolean DEFAULT true NOT NULL,
	"description" varchar(1000),
	"description_en" varchar(1000)
);

--> statement-breakpoint
ALTER TABLE "staff_leave" ADD CONSTRAINT "staff_leave_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_leave" ADD CONSTRAINT "staff_leave_leave_type_id_staff_setting_leave_type_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."staff_setting_leave_type"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_leave_day" ADD CONSTRAINT "staff_leave_day_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_leave_day" ADD CONSTRAINT "staff_leave_day_leave_type_id_staff_setting_leave_type_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."staff_setting_leave_type"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_setting_increase_annual_leaving" ADD CONSTRAINT "staff_setting_increase_annual_leaving_leave_type_id_staff_setting_leave_type_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."staff_setting_leave_type"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "staff_leave_state_from_date_idx" ON "staff_leave" USING btree ("state","from_date","id");
--> statement-breakpoint
CREATE INDEX "staff_leave_status_idx" ON "staff_leave" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "staff_leave_staff_id_idx" ON "staff_leave" USING btree ("staff_id","id");
--> statement-breakpoint
CREATE INDEX "staff_leave_leave_type_id_idx" ON "staff_leave" USING btree ("leave_type_id","id");
--> statement-breakpoint
CREATE INDEX "staff_leave_from_date_idx" ON "staff_leave" USING btree ("from_date","id");
--> statement-breakpoint
CREATE INDEX "staff_leave_to_date_idx" ON "staff_leave" USING btree ("to_date","id");
--> statement-breakpoint
CREATE INDEX "staff_leave_created_date_idx" ON "staff_leave" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "staff_leave_updated_date_idx" ON "staff_leave" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "staff_leave_ordering_idx" ON "staff_leave" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "staff_leave_days_idx" ON "staff_leave" USING btree ("days","id");
--> statement-breakpoint
CREATE INDEX "staff_leave_search_trgm" ON "staff_leave" USING gin (f_unaccent(lower(coalesce("title"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "staff_leave_day_state_year_idx" ON "staff_leave_day" USING btree ("state","year","id");
--> statement-breakpoint
CREATE INDEX "staff_leave_day_staff_id_idx" ON "staff_leave_day" USING btree ("staff_id","id");
--> statement-breakpoint
CREATE INDEX "staff_leave_day_leave_type_id_idx" ON "staff_leave_day" USING btree ("leave_type_id","id");
--> statement-breakpoint
CREATE INDEX "staff_leave_day_year_idx" ON "staff_leave_day" USING btree ("year","id");
--> statement-breakpoint
CREATE INDEX "staff_leave_day_created_date_idx" ON "staff_leave_day" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "staff_leave_day_updated_date_idx" ON "staff_leave_day" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "staff_leave_day_ordering_idx" ON "staff_leave_day" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "staff_leave_day_entitled_idx" ON "staff_leave_day" USING btree ("entitled","id");
--> statement-breakpoint
CREATE INDEX "staff_leave_day_taken_idx" ON "staff_leave_day" USING btree ("taken","id");
--> statement-breakpoint
CREATE INDEX "staff_leave_day_search_trgm" ON "staff_leave_day" USING gin (f_unaccent(lower(coalesce("note"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "staff_setting_holiday_state_from_date_idx" ON "staff_setting_holiday" USING btree ("state","from_date","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_holiday_from_date_idx" ON "staff_setting_holiday" USING btree ("from_date","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_holiday_created_date_idx" ON "staff_setting_holiday" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_holiday_updated_date_idx" ON "staff_setting_holiday" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_holiday_ordering_idx" ON "staff_setting_holiday" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_holiday_to_date_idx" ON "staff_setting_holiday" USING btree ("to_date","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_holiday_name_idx" ON "staff_setting_holiday" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_holiday_search_trgm" ON "staff_setting_holiday" USING gin (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "staff_setting_increase_annual_leaving_state_ordering_idx" ON "staff_setting_increase_annual_leaving" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_increase_annual_leaving_leave_type_id_idx" ON "staff_setting_increase_annual_leaving" USING btree ("leave_type_id","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_increase_annual_leaving_created_date_idx" ON "staff_setting_increase_annual_leaving" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_increase_annual_leaving_updated_date_idx" ON "staff_setting_increase_annual_leaving" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_increase_annual_leaving_ordering_idx" ON "staff_setting_increase_annual_leaving" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_increase_annual_leaving_search_trgm" ON "staff_setting_increase_annual_leaving" USING gin (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "staff_setting_leave_type_state_ordering_idx" ON "staff_setting_leave_type" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_leave_type_is_paid_idx" ON "staff_setting_leave_type" USING btree ("is_paid","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_leave_type_created_date_idx" ON "staff_setting_leave_type" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_leave_type_updated_date_idx" ON "staff_setting_leave_type" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_leave_type_ordering_idx" ON "staff_setting_leave_type" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_leave_type_code_idx" ON "staff_setting_leave_type" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_leave_type_name_idx" ON "staff_setting_leave_type" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_leave_type_days_per_year_idx" ON "staff_setting_leave_type" USING btree ("days_per_year","id");
--> statement-breakpoint
CREATE INDEX "staff_setting_leave_type_search_trgm" ON "staff_setting_leave_type" USING gin (f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "staff_leave_day_staff_id_leave_type_id_year_uq" ON "staff_leave_day" ("staff_id", "leave_type_id", "year");
--> statement-breakpoint
ALTER TABLE "staff_leave" ADD CONSTRAINT "staff_leave_staff_id_from_date_to_date_excl" EXCLUDE USING gist ("staff_id" WITH =, daterange("from_date", "to_date", '[]') WITH &&) WHERE ("state" = 'ACTIVE' AND "status" IN ('DRAFT', 'PENDING', 'APPROVED'));
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "staff_setting_leave_type_code_uq" ON "staff_setting_leave_type" (lower("code")) WHERE ("state" = 'ACTIVE');
