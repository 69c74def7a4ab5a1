CREATE TABLE "award" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "award_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'DRAFT' NOT NULL,
	"name" varchar(255) NOT NULL,
	"name_en" varchar(255),
	"description" varchar(1000),
	"description_en" varchar(1000),
	"activity_id" bigint,
	"image" bigint,
	"dark_icon" bigint,
	"light_icon" bigint,
	"attach_file" bigint,
	"recipient_ids" bigint[],
	"received_date" date
);

--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'NEW' NOT NULL,
	"title" varchar(255) NOT NULL,
	"content" varchar(1000) NOT NULL,
	"type_id" bigint NOT NULL,
	"visibility" integer DEFAULT 1 NOT NULL,
	"addressee_ids" bigint[],
	"attachments" bigint[],
	"is_hide" boolean DEFAULT false NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TABLE "feedback_comment" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_comment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"feedback_id" bigint NOT NULL,
	"content" varchar(1000) NOT NULL,
	"attachments" bigint[],
	"is_answer" boolean DEFAULT false NOT NULL
);

--> statement-breakpoint
CREATE TABLE "internal_activity" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "internal_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'DRAFT' NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"content" text,
	"content_en" text,
	"location" varchar(255),
	"realm_id" bigint,
	"layout_id" bigint,
	"menu_ids" bigint[],
	"start_registration_date" timestamp with time zone NOT NULL,
	"end_registration_date" timestamp with time zone NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"registration_limit" integer,
	"link_attach" varchar(2048),
	"title_attach" varchar(255),
	"banner" bigint,
	"tags" text[],
	"publish_date" timestamp with time zone NOT NULL,
	"release_date" timestamp with time zone NOT NULL,
	"notification_content" varchar(108),
	"is_send_notification" boolean DEFAULT false NOT NULL,
	"is_slider" boolean DEFAULT false NOT NULL,
	"is_slider_activity" boolean DEFAULT false NOT NULL,
	"is_countdown_registraion" boolean DEFAULT false NOT NULL,
	"is_countdown_ongoing" boolean DEFAULT false NOT NULL,
	"is_banner_dynamic" boolean DEFAULT false NOT NULL,
	"is_banner_submenu" boolean DEFAULT false NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "internal_activity_member" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "internal_activity_member_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'WAITING' NOT NULL,
	"activity_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"source" varchar(50) DEFAULT 'REGISTER' NOT NULL,
	"check_in_date" timestamp with time zone,
	"notified_date" timestamp with time zone,
	"note" varchar(255)
);

--> statement-breakpoint
CREATE TABLE "poll_vote" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "poll_vote_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"poll_id" bigint NOT NULL,
	"answer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL
);

--> statement-breakpoint
ALTER TABLE "poll" ADD COLUMN "activity_id" bigint;
--> statement-breakpoint
ALTER TABLE "award" ADD CONSTRAINT "award_activity_id_internal_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."internal_activity"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_type_id_category_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."category"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "feedback_comment" ADD CONSTRAINT "feedback_comment_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "internal_activity" ADD CONSTRAINT "internal_activity_realm_id_category_id_fk" FOREIGN KEY ("realm_id") REFERENCES "public"."category"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "internal_activity" ADD CONSTRAINT "internal_activity_layout_id_category_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."category"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "internal_activity_member" ADD CONSTRAINT "internal_activity_member_activity_id_internal_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."internal_activity"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "internal_activity_member" ADD CONSTRAINT "internal_activity_member_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "poll_vote" ADD CONSTRAINT "poll_vote_poll_id_poll_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."poll"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "poll_vote" ADD CONSTRAINT "poll_vote_answer_id_poll_answer_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."poll_answer"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "poll_vote" ADD CONSTRAINT "poll_vote_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "award_state_created_date_idx" ON "award" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "award_activity_id_idx" ON "award" USING btree ("activity_id","id");
--> statement-breakpoint
CREATE INDEX "award_status_idx" ON "award" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "award_received_date_idx" ON "award" USING btree ("received_date","id");
--> statement-breakpoint
CREATE INDEX "award_created_date_idx" ON "award" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "award_updated_date_idx" ON "award" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "award_ordering_idx" ON "award" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "award_name_idx" ON "award" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "award_image_idx" ON "award" USING btree ("image");
--> statement-breakpoint
CREATE INDEX "award_dark_icon_idx" ON "award" USING btree ("dark_icon");
--> statement-breakpoint
CREATE INDEX "award_light_icon_idx" ON "award" USING btree ("light_icon");
--> statement-breakpoint
CREATE INDEX "award_attach_file_idx" ON "award" USING btree ("attach_file");
--> statement-breakpoint
CREATE INDEX "feedback_state_created_date_idx" ON "feedback" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "feedback_type_id_idx" ON "feedback" USING btree ("type_id","id");
--> statement-breakpoint
CREATE INDEX "feedback_visibility_idx" ON "feedback" USING btree ("visibility","id");
--> statement-breakpoint
CREATE INDEX "feedback_is_hide_idx" ON "feedback" USING btree ("is_hide","id");
--> statement-breakpoint
CREATE INDEX "feedback_created_by_idx" ON "feedback" USING btree ("created_by","id");
--> statement-breakpoint
CREATE INDEX "feedback_addressee_ids_gin" ON "feedback" USING gin ("addressee_ids");
--> statement-breakpoint
CREATE INDEX "feedback_created_date_idx" ON "feedback" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "feedback_updated_date_idx" ON "feedback" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "feedback_ordering_idx" ON "feedback" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "feedback_title_idx" ON "feedback" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "feedback_reply_count_idx" ON "feedback" USING btree ("reply_count","id");
--> statement-breakpoint
CREATE INDEX "feedback_attachments_gin" ON "feedback" USING gin ("attachments");
--> statement-breakpoint
CREATE INDEX "feedback_comment_state_created_date_idx" ON "feedback_comment" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "feedback_comment_feedback_id_idx" ON "feedback_comment" USING btree ("feedback_id","id");
--> statement-breakpoint
CREATE INDEX "feedback_comment_created_by_idx" ON "feedback_comment" USING btree ("created_by","id");
--> statement-breakpoint
CREATE INDEX "feedback_comment_is_answer_idx" ON "feedback_comment" USING btree ("is_answer","id");
--> statement-breakpoint
CREATE INDEX "feedback_comment_created_date_idx" ON "feedback_comment" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "feedback_comment_updated_date_idx" ON "feedback_comment" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "feedback_comment_ordering_idx" ON "feedback_comment" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "feedback_comment_attachments_gin" ON "feedback_comment" USING gin ("attachments");
--> statement-breakpoint
CREATE INDEX "internal_activity_state_start_date_idx" ON "internal_activity" USING btree ("state","start_date","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_status_idx" ON "internal_activity" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_created_by_idx" ON "internal_activity" USING btree ("created_by","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_realm_id_idx" ON "internal_activity" USING btree ("realm_id","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_tags_gin" ON "internal_activity" USING gin ("tags");
--> statement-breakpoint
CREATE INDEX "internal_activity_start_date_idx" ON "internal_activity" USING btree ("start_date","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_start_registration_date_idx" ON "internal_activity" USING btree ("start_registration_date","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_is_show_idx" ON "internal_activity" USING btree ("is_show","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_created_date_idx" ON "internal_activity" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_updated_date_idx" ON "internal_activity" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_ordering_idx" ON "internal_activity" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_title_idx" ON "internal_activity" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_end_date_idx" ON "internal_activity" USING btree ("end_date","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_release_date_idx" ON "internal_activity" USING btree ("release_date","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_layout_id_idx" ON "internal_activity" USING btree ("layout_id");
--> statement-breakpoint
CREATE INDEX "internal_activity_banner_idx" ON "internal_activity" USING btree ("banner");
--> statement-breakpoint
CREATE INDEX "internal_activity_member_state_created_date_idx" ON "internal_activity_member" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_member_activity_id_idx" ON "internal_activity_member" USING btree ("activity_id","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_member_account_id_idx" ON "internal_activity_member" USING btree ("account_id","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_member_status_idx" ON "internal_activity_member" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_member_source_idx" ON "internal_activity_member" USING btree ("source","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_member_created_date_idx" ON "internal_activity_member" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_member_updated_date_idx" ON "internal_activity_member" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_member_ordering_idx" ON "internal_activity_member" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_member_check_in_date_idx" ON "internal_activity_member" USING btree ("check_in_date","id");
--> statement-breakpoint
CREATE INDEX "poll_vote_state_created_date_idx" ON "poll_vote" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "poll_vote_poll_id_idx" ON "poll_vote" USING btree ("poll_id","id");
--> statement-breakpoint
CREATE INDEX "poll_vote_answer_id_idx" ON "poll_vote" USING btree ("answer_id","id");
--> statement-breakpoint
CREATE INDEX "poll_vote_account_id_idx" ON "poll_vote" USING btree ("account_id","id");
--> statement-breakpoint
CREATE INDEX "poll_vote_created_date_idx" ON "poll_vote" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "poll_vote_updated_date_idx" ON "poll_vote" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "poll_vote_ordering_idx" ON "poll_vote" USING btree ("ordering","id");
--> statement-breakpoint
ALTER TABLE "poll" ADD CONSTRAINT "poll_activity_id_internal_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."internal_activity"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "poll_activity_id_idx" ON "poll" USING btree ("activity_id","id");
--> statement-breakpoint
ALTER TABLE "award" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "award_search_doc_trgm" ON "award" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "feedback_comment" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("content"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "feedback_comment_search_doc_trgm" ON "feedback_comment" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "feedback_scope_list_idx" ON "feedback" ("state", "created_date" DESC, "id" DESC) INCLUDE ("visibility", "is_hide", "status");
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("content"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "feedback_search_doc_trgm" ON "feedback" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "internal_activity_member_activity_id_account_id_uq" ON "internal_activity_member" ("activity_id", "account_id");
--> statement-breakpoint
ALTER TABLE "internal_activity_member" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("note"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "internal_activity_member_search_doc_trgm" ON "internal_activity_member" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "internal_activity_scope_list_idx" ON "internal_activity" ("state", "start_date" DESC, "id" DESC) INCLUDE ("status", "is_show");
--> statement-breakpoint
ALTER TABLE "internal_activity" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("location"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "internal_activity_search_doc_trgm" ON "internal_activity" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "poll_vote_poll_id_account_id_uq" ON "poll_vote" ("poll_id", "account_id");
