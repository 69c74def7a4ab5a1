CREATE TABLE "archive" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "archive_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"category_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"description" varchar(1000),
	"description_en" varchar(1000),
	"cover" bigint,
	"file" bigint,
	"link" varchar(2048)
);

--> statement-breakpoint
ALTER TABLE "archive" ADD CONSTRAINT "archive_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "archive_state_year_idx" ON "archive" USING btree ("state","year","id");
--> statement-breakpoint
CREATE INDEX "archive_category_id_idx" ON "archive" USING btree ("category_id","id");
--> statement-breakpoint
CREATE INDEX "archive_year_idx" ON "archive" USING btree ("year","id");
--> statement-breakpoint
CREATE INDEX "archive_created_date_idx" ON "archive" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "archive_updated_date_idx" ON "archive" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "archive_ordering_idx" ON "archive" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "archive_title_idx" ON "archive" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "archive_cover_idx" ON "archive" USING btree ("cover");
--> statement-breakpoint
CREATE INDEX "archive_file_idx" ON "archive" USING btree ("file");
--> statement-breakpoint
CREATE INDEX "archive_search_trgm" ON "archive" USING gin (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("description_en"::text, ''))) gin_trgm_ops);
