CREATE TABLE "poll" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "poll_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"question" varchar(1000) NOT NULL,
	"question_en" varchar(1000),
	"expiry_time" timestamp with time zone NOT NULL
);

--> statement-breakpoint
CREATE TABLE "poll_answer" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "poll_answer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"poll_id" bigint NOT NULL,
	"content" varchar(255) NOT NULL,
	"content_en" varchar(255)
);

--> statement-breakpoint
ALTER TABLE "poll_answer" ADD CONSTRAINT "poll_answer_poll_id_poll_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."poll"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "poll_state_created_date_idx" ON "poll" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "poll_expiry_time_idx" ON "poll" USING btree ("expiry_time","id");
--> statement-breakpoint
CREATE INDEX "poll_created_date_idx" ON "poll" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "poll_updated_date_idx" ON "poll" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "poll_ordering_idx" ON "poll" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "poll_search_trgm" ON "poll" USING gin (f_unaccent(lower(coalesce("question"::text, '') || ' ' || coalesce("question_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "poll_answer_state_ordering_idx" ON "poll_answer" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "poll_answer_poll_id_idx" ON "poll_answer" USING btree ("poll_id","id");
--> statement-breakpoint
CREATE INDEX "poll_answer_created_date_idx" ON "poll_answer" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "poll_answer_updated_date_idx" ON "poll_answer" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "poll_answer_ordering_idx" ON "poll_answer" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "poll_answer_search_trgm" ON "poll_answer" USING gin (f_unaccent(lower(coalesce("content"::text, '') || ' ' || coalesce("content_en"::text, ''))) gin_trgm_ops);
