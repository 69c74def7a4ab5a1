CREATE TABLE "account" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"username" varchar(100) NOT NULL,
	"full_name" varchar(255) NOT NULL,
	"staff_code" varchar(50),
	"email" varchar(255),
	"personal_email" varchar(255),
	"phone_code" varchar(6),
	"phone" varchar(20),
	"date_of_birth" date,
	"position" varchar(255),
	"department" varchar(255),
	"office" varchar(255),
	"working_branch" varchar(255),
	"avatar" bigint,
	"role_ids" bigint[],
	"account_status" varchar(50) DEFAULT 'ACTIVE' NOT NULL,
	"employee_status" varchar(50),
	"operating_range" varchar(50),
	"password_hash" varchar(255),
	"token_version" integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TABLE "category" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"type" varchar(50) NOT NULL,
	"name" varchar(255) NOT NULL,
	"name_en" varchar(255),
	"code" varchar(100),
	"description" varchar(500),
	"description_en" varchar(500),
	"parent_id" bigint,
	"value" varchar(1000),
	"link" varchar(2048),
	"icon" bigint,
	"icon_dark" bigint
);

--> statement-breakpoint
CREATE TABLE "news_type" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"name" varchar(255) NOT NULL,
	"name_en" varchar(255),
	"type_number" integer,
	"kind" varchar(50),
	"description" varchar(500),
	"description_en" varchar(500),
	"is_show" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "office" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "office_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"type" varchar(50) NOT NULL,
	"name" varchar(255) NOT NULL,
	"name_en" varchar(255),
	"address" varchar(500) NOT NULL,
	"address_en" varchar(500),
	"nation" varchar(100),
	"province" varchar(100),
	"latitude" double precision,
	"longitude" double precision,
	"email" varchar(255),
	"hotline" varchar(20),
	"website" varchar(2048)
);

--> statement-breakpoint
CREATE TABLE "role" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "role_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(500),
	"permissions" jsonb,
	"is_system" boolean DEFAULT false NOT NULL
);

--> statement-breakpoint
CREATE TABLE "sensitive_word" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sensitive_word_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"word" varchar(100) NOT NULL,
	"replacement" varchar(100),
	"description" varchar(500)
);

--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" bigint,
	"username" varchar(255),
	"module" varchar(120) NOT NULL,
	"action" varchar(40) NOT NULL,
	"result" varchar(20) DEFAULT 'SUCCESS' NOT NULL,
	"ip" varchar(64),
	"browser" varchar(255),
	"device" varchar(64),
	"description" varchar(500),
	"activity_context" varchar(120),
	"suffix" varchar(60),
	"message" varchar(500),
	"table_name" varchar(120),
	"record_id" bigint,
	"origin_data" jsonb,
	"updated_data" jsonb,
	"search_logs_value" text
);

--> statement-breakpoint
CREATE TABLE "job_run" (
	"name" varchar(120) PRIMARY KEY NOT NULL,
	"last_run" timestamp with time zone,
	"locked_until" timestamp with time zone
);

--> statement-breakpoint
ALTER TABLE "category" ADD CONSTRAINT "category_parent_id_category_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."category"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "account_state_created_date_idx" ON "account" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "account_account_status_idx" ON "account" USING btree ("account_status","id");
--> statement-breakpoint
CREATE INDEX "account_employee_status_idx" ON "account" USING btree ("employee_status","id");
--> statement-breakpoint
CREATE INDEX "account_role_ids_gin" ON "account" USING gin ("role_ids");
--> statement-breakpoint
CREATE INDEX "account_department_idx" ON "account" USING btree ("department","id");
--> statement-breakpoint
CREATE INDEX "account_created_date_idx" ON "account" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "account_updated_date_idx" ON "account" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "account_ordering_idx" ON "account" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "account_username_idx" ON "account" USING btree ("username","id");
--> statement-breakpoint
CREATE INDEX "account_full_name_idx" ON "account" USING btree ("full_name","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "account_username_uq" ON "account" USING btree (lower("username"));
--> statement-breakpoint
CREATE UNIQUE INDEX "account_email_uq" ON "account" USING btree (lower("email"));
--> statement-breakpoint
CREATE INDEX "account_search_trgm" ON "account" USING gin (f_unaccent(lower(coalesce("username"::text, '') || ' ' || coalesce("full_name"::text, '') || ' ' || coalesce("email"::text, '') || ' ' || coalesce("staff_code"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "category_state_ordering_idx" ON "category" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "category_type_idx" ON "category" USING btree ("type","id");
--> statement-breakpoint
CREATE INDEX "category_parent_id_idx" ON "category" USING btree ("parent_id","id");
--> statement-breakpoint
CREATE INDEX "category_code_idx" ON "category" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "category_created_date_idx" ON "category" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "category_updated_date_idx" ON "category" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "category_ordering_idx" ON "category" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "category_name_idx" ON "category" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "category_search_trgm" ON "category" USING gin (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("code"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "news_type_state_ordering_idx" ON "news_type" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "news_type_type_number_idx" ON "news_type" USING btree ("type_number","id");
--> statement-breakpoint
CREATE INDEX "news_type_kind_idx" ON "news_type" USING btree ("kind","id");
--> statement-breakpoint
CREATE INDEX "news_type_is_show_idx" ON "news_type" USING btree ("is_show","id");
--> statement-breakpoint
CREATE INDEX "news_type_created_date_idx" ON "news_type" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "news_type_updated_date_idx" ON "news_type" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "news_type_ordering_idx" ON "news_type" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "news_type_name_idx" ON "news_type" USING btree ("name","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "news_type_name_uq" ON "news_type" USING btree (lower("name"));
--> statement-breakpoint
CREATE UNIQUE INDEX "news_type_name_en_uq" ON "news_type" USING btree (lower("name_en"));
--> statement-breakpoint
CREATE INDEX "news_type_search_trgm" ON "news_type" USING gin (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "office_state_ordering_idx" ON "office" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "office_type_idx" ON "office" USING btree ("type","id");
--> statement-breakpoint
CREATE INDEX "office_nation_idx" ON "office" USING btree ("nation","id");
--> statement-breakpoint
CREATE INDEX "office_province_idx" ON "office" USING btree ("province","id");
--> statement-breakpoint
CREATE INDEX "office_created_date_idx" ON "office" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "office_updated_date_idx" ON "office" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "office_ordering_idx" ON "office" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "office_name_idx" ON "office" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "office_search_trgm" ON "office" USING gin (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("address"::text, '') || ' ' || coalesce("address_en"::text, '') || ' ' || coalesce("province"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "role_state_created_date_idx" ON "role" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "role_created_date_idx" ON "role" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "role_updated_date_idx" ON "role" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "role_ordering_idx" ON "role" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "role_name_idx" ON "role" USING btree ("name","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "role_name_uq" ON "role" USING btree (lower("name"));
--> statement-breakpoint
CREATE INDEX "role_search_trgm" ON "role" USING gin (f_unaccent(lower(coalesce("name"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sensitive_word_state_created_date_idx" ON "sensitive_word" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "sensitive_word_created_date_idx" ON "sensitive_word" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "sensitive_word_updated_date_idx" ON "sensitive_word" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "sensitive_word_ordering_idx" ON "sensitive_word" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "sensitive_word_word_idx" ON "sensitive_word" USING btree ("word","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "sensitive_word_word_uq" ON "sensitive_word" USING btree (lower("word"));
--> statement-breakpoint
CREATE INDEX "sensitive_word_search_trgm" ON "sensitive_word" USING gin (f_unaccent(lower(coalesce("word"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "activity_log_created_idx" ON "activity_log" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "activity_log_module_idx" ON "activity_log" USING btree ("module","created_date");
--> statement-breakpoint
CREATE INDEX "activity_log_user_idx" ON "activity_log" USING btree ("user_id","created_date");
--> statement-breakpoint
CREATE INDEX "activity_log_record_idx" ON "activity_log" USING btree ("table_name","record_id");
