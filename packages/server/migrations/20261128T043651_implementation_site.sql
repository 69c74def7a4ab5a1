CREATE TABLE "implementation_construction" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_construction_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"project_id" bigint NOT NULL,
	"diary_date" date NOT NULL,
	"weather" varchar(50) DEFAULT 'SUNNY' NOT NULL,
	"temperature" numeric(18, 1),
	"workforce" integer,
	"equipment" varchar(2000),
	"work_done" varchar(4000) NOT NULL,
	"issues" varchar(4000),
	"safety" varchar(2000),
	"photos" bigint[]
);

--> statement-breakpoint
CREATE TABLE "implementation_document" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_document_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"project_id" bigint NOT NULL,
	"type_id" bigint NOT NULL,
	"code" varchar(50) NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"version" integer DEFAULT 1 NOT NULL,
	"issued_date" date,
	"files" bigint[],
	"access_scope" varchar(50) DEFAULT 'PUBLIC' NOT NULL,
	"staff_ids" bigint[],
	"description" varchar(2000)
);

--> statement-breakpoint
CREATE TABLE "implementation_document_type" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_document_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"code" varchar(30) NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_en" varchar(200),
	"description" varchar(500)
);

--> statement-breakpoint
ALTER TABLE "implementation_construction" ADD CONSTRAINT "implementation_construction_project_id_implementation_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."implementation_project"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_document" ADD CONSTRAINT "implementation_document_project_id_implementation_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."implementation_project"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_document" ADD CONSTRAINT "implementation_document_type_id_implementation_document_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."implementation_document_type"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "implementation_construction_state_diary_date_idx" ON "implementation_construction" USING btree ("state","diary_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_construction_project_id_idx" ON "implementation_construction" USING btree ("project_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_construction_weather_idx" ON "implementation_construction" USING btree ("weather","id");
--> statement-breakpoint
CREATE INDEX "implementation_construction_diary_date_idx" ON "implementation_construction" USING btree ("diary_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_construction_created_by_idx" ON "implementation_construction" USING btree ("created_by","id");
--> statement-breakpoint
CREATE INDEX "implementation_construction_created_date_idx" ON "implementation_construction" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_construction_updated_date_idx" ON "implementation_construction" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_construction_ordering_idx" ON "implementation_construction" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_construction_workforce_idx" ON "implementation_construction" USING btree ("workforce","id");
--> statement-breakpoint
CREATE INDEX "implementation_construction_photos_gin" ON "implementation_construction" USING gin ("photos");
--> statement-breakpoint
CREATE INDEX "implementation_document_state_issued_date_idx" ON "implementation_document" USING btree ("state","issued_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_document_project_id_idx" ON "implementation_document" USING btree ("project_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_document_type_id_idx" ON "implementation_document" USING btree ("type_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_document_access_scope_idx" ON "implementation_document" USING btree ("access_scope","id");
--> statement-breakpoint
CREATE INDEX "implementation_document_issued_date_idx" ON "implementation_document" USING btree ("issued_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_document_created_date_idx" ON "implementation_document" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_document_updated_date_idx" ON "implementation_document" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_document_ordering_idx" ON "implementation_document" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_document_code_idx" ON "implementation_document" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "implementation_document_title_idx" ON "implementation_document" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "implementation_document_version_idx" ON "implementation_document" USING btree ("version","id");
--> statement-breakpoint
CREATE INDEX "implementation_document_files_gin" ON "implementation_document" USING gin ("files");
--> statement-breakpoint
CREATE INDEX "implementation_document_type_state_ordering_idx" ON "implementation_document_type" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_document_type_created_date_idx" ON "implementation_document_type" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_document_type_updated_date_idx" ON "implementation_document_type" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_document_type_ordering_idx" ON "implementation_document_type" USING btree ("ordering","id");
--> statement-breakpoint
ALTER TABLE "implementation_construction" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("work_done"::text, '') || ' ' || coalesce("issues"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_construction_search_vec_gin" ON "implementation_construction" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_document" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_document_search_vec_gin" ON "implementation_document" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_document_type" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_document_type_search_vec_gin" ON "implementation_document_type" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_construction" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "implementation_document" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "implementation_document_type" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "implementation_construction_project_id_diary_date_uq" ON "implementation_construction" ("project_id", "diary_date") WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "implementation_document_project_id_code_version_uq" ON "implementation_document" ("project_id", lower("code"), "version") WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "implementation_document_type_code_uq" ON "implementation_document_type" (lower("code")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE TRIGGER "implementation_construction_search_dense" AFTER INSERT OR DELETE ON "implementation_construction" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_construction_search_dense_upd" AFTER UPDATE ON "implementation_construction" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_document_search_dense" AFTER INSERT OR DELETE ON "implementation_document" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_document_search_dense_upd" AFTER UPDATE ON "implementation_document" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_document_type_search_dense" AFTER INSERT OR DELETE ON "implementation_document_type" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_document_type_search_dense_upd" AFTER UPDATE ON "implementation_document_type" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
