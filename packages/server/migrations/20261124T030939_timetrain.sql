CREATE TABLE "time_keeping" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_keeping_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"staff_id" bigint NOT NULL,
	"work_date" date NOT NULL,
	"check_in" timestamp with time zone,
	"check_out" timestamp with time zone,
	"work_value" double precision,
	"late_minutes" integer DEFAULT 0 NOT NULL,
	"early_minutes" integer DEFAULT 0 NOT NULL,
	"source" varchar(50) DEFAULT 'MACHINE' NOT NULL,
	"machine_code" varchar(50),
	"note" varchar(300)
);

--> statement-breakpoint
CREATE TABLE "time_keeping_explanation" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_keeping_explanation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'DRAFT' NOT NULL,
	"title" varchar(300),
	"staff_id" bigint NOT NULL,
	"work_date" date NOT NULL,
	"kind" varchar(50) DEFAULT 'MISSING_CHECK_IN' NOT NULL,
	"check_in" timestamp with time zone,
	"check_out" timestamp with time zone,
	"reason" varchar(1000) NOT NULL
);

--> statement-breakpoint
CREATE TABLE "training_course" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_course_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"code" varchar(30),
	"title" varchar(200) NOT NULL,
	"title_en" varchar(200),
	"description" varchar(3000),
	"description_en" varchar(3000),
	"trainer" varchar(150) NOT NULL,
	"mode" varchar(50) DEFAULT 'OFFLINE' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"schedule" varchar(300),
	"schedule_en" varchar(300),
	"location" varchar(300),
	"online_link" varchar(2048),
	"capacity" integer DEFAULT 30 NOT NULL,
	"target_unit_ids" bigint[],
	"hours" double precision,
	"is_certificate" boolean DEFAULT false NOT NULL,
	"stage" varchar(50) DEFAULT 'OPEN' NOT NULL
);

--> statement-breakpoint
CREATE TABLE "training_enrolment" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_enrolment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"course_id" bigint NOT NULL,
	"staff_id" bigint NOT NULL,
	"enrolment" varchar(50) DEFAULT 'ENROLLED' NOT NULL,
	"attendance" varchar(50) DEFAULT 'UNKNOWN' NOT NULL,
	"result" varchar(50) DEFAULT 'PENDING' NOT NULL,
	"score" double precision,
	"certificate_no" varchar(50),
	"certificate_date" date,
	"note" varchar(300)
);

--> statement-breakpoint
ALTER TABLE "time_keeping" ADD CONSTRAINT "time_keeping_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "time_keeping_explanation" ADD CONSTRAINT "time_keeping_explanation_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_enrolment" ADD CONSTRAINT "training_enrolment_course_id_training_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."training_course"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_enrolment" ADD CONSTRAINT "training_enrolment_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "time_keeping_state_work_date_idx" ON "time_keeping" USING btree ("state","work_date","id");
--> statement-breakpoint
CREATE INDEX "time_keeping_staff_id_idx" ON "time_keeping" USING btree ("staff_id","id");
--> statement-breakpoint
CREATE INDEX "time_keeping_work_date_idx" ON "time_keeping" USING btree ("work_date","id");
--> statement-breakpoint
CREATE INDEX "time_keeping_source_idx" ON "time_keeping" USING btree ("source","id");
--> statement-breakpoint
CREATE INDEX "time_keeping_created_date_idx" ON "time_keeping" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "time_keeping_updated_date_idx" ON "time_keeping" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "time_keeping_ordering_idx" ON "time_keeping" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "time_keeping_late_minutes_idx" ON "time_keeping" USING btree ("late_minutes","id");
--> statement-breakpoint
CREATE INDEX "time_keeping_early_minutes_idx" ON "time_keeping" USING btree ("early_minutes","id");
--> statement-breakpoint
CREATE INDEX "time_keeping_work_value_idx" ON "time_keeping" USING btree ("work_value","id");
--> statement-breakpoint
CREATE INDEX "time_keeping_search_trgm" ON "time_keeping" USING gin (f_unaccent(lower(coalesce("note"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "time_keeping_explanation_state_work_date_idx" ON "time_keeping_explanation" USING btree ("state","work_date","id");
--> statement-breakpoint
CREATE INDEX "time_keeping_explanation_status_idx" ON "time_keeping_explanation" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "time_keeping_explanation_staff_id_idx" ON "time_keeping_explanation" USING btree ("staff_id","id");
--> statement-breakpoint
CREATE INDEX "time_keeping_explanation_work_date_idx" ON "time_keeping_explanation" USING btree ("work_date","id");
--> statement-breakpoint
CREATE INDEX "time_keeping_explanation_kind_idx" ON "time_keeping_explanation" USING btree ("kind","id");
--> statement-breakpoint
CREATE INDEX "time_keeping_explanation_created_by_idx" ON "time_keeping_explanation" USING btree ("created_by","id");
--> statement-breakpoint
CREATE INDEX "time_keeping_explanation_created_date_idx" ON "time_keeping_explanation" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "time_keeping_explanation_updated_date_idx" ON "time_keeping_explanation" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "time_keeping_explanation_ordering_idx" ON "time_keeping_explanation" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "time_keeping_explanation_search_trgm" ON "time_keeping_explanation" USING gin (f_unaccent(lower(coalesce("title"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "training_course_state_start_time_idx" ON "training_course" USING btree ("state","start_time","id");
--> statement-breakpoint
CREATE INDEX "training_course_stage_idx" ON "training_course" USING btree ("stage","id");
--> statement-breakpoint
CREATE INDEX "training_course_mode_idx" ON "training_course" USING btree ("mode","id");
--> statement-breakpoint
CREATE INDEX "training_course_start_time_idx" ON "training_course" USING btree ("start_time","id");
--> statement-breakpoint
CREATE INDEX "training_course_is_certificate_idx" ON "training_course" USING btree ("is_certificate","id");
--> statement-breakpoint
CREATE INDEX "training_course_created_date_idx" ON "training_course" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "training_course_updated_date_idx" ON "training_course" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "training_course_ordering_idx" ON "training_course" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "training_course_title_idx" ON "training_course" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "training_course_capacity_idx" ON "training_course" USING btree ("capacity","id");
--> statement-breakpoint
CREATE INDEX "training_course_search_trgm" ON "training_course" USING gin (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("code"::text, '') || ' ' || coalesce("trainer"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "training_enrolment_state_created_date_idx" ON "training_enrolment" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "training_enrolment_course_id_idx" ON "training_enrolment" USING btree ("course_id","id");
--> statement-breakpoint
CREATE INDEX "training_enrolment_staff_id_idx" ON "training_enrolment" USING btree ("staff_id","id");
--> statement-breakpoint
CREATE INDEX "training_enrolment_enrolment_idx" ON "training_enrolment" USING btree ("enrolment","id");
--> statement-breakpoint
CREATE INDEX "training_enrolment_attendance_idx" ON "training_enrolment" USING btree ("attendance","id");
--> statement-breakpoint
CREATE INDEX "training_enrolment_result_idx" ON "training_enrolment" USING btree ("result","id");
--> statement-breakpoint
CREATE INDEX "training_enrolment_created_date_idx" ON "training_enrolment" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "training_enrolment_updated_date_idx" ON "training_enrolment" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "training_enrolment_ordering_idx" ON "training_enrolment" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "training_enrolment_score_idx" ON "training_enrolment" USING btree ("score","id");
--> statement-breakpoint
CREATE INDEX "training_enrolment_search_trgm" ON "training_enrolment" USING gin (f_unaccent(lower(coalesce("note"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "time_keeping_explanation" ADD CONSTRAINT "time_keeping_explanation_staff_id_work_date_work_date_excl" EXCLUDE USING gist ("staff_id" WITH =, daterange("work_date", "work_date", '[]') WITH &&) WHERE ("state" = 'ACTIVE' AND "status" IN ('DRAFT', 'PENDING', 'APPROVED'));
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "time_keeping_staff_id_work_date_uq" ON "time_keeping" ("staff_id", "work_date");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "training_course_code_uq" ON "training_course" (lower("code")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "training_enrolment_course_id_staff_id_uq" ON "training_enrolment" ("course_id", "staff_id");
