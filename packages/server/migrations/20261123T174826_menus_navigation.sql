CREATE TABLE "common_template" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "common_template_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(100) NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_en" varchar(200),
	"content" text,
	"content_en" text,
	"image" bigint,
	"link" varchar(2048)
);

--> statement-breakpoint
CREATE TABLE "menu_group" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_group_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_en" varchar(100),
	"description" varchar(500),
	"description_en" varchar(500),
	"icon" bigint
);

--> statement-breakpoint
CREATE TABLE "side_bar_menu_template" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "side_bar_menu_template_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"type" varchar(50) NOT NULL,
	"name" varchar(100) NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_en" varchar(200),
	"menu_group_id" bigint,
	"common_template_ids" bigint[],
	"banner" bigint,
	"banner_link" varchar(2048)
);

--> statement-breakpoint
CREATE TABLE "top_menu" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "top_menu_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"tree_path" "ltree",
	"name" varchar(100) NOT NULL,
	"name_en" varchar(100),
	"parent_id" bigint,
	"link" varchar(50) NOT NULL,
	"target" varchar(50) DEFAULT 'AVAILABLE' NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"icon" bigint
);

--> statement-breakpoint
ALTER TABLE "menu" ALTER COLUMN "link" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "menu" ADD COLUMN "tree_path" "ltree";
--> statement-breakpoint
ALTER TABLE "menu" ADD COLUMN "menu_group_id" bigint;
--> statement-breakpoint
ALTER TABLE "menu" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "side_bar_menu_template" ADD CONSTRAINT "side_bar_menu_template_menu_group_id_menu_group_id_fk" FOREIGN KEY ("menu_group_id") REFERENCES "public"."menu_group"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "top_menu" ADD CONSTRAINT "top_menu_parent_id_top_menu_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."top_menu"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "common_template_state_ordering_idx" ON "common_template" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "common_template_created_date_idx" ON "common_template" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "common_template_updated_date_idx" ON "common_template" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "common_template_ordering_idx" ON "common_template" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "common_template_name_idx" ON "common_template" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "common_template_code_idx" ON "common_template" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "common_template_image_idx" ON "common_template" USING btree ("image");
--> statement-breakpoint
CREATE INDEX "common_template_search_trgm" ON "common_template" USING gin (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("code"::text, '') || ' ' || coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "menu_group_state_ordering_idx" ON "menu_group" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "menu_group_created_date_idx" ON "menu_group" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "menu_group_updated_date_idx" ON "menu_group" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "menu_group_ordering_idx" ON "menu_group" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "menu_group_name_idx" ON "menu_group" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "menu_group_code_idx" ON "menu_group" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "menu_group_icon_idx" ON "menu_group" USING btree ("icon");
--> statement-breakpoint
CREATE INDEX "menu_group_search_trgm" ON "menu_group" USING gin (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("code"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "side_bar_menu_template_state_ordering_idx" ON "side_bar_menu_template" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "side_bar_menu_template_type_idx" ON "side_bar_menu_template" USING btree ("type","id");
--> statement-breakpoint
CREATE INDEX "side_bar_menu_template_menu_group_id_idx" ON "side_bar_menu_template" USING btree ("menu_group_id","id");
--> statement-breakpoint
CREATE INDEX "side_bar_menu_template_created_date_idx" ON "side_bar_menu_template" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "side_bar_menu_template_updated_date_idx" ON "side_bar_menu_template" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "side_bar_menu_template_ordering_idx" ON "side_bar_menu_template" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "side_bar_menu_template_name_idx" ON "side_bar_menu_template" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "side_bar_menu_template_banner_idx" ON "side_bar_menu_template" USING btree ("banner");
--> statement-breakpoint
CREATE INDEX "side_bar_menu_template_search_trgm" ON "side_bar_menu_template" USING gin (f_unaccent(lower(coalesce("name"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "top_menu_state_ordering_idx" ON "top_menu" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "top_menu_parent_id_idx" ON "top_menu" USING btree ("parent_id","id");
--> statement-breakpoint
CREATE INDEX "top_menu_is_hidden_idx" ON "top_menu" USING btree ("is_hidden","id");
--> statement-breakpoint
CREATE INDEX "top_menu_created_date_idx" ON "top_menu" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "top_menu_updated_date_idx" ON "top_menu" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "top_menu_ordering_idx" ON "top_menu" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "top_menu_name_idx" ON "top_menu" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "top_menu_icon_idx" ON "top_menu" USING btree ("icon");
--> statement-breakpoint
CREATE INDEX "top_menu_search_trgm" ON "top_menu" USING gin (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "menu" ADD CONSTRAINT "menu_menu_group_id_menu_group_id_fk" FOREIGN KEY ("menu_group_id") REFERENCES "public"."menu_group"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "menu_menu_group_id_idx" ON "menu" USING btree ("menu_group_id","id");
--> statement-breakpoint
CREATE INDEX "menu_is_hidden_idx" ON "menu" USING btree ("is_hidden","id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "common_template_code_uq" ON "common_template" (lower("code")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "menu_group_code_uq" ON "menu_group" (lower("code")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "menu_group_link_uq" ON "menu" ("group", "link") WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "menu_tree_path_gist" ON "menu" USING gist ("tree_path");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "side_bar_menu_template_type_uq" ON "side_bar_menu_template" ("type") WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "top_menu_link_uq" ON "top_menu" ("link") WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "top_menu_tree_path_gist" ON "top_menu" USING gist ("tree_path");
