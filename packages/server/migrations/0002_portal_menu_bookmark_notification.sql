CREATE TABLE "bookmark" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookmark_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"user_id" bigint NOT NULL,
	"title" varchar(255) NOT NULL,
	"link" varchar(500) NOT NULL,
	"icon" varchar(100)
);

--> statement-breakpoint
CREATE TABLE "menu" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_en" varchar(100),
	"group" varchar(50) DEFAULT 'MAIN' NOT NULL,
	"parent_id" bigint,
	"link" varchar(50) NOT NULL,
	"target" varchar(50) DEFAULT 'AVAILABLE' NOT NULL,
	"icon" bigint,
	"icon_dark" bigint
);

--> statement-breakpoint
CREATE TABLE "notification" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"recipient_id" bigint NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"content" varchar(500),
	"content_en" varchar(500),
	"link" varchar(500),
	"source_type" varchar(50),
	"source_id" integer,
	"is_read" boolean DEFAULT false NOT NULL
);

--> statement-breakpoint
ALTER TABLE "bookmark" ADD CONSTRAINT "bookmark_user_id_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "menu" ADD CONSTRAINT "menu_parent_id_menu_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_recipient_id_account_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."account"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "bookmark_state_ordering_idx" ON "bookmark" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "bookmark_user_id_idx" ON "bookmark" USING btree ("user_id","id");
--> statement-breakpoint
CREATE INDEX "bookmark_created_date_idx" ON "bookmark" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "bookmark_updated_date_idx" ON "bookmark" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "bookmark_ordering_idx" ON "bookmark" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "bookmark_search_trgm" ON "bookmark" USING gin (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("link"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "menu_state_ordering_idx" ON "menu" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "menu_group_idx" ON "menu" USING btree ("group","id");
--> statement-breakpoint
CREATE INDEX "menu_parent_id_idx" ON "menu" USING btree ("parent_id","id");
--> statement-breakpoint
CREATE INDEX "menu_link_idx" ON "menu" USING btree ("link","id");
--> statement-breakpoint
CREATE INDEX "menu_created_date_idx" ON "menu" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "menu_updated_date_idx" ON "menu" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "menu_ordering_idx" ON "menu" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "menu_name_idx" ON "menu" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "menu_search_trgm" ON "menu" USING gin (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "notification_state_created_date_idx" ON "notification" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "notification_recipient_id_idx" ON "notification" USING btree ("recipient_id","id");
--> statement-breakpoint
CREATE INDEX "notification_is_read_idx" ON "notification" USING btree ("is_read","id");
--> statement-breakpoint
CREATE INDEX "notification_source_type_idx" ON "notification" USING btree ("source_type","id");
--> statement-breakpoint
CREATE INDEX "notification_created_date_idx" ON "notification" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "notification_updated_date_idx" ON "notification" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "notification_ordering_idx" ON "notification" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "notification_search_trgm" ON "notification" USING gin (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))) gin_trgm_ops);
