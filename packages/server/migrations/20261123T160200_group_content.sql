CREATE TABLE "about_content" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "about_content_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'DRAFT' NOT NULL,
	"section" varchar(50) NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"summary" varchar(500),
	"summary_en" varchar(500),
	"content" text,
	"content_en" text,
	"image" bigint
);

--> statement-breakpoint
CREATE TABLE "about_group" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "about_group_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"name" varchar(255) NOT NULL,
	"name_en" varchar(255),
	"sector" varchar(255),
	"sector_en" varchar(255),
	"description" varchar(1000),
	"description_en" varchar(1000),
	"logo" bigint,
	"website" varchar(2048)
);

--> statement-breakpoint
CREATE TABLE "about_organization" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "about_organization_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"tree_path" "ltree",
	"name" varchar(255) NOT NULL,
	"name_en" varchar(255),
	"level" varchar(50) NOT NULL,
	"parent_id" bigint,
	"description" varchar(1000),
	"description_en" varchar(1000)
);

--> statement-breakpoint
CREATE TABLE "about_structure" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "about_structure_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"description" varchar(1000),
	"description_en" varchar(1000),
	"image" bigint
);

--> statement-breakpoint
CREATE TABLE "achievement" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "achievement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"type" varchar(50) NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"description" varchar(1000),
	"description_en" varchar(1000),
	"from_year" integer NOT NULL,
	"to_year" integer,
	"ratio" varchar(50),
	"images" bigint[]
);

--> statement-breakpoint
CREATE TABLE "chairman_message" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chairman_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'DRAFT' NOT NULL,
	"kind" varchar(50) NOT NULL,
	"year" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"content" text NOT NULL,
	"content_en" text,
	"signature" varchar(255),
	"image" bigint
);

--> statement-breakpoint
CREATE TABLE "core_value" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "core_value_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"description" varchar(1000),
	"description_en" varchar(1000),
	"icon" bigint
);

--> statement-breakpoint
CREATE TABLE "culture_content" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "culture_content_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'DRAFT' NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"summary" varchar(500),
	"summary_en" varchar(500),
	"content" text,
	"content_en" text,
	"image" bigint
);

--> statement-breakpoint
CREATE TABLE "ecommerce_offer" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ecommerce_offer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"page_id" bigint NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"price" numeric(18, 2),
	"image" bigint,
	"link" varchar(2048)
);

--> statement-breakpoint
CREATE TABLE "ecommerce_page" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ecommerce_page_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"shop" varchar(50) NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"introduction" text,
	"introduction_en" text,
	"banner" bigint,
	"shop_url" varchar(2048) NOT NULL
);

--> statement-breakpoint
CREATE TABLE "formation_process" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "formation_process_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"year" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"content" text,
	"content_en" text,
	"image" bigint
);

--> statement-breakpoint
CREATE TABLE "greeting_card" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "greeting_card_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'DRAFT' NOT NULL,
	"name" varchar(255) NOT NULL,
	"type" varchar(50) NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"content" varchar(500),
	"content_en" varchar(500),
	"web_background" bigint NOT NULL,
	"mobile_background" bigint NOT NULL,
	"staff_ids" bigint[],
	"release_date" timestamp with time zone NOT NULL,
	"expiration_date" timestamp with time zone
);

--> statement-breakpoint
CREATE TABLE "history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"event_date" date NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"description" varchar(1000),
	"description_en" varchar(1000),
	"image" bigint
);

--> statement-breakpoint
CREATE TABLE "leadership" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leadership_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"organization" varchar(255) NOT NULL,
	"organization_en" varchar(255),
	"person_in_charge" varchar(255) NOT NULL,
	"position" varchar(255) NOT NULL,
	"position_en" varchar(255),
	"introduction" varchar(1000),
	"introduction_en" varchar(1000),
	"row" integer DEFAULT 1 NOT NULL,
	"avatar" bigint
);

--> statement-breakpoint
CREATE TABLE "marketing" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marketing_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'DRAFT' NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"description" varchar(500),
	"description_en" varchar(500),
	"figure" bigint,
	"display_type" varchar(50) NOT NULL,
	"drive_link" varchar(2048),
	"file" bigint,
	"access_scope" varchar(50) NOT NULL,
	"staff_ids" bigint[]
);

--> statement-breakpoint
CREATE TABLE "message_of_bod" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_of_bod_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'DRAFT' NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"author" varchar(255) NOT NULL,
	"position" varchar(255),
	"position_en" varchar(255),
	"content" text NOT NULL,
	"content_en" text,
	"avatar" bigint
);

--> statement-breakpoint
CREATE TABLE "support" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'DRAFT' NOT NULL,
	"type" varchar(50) NOT NULL,
	"category_id" bigint NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"content" text,
	"content_en" text,
	"hotline" varchar(20),
	"support_email" varchar(255)
);

--> statement-breakpoint
CREATE TABLE "support_category" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"name" varchar(255) NOT NULL,
	"name_en" varchar(255),
	"dark_image" bigint,
	"light_image" bigint
);

--> statement-breakpoint
CREATE TABLE "support_common" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_common_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"hotline" varchar(20) NOT NULL,
	"support_email" varchar(255) NOT NULL,
	"working_hours" varchar(255),
	"working_hours_en" varchar(255)
);

--> statement-breakpoint
CREATE TABLE "terms_of_use" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terms_of_use_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"version" varchar(20) NOT NULL,
	"effective_date" date NOT NULL,
	"content" text NOT NULL,
	"content_en" text
);

--> statement-breakpoint
CREATE TABLE "trade_mark" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_mark_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'DRAFT' NOT NULL,
	"type" varchar(50) NOT NULL,
	"name" varchar(255) NOT NULL,
	"name_en" varchar(255),
	"meaning" varchar(1000),
	"meaning_en" varchar(1000),
	"business_sectors" text[],
	"color" varchar(20),
	"slogan" varchar(255),
	"slogan_en" varchar(255),
	"logos" bigint[]
);

--> statement-breakpoint
CREATE TABLE "traditional_song" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "traditional_song_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"composer" varchar(255),
	"audio" bigint,
	"video" bigint,
	"lyrics" text,
	"lyrics_en" text
);

--> statement-breakpoint
CREATE TABLE "usage_policy" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usage_policy_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"version" varchar(20) NOT NULL,
	"effective_date" date NOT NULL,
	"content" text NOT NULL,
	"content_en" text
);

--> statement-breakpoint
ALTER TABLE "about_organization" ADD CONSTRAINT "about_organization_parent_id_about_organization_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."about_organization"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ecommerce_offer" ADD CONSTRAINT "ecommerce_offer_page_id_ecommerce_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."ecommerce_page"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "support" ADD CONSTRAINT "support_category_id_support_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."support_category"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "about_content_state_ordering_idx" ON "about_content" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "about_content_section_idx" ON "about_content" USING btree ("section","id");
--> statement-breakpoint
CREATE INDEX "about_content_status_idx" ON "about_content" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "about_content_created_date_idx" ON "about_content" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "about_content_updated_date_idx" ON "about_content" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "about_content_ordering_idx" ON "about_content" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "about_content_title_idx" ON "about_content" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "about_content_search_trgm" ON "about_content" USING gin (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("summary"::text, '') || ' ' || coalesce("summary_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "about_group_state_ordering_idx" ON "about_group" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "about_group_created_date_idx" ON "about_group" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "about_group_updated_date_idx" ON "about_group" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "about_group_ordering_idx" ON "about_group" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "about_group_name_idx" ON "about_group" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "about_group_search_trgm" ON "about_group" USING gin (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("sector"::text, '') || ' ' || coalesce("sector_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "about_organization_state_ordering_idx" ON "about_organization" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "about_organization_level_idx" ON "about_organization" USING btree ("level","id");
--> statement-breakpoint
CREATE INDEX "about_organization_parent_id_idx" ON "about_organization" USING btree ("parent_id","id");
--> statement-breakpoint
CREATE INDEX "about_organization_created_date_idx" ON "about_organization" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "about_organization_updated_date_idx" ON "about_organization" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "about_organization_ordering_idx" ON "about_organization" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "about_organization_name_idx" ON "about_organization" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "about_organization_search_trgm" ON "about_organization" USING gin (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "about_structure_state_ordering_idx" ON "about_structure" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "about_structure_created_date_idx" ON "about_structure" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "about_structure_updated_date_idx" ON "about_structure" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "about_structure_ordering_idx" ON "about_structure" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "about_structure_search_trgm" ON "about_structure" USING gin (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("description_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "achievement_state_from_year_idx" ON "achievement" USING btree ("state","from_year","id");
--> statement-breakpoint
CREATE INDEX "achievement_type_idx" ON "achievement" USING btree ("type","id");
--> statement-breakpoint
CREATE INDEX "achievement_from_year_idx" ON "achievement" USING btree ("from_year","id");
--> statement-breakpoint
CREATE INDEX "achievement_created_date_idx" ON "achievement" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "achievement_updated_date_idx" ON "achievement" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "achievement_ordering_idx" ON "achievement" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "achievement_to_year_idx" ON "achievement" USING btree ("to_year","id");
--> statement-breakpoint
CREATE INDEX "achievement_title_idx" ON "achievement" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "achievement_search_trgm" ON "achievement" USING gin (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("description_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "chairman_message_state_year_idx" ON "chairman_message" USING btree ("state","year","id");
--> statement-breakpoint
CREATE INDEX "chairman_message_kind_idx" ON "chairman_message" USING btree ("kind","id");
--> statement-breakpoint
CREATE INDEX "chairman_message_year_idx" ON "chairman_message" USING btree ("year","id");
--> statement-breakpoint
CREATE INDEX "chairman_message_status_idx" ON "chairman_message" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "chairman_message_created_date_idx" ON "chairman_message" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "chairman_message_updated_date_idx" ON "chairman_message" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "chairman_message_ordering_idx" ON "chairman_message" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "chairman_message_title_idx" ON "chairman_message" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "chairman_message_search_trgm" ON "chairman_message" USING gin (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "core_value_state_ordering_idx" ON "core_value" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "core_value_created_date_idx" ON "core_value" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "core_value_updated_date_idx" ON "core_value" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "core_value_ordering_idx" ON "core_value" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "core_value_search_trgm" ON "core_value" USING gin (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("description_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "culture_content_state_ordering_idx" ON "culture_content" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "culture_content_status_idx" ON "culture_content" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "culture_content_created_date_idx" ON "culture_content" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "culture_content_updated_date_idx" ON "culture_content" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "culture_content_ordering_idx" ON "culture_content" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "culture_content_title_idx" ON "culture_content" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "culture_content_search_trgm" ON "culture_content" USING gin (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("summary"::text, '') || ' ' || coalesce("summary_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "ecommerce_offer_state_ordering_idx" ON "ecommerce_offer" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "ecommerce_offer_page_id_idx" ON "ecommerce_offer" USING btree ("page_id","id");
--> statement-breakpoint
CREATE INDEX "ecommerce_offer_created_date_idx" ON "ecommerce_offer" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "ecommerce_offer_updated_date_idx" ON "ecommerce_offer" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "ecommerce_offer_ordering_idx" ON "ecommerce_offer" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "ecommerce_offer_search_trgm" ON "ecommerce_offer" USING gin (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "ecommerce_page_state_ordering_idx" ON "ecommerce_page" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "ecommerce_page_shop_idx" ON "ecommerce_page" USING btree ("shop","id");
--> statement-breakpoint
CREATE INDEX "ecommerce_page_created_date_idx" ON "ecommerce_page" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "ecommerce_page_updated_date_idx" ON "ecommerce_page" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "ecommerce_page_ordering_idx" ON "ecommerce_page" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "ecommerce_page_search_trgm" ON "ecommerce_page" USING gin (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "formation_process_state_year_idx" ON "formation_process" USING btree ("state","year","id");
--> statement-breakpoint
CREATE INDEX "formation_process_year_idx" ON "formation_process" USING btree ("year","id");
--> statement-breakpoint
CREATE INDEX "formation_process_created_date_idx" ON "formation_process" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "formation_process_updated_date_idx" ON "formation_process" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "formation_process_ordering_idx" ON "formation_process" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "formation_process_title_idx" ON "formation_process" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "formation_process_search_trgm" ON "formation_process" USING gin (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "greeting_card_state_release_date_idx" ON "greeting_card" USING btree ("state","release_date","id");
--> statement-breakpoint
CREATE INDEX "greeting_card_type_idx" ON "greeting_card" USING btree ("type","id");
--> statement-breakpoint
CREATE INDEX "greeting_card_status_idx" ON "greeting_card" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "greeting_card_release_date_idx" ON "greeting_card" USING btree ("release_date","id");
--> statement-breakpoint
CREATE INDEX "greeting_card_created_date_idx" ON "greeting_card" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "greeting_card_updated_date_idx" ON "greeting_card" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "greeting_card_ordering_idx" ON "greeting_card" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "greeting_card_name_idx" ON "greeting_card" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "greeting_card_search_trgm" ON "greeting_card" USING gin (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "history_state_event_date_idx" ON "history" USING btree ("state","event_date","id");
--> statement-breakpoint
CREATE INDEX "history_event_date_idx" ON "history" USING btree ("event_date","id");
--> statement-breakpoint
CREATE INDEX "history_created_date_idx" ON "history" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "history_updated_date_idx" ON "history" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "history_ordering_idx" ON "history" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "history_title_idx" ON "history" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "history_search_trgm" ON "history" USING gin (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("description_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "leadership_state_row_idx" ON "leadership" USING btree ("state","row","id");
--> statement-breakpoint
CREATE INDEX "leadership_row_idx" ON "leadership" USING btree ("row","id");
--> statement-breakpoint
CREATE INDEX "leadership_created_date_idx" ON "leadership" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "leadership_updated_date_idx" ON "leadership" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "leadership_ordering_idx" ON "leadership" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "leadership_person_in_charge_idx" ON "leadership" USING btree ("person_in_charge","id");
--> statement-breakpoint
CREATE INDEX "leadership_search_trgm" ON "leadership" USING gin (f_unaccent(lower(coalesce("person_in_charge"::text, '') || ' ' || coalesce("organization"::text, '') || ' ' || coalesce("organization_en"::text, '') || ' ' || coalesce("position"::text, '') || ' ' || coalesce("position_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "marketing_state_created_date_idx" ON "marketing" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "marketing_display_type_idx" ON "marketing" USING btree ("display_type","id");
--> statement-breakpoint
CREATE INDEX "marketing_access_scope_idx" ON "marketing" USING btree ("access_scope","id");
--> statement-breakpoint
CREATE INDEX "marketing_status_idx" ON "marketing" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "marketing_created_date_idx" ON "marketing" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "marketing_updated_date_idx" ON "marketing" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "marketing_ordering_idx" ON "marketing" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "marketing_title_idx" ON "marketing" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "marketing_search_trgm" ON "marketing" USING gin (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("description_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "message_of_bod_state_created_date_idx" ON "message_of_bod" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "message_of_bod_status_idx" ON "message_of_bod" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "message_of_bod_created_date_idx" ON "message_of_bod" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "message_of_bod_updated_date_idx" ON "message_of_bod" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "message_of_bod_ordering_idx" ON "message_of_bod" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "message_of_bod_title_idx" ON "message_of_bod" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "message_of_bod_search_trgm" ON "message_of_bod" USING gin (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("author"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "support_state_ordering_idx" ON "support" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "support_type_idx" ON "support" USING btree ("type","id");
--> statement-breakpoint
CREATE INDEX "support_category_id_idx" ON "support" USING btree ("category_id","id");
--> statement-breakpoint
CREATE INDEX "support_status_idx" ON "support" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "support_created_date_idx" ON "support" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "support_updated_date_idx" ON "support" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "support_ordering_idx" ON "support" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "support_title_idx" ON "support" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "support_search_trgm" ON "support" USING gin (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "support_category_state_ordering_idx" ON "support_category" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "support_category_created_date_idx" ON "support_category" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "support_category_updated_date_idx" ON "support_category" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "support_category_ordering_idx" ON "support_category" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "support_category_search_trgm" ON "support_category" USING gin (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "support_common_state_ordering_idx" ON "support_common" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "support_common_created_date_idx" ON "support_common" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "support_common_updated_date_idx" ON "support_common" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "support_common_ordering_idx" ON "support_common" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "support_common_search_trgm" ON "support_common" USING gin (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "terms_of_use_state_effective_date_idx" ON "terms_of_use" USING btree ("state","effective_date","id");
--> statement-breakpoint
CREATE INDEX "terms_of_use_effective_date_idx" ON "terms_of_use" USING btree ("effective_date","id");
--> statement-breakpoint
CREATE INDEX "terms_of_use_created_date_idx" ON "terms_of_use" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "terms_of_use_updated_date_idx" ON "terms_of_use" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "terms_of_use_ordering_idx" ON "terms_of_use" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "terms_of_use_version_idx" ON "terms_of_use" USING btree ("version","id");
--> statement-breakpoint
CREATE INDEX "terms_of_use_search_trgm" ON "terms_of_use" USING gin (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("version"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "trade_mark_state_ordering_idx" ON "trade_mark" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "trade_mark_type_idx" ON "trade_mark" USING btree ("type","id");
--> statement-breakpoint
CREATE INDEX "trade_mark_status_idx" ON "trade_mark" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "trade_mark_business_sectors_gin" ON "trade_mark" USING gin ("business_sectors");
--> statement-breakpoint
CREATE INDEX "trade_mark_created_date_idx" ON "trade_mark" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "trade_mark_updated_date_idx" ON "trade_mark" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "trade_mark_ordering_idx" ON "trade_mark" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "trade_mark_name_idx" ON "trade_mark" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "trade_mark_search_trgm" ON "trade_mark" USING gin (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("slogan"::text, '') || ' ' || coalesce("slogan_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "traditional_song_state_ordering_idx" ON "traditional_song" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "traditional_song_created_date_idx" ON "traditional_song" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "traditional_song_updated_date_idx" ON "traditional_song" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "traditional_song_ordering_idx" ON "traditional_song" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "traditional_song_search_trgm" ON "traditional_song" USING gin (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("composer"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "usage_policy_state_effective_date_idx" ON "usage_policy" USING btree ("state","effective_date","id");
--> statement-breakpoint
CREATE INDEX "usage_policy_effective_date_idx" ON "usage_policy" USING btree ("effective_date","id");
--> statement-breakpoint
CREATE INDEX "usage_policy_created_date_idx" ON "usage_policy" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "usage_policy_updated_date_idx" ON "usage_policy" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "usage_policy_ordering_idx" ON "usage_policy" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "usage_policy_version_idx" ON "usage_policy" USING btree ("version","id");
--> statement-breakpoint
CREATE INDEX "usage_policy_search_trgm" ON "usage_policy" USING gin (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("version"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "about_organization_tree_path_gist" ON "about_organization" USING gist ("tree_path");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "ecommerce_page_shop_uq" ON "ecommerce_page" ("shop");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "formation_process_year_uq" ON "formation_process" ("year");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "terms_of_use_version_uq" ON "terms_of_use" (lower("version"));
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "usage_policy_version_uq" ON "usage_policy" (lower("version"));
