CREATE TABLE "comment" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"news_id" bigint NOT NULL,
	"parent_id" bigint,
	"content" varchar(1000) NOT NULL,
	"attachments" bigint[],
	"is_hide" boolean DEFAULT false NOT NULL,
	"is_masked" boolean DEFAULT false NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TABLE "digital_lib" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "digital_lib_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'DRAFT' NOT NULL,
	"kind" varchar(50) NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"description" varchar(500),
	"description_en" varchar(500),
	"placement" varchar(50),
	"cover" bigint,
	"images" bigint[],
	"video_url" varchar(2048),
	"youtube_id" varchar(11),
	"thumbnail_url" varchar(2048),
	"link" varchar(2048),
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"is_dashboard" boolean DEFAULT false NOT NULL,
	"is_logo" boolean DEFAULT false NOT NULL,
	"is_horizon_ads" boolean DEFAULT false NOT NULL,
	"is_vertical_ads" boolean DEFAULT false NOT NULL,
	"is_calendar_ads" boolean DEFAULT false NOT NULL,
	"is_hide" boolean DEFAULT false NOT NULL
);

--> statement-breakpoint
CREATE TABLE "news" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'DRAFT' NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"type_id" bigint NOT NULL,
	"realm_id" bigint NOT NULL,
	"description" varchar(500),
	"description_en" varchar(500),
	"content" text,
	"content_en" text,
	"quote" varchar(1000),
	"quote_en" varchar(1000),
	"team" varchar(255),
	"author" varchar(255),
	"tags" text[],
	"publish_date" timestamp with time zone NOT NULL,
	"release_date" timestamp with time zone NOT NULL,
	"expiration_date" timestamp with time zone,
	"link_attach" varchar(2048),
	"title_attach" varchar(255),
	"file_attach" bigint,
	"avatar" bigint,
	"banner" bigint,
	"layout_id" bigint,
	"notification_content" varchar(108),
	"is_slider" boolean DEFAULT false NOT NULL,
	"is_banner" boolean DEFAULT false NOT NULL,
	"is_horizon_banner" boolean DEFAULT false NOT NULL,
	"is_outstanding" boolean DEFAULT false NOT NULL,
	"is_top_menu" boolean DEFAULT false NOT NULL,
	"is_slide_news" boolean DEFAULT false NOT NULL,
	"is_slide_homepage" boolean DEFAULT false NOT NULL,
	"is_avatar" boolean DEFAULT false NOT NULL,
	"is_only_mobile" boolean DEFAULT false NOT NULL,
	"is_hide" boolean DEFAULT false NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"is_send_notification" boolean DEFAULT false NOT NULL,
	"is_banner_dynamic" boolean DEFAULT false NOT NULL,
	"is_banner_submenu" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TABLE "reaction" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reaction_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"target_type" varchar(50) NOT NULL,
	"target_id" bigint,
	"comment_id" bigint,
	"reaction_setting_id" bigint
);

--> statement-breakpoint
CREATE TABLE "reaction_setting" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reaction_setting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"code" varchar(30) NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_en" varchar(100),
	"icon" varchar(16)
);

--> statement-breakpoint
ALTER TABLE "comment" ADD CONSTRAINT "comment_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "comment" ADD CONSTRAINT "comment_parent_id_comment_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comment"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_type_id_news_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."news_type"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_realm_id_category_id_fk" FOREIGN KEY ("realm_id") REFERENCES "public"."category"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_layout_id_category_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."category"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reaction" ADD CONSTRAINT "reaction_target_id_news_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."news"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reaction" ADD CONSTRAINT "reaction_comment_id_comment_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comment"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reaction" ADD CONSTRAINT "reaction_reaction_setting_id_reaction_setting_id_fk" FOREIGN KEY ("reaction_setting_id") REFERENCES "public"."reaction_setting"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "comment_state_created_date_idx" ON "comment" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "comment_news_id_idx" ON "comment" USING btree ("news_id","id");
--> statement-breakpoint
CREATE INDEX "comment_parent_id_idx" ON "comment" USING btree ("parent_id","id");
--> statement-breakpoint
CREATE INDEX "comment_is_hide_idx" ON "comment" USING btree ("is_hide","id");
--> statement-breakpoint
CREATE INDEX "comment_created_by_idx" ON "comment" USING btree ("created_by","id");
--> statement-breakpoint
CREATE INDEX "comment_created_date_idx" ON "comment" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "comment_updated_date_idx" ON "comment" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "comment_ordering_idx" ON "comment" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "comment_search_trgm" ON "comment" USING gin (f_unaccent(lower(coalesce("content"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "digital_lib_state_ordering_idx" ON "digital_lib" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "digital_lib_kind_idx" ON "digital_lib" USING btree ("kind","id");
--> statement-breakpoint
CREATE INDEX "digital_lib_placement_idx" ON "digital_lib" USING btree ("placement","id");
--> statement-breakpoint
CREATE INDEX "digital_lib_status_idx" ON "digital_lib" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "digital_lib_is_dashboard_idx" ON "digital_lib" USING btree ("is_dashboard","id");
--> statement-breakpoint
CREATE INDEX "digital_lib_is_logo_idx" ON "digital_lib" USING btree ("is_logo","id");
--> statement-breakpoint
CREATE INDEX "digital_lib_is_horizon_ads_idx" ON "digital_lib" USING btree ("is_horizon_ads","id");
--> statement-breakpoint
CREATE INDEX "digital_lib_is_vertical_ads_idx" ON "digital_lib" USING btree ("is_vertical_ads","id");
--> statement-breakpoint
CREATE INDEX "digital_lib_is_calendar_ads_idx" ON "digital_lib" USING btree ("is_calendar_ads","id");
--> statement-breakpoint
CREATE INDEX "digital_lib_is_hide_idx" ON "digital_lib" USING btree ("is_hide","id");
--> statement-breakpoint
CREATE INDEX "digital_lib_created_date_idx" ON "digital_lib" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "digital_lib_updated_date_idx" ON "digital_lib" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "digital_lib_ordering_idx" ON "digital_lib" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "digital_lib_title_idx" ON "digital_lib" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "digital_lib_search_trgm" ON "digital_lib" USING gin (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("description_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "news_state_created_date_idx" ON "news" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "news_type_id_idx" ON "news" USING btree ("type_id","id");
--> statement-breakpoint
CREATE INDEX "news_realm_id_idx" ON "news" USING btree ("realm_id","id");
--> statement-breakpoint
CREATE INDEX "news_status_idx" ON "news" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "news_tags_gin" ON "news" USING gin ("tags");
--> statement-breakpoint
CREATE INDEX "news_author_idx" ON "news" USING btree ("author","id");
--> statement-breakpoint
CREATE INDEX "news_publish_date_idx" ON "news" USING btree ("publish_date","id");
--> statement-breakpoint
CREATE INDEX "news_release_date_idx" ON "news" USING btree ("release_date","id");
--> statement-breakpoint
CREATE INDEX "news_is_slider_idx" ON "news" USING btree ("is_slider","id");
--> statement-breakpoint
CREATE INDEX "news_is_banner_idx" ON "news" USING btree ("is_banner","id");
--> statement-breakpoint
CREATE INDEX "news_is_horizon_banner_idx" ON "news" USING btree ("is_horizon_banner","id");
--> statement-breakpoint
CREATE INDEX "news_is_outstanding_idx" ON "news" USING btree ("is_outstanding","id");
--> statement-breakpoint
CREATE INDEX "news_is_top_menu_idx" ON "news" USING btree ("is_top_menu","id");
--> statement-breakpoint
CREATE INDEX "news_is_only_mobile_idx" ON "news" USING btree ("is_only_mobile","id");
--> statement-breakpoint
CREATE INDEX "news_is_hide_idx" ON "news" USING btree ("is_hide","id");
--> statement-breakpoint
CREATE INDEX "news_created_date_idx" ON "news" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "news_updated_date_idx" ON "news" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "news_ordering_idx" ON "news" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "news_title_idx" ON "news" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "news_expiration_date_idx" ON "news" USING btree ("expiration_date","id");
--> statement-breakpoint
CREATE INDEX "news_view_count_idx" ON "news" USING btree ("view_count","id");
--> statement-breakpoint
CREATE INDEX "news_layout_id_idx" ON "news" USING btree ("layout_id");
--> statement-breakpoint
CREATE INDEX "news_search_trgm" ON "news" USING gin (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("description_en"::text, '') || ' ' || coalesce("author"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "reaction_state_created_date_idx" ON "reaction" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "reaction_target_type_idx" ON "reaction" USING btree ("target_type","id");
--> statement-breakpoint
CREATE INDEX "reaction_target_id_idx" ON "reaction" USING btree ("target_id","id");
--> statement-breakpoint
CREATE INDEX "reaction_comment_id_idx" ON "reaction" USING btree ("comment_id","id");
--> statement-breakpoint
CREATE INDEX "reaction_reaction_setting_id_idx" ON "reaction" USING btree ("reaction_setting_id","id");
--> statement-breakpoint
CREATE INDEX "reaction_created_by_idx" ON "reaction" USING btree ("created_by","id");
--> statement-breakpoint
CREATE INDEX "reaction_created_date_idx" ON "reaction" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "reaction_updated_date_idx" ON "reaction" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "reaction_ordering_idx" ON "reaction" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "reaction_setting_state_ordering_idx" ON "reaction_setting" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "reaction_setting_created_date_idx" ON "reaction_setting" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "reaction_setting_updated_date_idx" ON "reaction_setting" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "reaction_setting_ordering_idx" ON "reaction_setting" USING btree ("ordering","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "reaction_setting_code_uq" ON "reaction_setting" USING btree (lower("code"));
--> statement-breakpoint
CREATE INDEX "reaction_setting_search_trgm" ON "reaction_setting" USING gin (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("code"::text, ''))) gin_trgm_ops);
