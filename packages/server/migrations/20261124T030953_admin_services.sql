CREATE TABLE "meal_registration" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meal_registration_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"staff_id" bigint,
	"meal_date" date NOT NULL,
	"area_id" bigint NOT NULL,
	"is_vegetarian" boolean DEFAULT false NOT NULL,
	"note" varchar(200)
);

--> statement-breakpoint
CREATE TABLE "meal_setting" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meal_setting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"area_id" bigint,
	"cutoff_time" varchar(5) NOT NULL,
	"days_ahead" integer DEFAULT 14 NOT NULL,
	"note" varchar(500)
);

--> statement-breakpoint
CREATE TABLE "stationery_handout" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stationery_handout_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"item_id" bigint NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"staff_id" bigint,
	"request_id" bigint,
	"handed_date" timestamp with time zone,
	"note" varchar(300)
);

--> statement-breakpoint
CREATE TABLE "stationery_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stationery_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_en" varchar(200),
	"code" varchar(30) NOT NULL,
	"unit_name" varchar(30) NOT NULL,
	"unit_name_en" varchar(30),
	"stock" integer DEFAULT 0 NOT NULL,
	"min_stock" integer DEFAULT 0 NOT NULL,
	"photo" bigint,
	"description" varchar(500)
);

--> statement-breakpoint
CREATE TABLE "stationery_request" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stationery_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'NEW' NOT NULL,
	"title" varchar(200) NOT NULL,
	"staff_id" bigint,
	"note" varchar(1000)
);

--> statement-breakpoint
CREATE TABLE "stationery_request_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stationery_request_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"request_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"note" varchar(200)
);

--> statement-breakpoint
CREATE TABLE "ticket" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"title" varchar(300) NOT NULL,
	"category_id" bigint NOT NULL,
	"content" varchar(4000),
	"setting_status_id" bigint,
	"priority" varchar(50) DEFAULT 'NORMAL' NOT NULL,
	"request_staff_id" bigint,
	"assignee_id" bigint,
	"deadline" timestamp with time zone,
	"closed_date" timestamp with time zone,
	"attachments" bigint[]
);

--> statement-breakpoint
CREATE TABLE "ticket_category" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"name" varchar(150) NOT NULL,
	"name_en" varchar(150),
	"description" varchar(500)
);

--> statement-breakpoint
CREATE TABLE "ticket_checklist" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_checklist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"ticket_id" bigint NOT NULL,
	"content" varchar(300) NOT NULL,
	"is_done" boolean DEFAULT false NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ticket_comment" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_comment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"ticket_id" bigint NOT NULL,
	"content" varchar(2000) NOT NULL,
	"attachments" bigint[]
);

--> statement-breakpoint
CREATE TABLE "ticket_status" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_status_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_en" varchar(100),
	"color" varchar(50) DEFAULT 'blue' NOT NULL,
	"is_final" boolean DEFAULT false NOT NULL,
	"is_reopen_allowed" boolean DEFAULT false NOT NULL,
	"description" varchar(500)
);

--> statement-breakpoint
CREATE TABLE "working_schedule" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "working_schedule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"title" varchar(300) NOT NULL,
	"title_en" varchar(300),
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"location" varchar(300),
	"location_en" varchar(300),
	"leader_ids" bigint[],
	"host" varchar(200),
	"participants" varchar(1000),
	"participants_en" varchar(1000),
	"unit_id" bigint,
	"note" varchar(1000)
);

--> statement-breakpoint
ALTER TABLE "meal_registration" ADD CONSTRAINT "meal_registration_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "meal_registration" ADD CONSTRAINT "meal_registration_area_id_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."area"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "meal_setting" ADD CONSTRAINT "meal_setting_area_id_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."area"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stationery_handout" ADD CONSTRAINT "stationery_handout_item_id_stationery_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."stationery_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stationery_handout" ADD CONSTRAINT "stationery_handout_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stationery_handout" ADD CONSTRAINT "stationery_handout_request_id_stationery_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."stationery_request"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stationery_request" ADD CONSTRAINT "stationery_request_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stationery_request_line" ADD CONSTRAINT "stationery_request_line_request_id_stationery_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."stationery_request"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stationery_request_line" ADD CONSTRAINT "stationery_request_line_item_id_stationery_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."stationery_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_category_id_ticket_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ticket_category"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_setting_status_id_ticket_status_id_fk" FOREIGN KEY ("setting_status_id") REFERENCES "public"."ticket_status"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_request_staff_id_staff_id_fk" FOREIGN KEY ("request_staff_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_assignee_id_staff_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ticket_checklist" ADD CONSTRAINT "ticket_checklist_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ticket_comment" ADD CONSTRAINT "ticket_comment_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "working_schedule" ADD CONSTRAINT "working_schedule_unit_id_organization_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."organization"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "meal_registration_state_meal_date_idx" ON "meal_registration" USING btree ("state","meal_date","id");
--> statement-breakpoint
CREATE INDEX "meal_registration_staff_id_idx" ON "meal_registration" USING btree ("staff_id","id");
--> statement-breakpoint
CREATE INDEX "meal_registration_meal_date_idx" ON "meal_registration" USING btree ("meal_date","id");
--> statement-breakpoint
CREATE INDEX "meal_registration_area_id_idx" ON "meal_registration" USING btree ("area_id","id");
--> statement-breakpoint
CREATE INDEX "meal_registration_is_vegetarian_idx" ON "meal_registration" USING btree ("is_vegetarian","id");
--> statement-breakpoint
CREATE INDEX "meal_registration_created_date_idx" ON "meal_registration" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "meal_registration_updated_date_idx" ON "meal_registration" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "meal_registration_ordering_idx" ON "meal_registration" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "meal_setting_state_ordering_idx" ON "meal_setting" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "meal_setting_area_id_idx" ON "meal_setting" USING btree ("area_id","id");
--> statement-breakpoint
CREATE INDEX "meal_setting_created_date_idx" ON "meal_setting" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "meal_setting_updated_date_idx" ON "meal_setting" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "meal_setting_ordering_idx" ON "meal_setting" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "meal_setting_search_trgm" ON "meal_setting" USING gin (f_unaccent(lower(coalesce("cutoff_time"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "stationery_handout_state_created_date_idx" ON "stationery_handout" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "stationery_handout_item_id_idx" ON "stationery_handout" USING btree ("item_id","id");
--> statement-breakpoint
CREATE INDEX "stationery_handout_staff_id_idx" ON "stationery_handout" USING btree ("staff_id","id");
--> statement-breakpoint
CREATE INDEX "stationery_handout_request_id_idx" ON "stationery_handout" USING btree ("request_id","id");
--> statement-breakpoint
CREATE INDEX "stationery_handout_created_date_idx" ON "stationery_handout" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "stationery_handout_updated_date_idx" ON "stationery_handout" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "stationery_handout_ordering_idx" ON "stationery_handout" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "stationery_handout_search_trgm" ON "stationery_handout" USING gin (f_unaccent(lower(coalesce("note"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "stationery_item_state_ordering_idx" ON "stationery_item" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "stationery_item_stock_idx" ON "stationery_item" USING btree ("stock","id");
--> statement-breakpoint
CREATE INDEX "stationery_item_created_date_idx" ON "stationery_item" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "stationery_item_updated_date_idx" ON "stationery_item" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "stationery_item_ordering_idx" ON "stationery_item" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "stationery_item_name_idx" ON "stationery_item" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "stationery_item_photo_idx" ON "stationery_item" USING btree ("photo");
--> statement-breakpoint
CREATE INDEX "stationery_item_search_trgm" ON "stationery_item" USING gin (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("code"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "stationery_request_state_created_date_idx" ON "stationery_request" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "stationery_request_status_idx" ON "stationery_request" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "stationery_request_staff_id_idx" ON "stationery_request" USING btree ("staff_id","id");
--> statement-breakpoint
CREATE INDEX "stationery_request_created_by_idx" ON "stationery_request" USING btree ("created_by","id");
--> statement-breakpoint
CREATE INDEX "stationery_request_created_date_idx" ON "stationery_request" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "stationery_request_updated_date_idx" ON "stationery_request" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "stationery_request_ordering_idx" ON "stationery_request" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "stationery_request_search_trgm" ON "stationery_request" USING gin (f_unaccent(lower(coalesce("title"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "stationery_request_line_state_ordering_idx" ON "stationery_request_line" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "stationery_request_line_request_id_idx" ON "stationery_request_line" USING btree ("request_id","id");
--> statement-breakpoint
CREATE INDEX "stationery_request_line_item_id_idx" ON "stationery_request_line" USING btree ("item_id","id");
--> statement-breakpoint
CREATE INDEX "stationery_request_line_created_date_idx" ON "stationery_request_line" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "stationery_request_line_updated_date_idx" ON "stationery_request_line" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "stationery_request_line_ordering_idx" ON "stationery_request_line" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "stationery_request_line_search_trgm" ON "stationery_request_line" USING gin (f_unaccent(lower(coalesce("note"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "ticket_state_created_date_idx" ON "ticket" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "ticket_category_id_idx" ON "ticket" USING btree ("category_id","id");
--> statement-breakpoint
CREATE INDEX "ticket_setting_status_id_idx" ON "ticket" USING btree ("setting_status_id","id");
--> statement-breakpoint
CREATE INDEX "ticket_priority_idx" ON "ticket" USING btree ("priority","id");
--> statement-breakpoint
CREATE INDEX "ticket_request_staff_id_idx" ON "ticket" USING btree ("request_staff_id","id");
--> statement-breakpoint
CREATE INDEX "ticket_assignee_id_idx" ON "ticket" USING btree ("assignee_id","id");
--> statement-breakpoint
CREATE INDEX "ticket_deadline_idx" ON "ticket" USING btree ("deadline","id");
--> statement-breakpoint
CREATE INDEX "ticket_created_by_idx" ON "ticket" USING btree ("created_by","id");
--> statement-breakpoint
CREATE INDEX "ticket_created_date_idx" ON "ticket" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "ticket_updated_date_idx" ON "ticket" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "ticket_ordering_idx" ON "ticket" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "ticket_title_idx" ON "ticket" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "ticket_attachments_gin" ON "ticket" USING gin ("attachments");
--> statement-breakpoint
CREATE INDEX "ticket_search_trgm" ON "ticket" USING gin (f_unaccent(lower(coalesce("title"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "ticket_category_state_ordering_idx" ON "ticket_category" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "ticket_category_created_date_idx" ON "ticket_category" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "ticket_category_updated_date_idx" ON "ticket_category" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "ticket_category_ordering_idx" ON "ticket_category" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "ticket_category_search_trgm" ON "ticket_category" USING gin (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "ticket_checklist_state_ordering_idx" ON "ticket_checklist" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "ticket_checklist_ticket_id_idx" ON "ticket_checklist" USING btree ("ticket_id","id");
--> statement-breakpoint
CREATE INDEX "ticket_checklist_is_done_idx" ON "ticket_checklist" USING btree ("is_done","id");
--> statement-breakpoint
CREATE INDEX "ticket_checklist_created_date_idx" ON "ticket_checklist" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "ticket_checklist_updated_date_idx" ON "ticket_checklist" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "ticket_checklist_ordering_idx" ON "ticket_checklist" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "ticket_checklist_search_trgm" ON "ticket_checklist" USING gin (f_unaccent(lower(coalesce("content"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "ticket_comment_state_created_date_idx" ON "ticket_comment" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "ticket_comment_ticket_id_idx" ON "ticket_comment" USING btree ("ticket_id","id");
--> statement-breakpoint
CREATE INDEX "ticket_comment_created_by_idx" ON "ticket_comment" USING btree ("created_by","id");
--> statement-breakpoint
CREATE INDEX "ticket_comment_created_date_idx" ON "ticket_comment" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "ticket_comment_updated_date_idx" ON "ticket_comment" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "ticket_comment_ordering_idx" ON "ticket_comment" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "ticket_comment_attachments_gin" ON "ticket_comment" USING gin ("attachments");
--> statement-breakpoint
CREATE INDEX "ticket_comment_search_trgm" ON "ticket_comment" USING gin (f_unaccent(lower(coalesce("content"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "ticket_status_state_ordering_idx" ON "ticket_status" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "ticket_status_is_final_idx" ON "ticket_status" USING btree ("is_final","id");
--> statement-breakpoint
CREATE INDEX "ticket_status_created_date_idx" ON "ticket_status" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "ticket_status_updated_date_idx" ON "ticket_status" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "ticket_status_ordering_idx" ON "ticket_status" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "ticket_status_search_trgm" ON "ticket_status" USING gin (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "working_schedule_state_start_time_idx" ON "working_schedule" USING btree ("state","start_time","id");
--> statement-breakpoint
CREATE INDEX "working_schedule_start_time_idx" ON "working_schedule" USING btree ("start_time","id");
--> statement-breakpoint
CREATE INDEX "working_schedule_end_time_idx" ON "working_schedule" USING btree ("end_time","id");
--> statement-breakpoint
CREATE INDEX "working_schedule_unit_id_idx" ON "working_schedule" USING btree ("unit_id","id");
--> statement-breakpoint
CREATE INDEX "working_schedule_leader_ids_gin" ON "working_schedule" USING gin ("leader_ids");
--> statement-breakpoint
CREATE INDEX "working_schedule_created_date_idx" ON "working_schedule" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "working_schedule_updated_date_idx" ON "working_schedule" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "working_schedule_ordering_idx" ON "working_schedule" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "working_schedule_search_trgm" ON "working_schedule" USING gin (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("location"::text, '') || ' ' || coalesce("location_en"::text, '') || ' ' || coalesce("host"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "meal_registration_staff_id_meal_date_uq" ON "meal_registration" ("staff_id", "meal_date");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "meal_setting_area_id_uq" ON "meal_setting" ("area_id") WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "stationery_item_code_uq" ON "stationery_item" (lower("code")) WHERE ("state" = 'ACTIVE');
