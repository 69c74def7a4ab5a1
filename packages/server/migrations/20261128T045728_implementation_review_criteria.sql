CREATE TABLE "implementation_review_group" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_review_group_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
CREATE TABLE "implementation_review_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_review_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"group_id" bigint NOT NULL,
	"code" varchar(30) NOT NULL,
	"name" varchar(255) NOT NULL,
	"name_en" varchar(255),
	"max_point" numeric(18, 2) NOT NULL,
	"weight" numeric(18, 2) NOT NULL,
	"description" varchar(500)
);

--> statement-breakpoint
ALTER TABLE "implementation_review_item" ADD CONSTRAINT "implementation_review_item_group_id_implementation_review_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."implementation_review_group"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "implementation_review_group_state_ordering_idx" ON "implementation_review_group" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_group_created_date_idx" ON "implementation_review_group" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_group_updated_date_idx" ON "implementation_review_group" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_group_ordering_idx" ON "implementation_review_group" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_item_state_ordering_idx" ON "implementation_review_item" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_item_group_id_idx" ON "implementation_review_item" USING btree ("group_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_item_created_date_idx" ON "implementation_review_item" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_item_updated_date_idx" ON "implementation_review_item" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_item_ordering_idx" ON "implementation_review_item" USING btree ("ordering","id");
--> statement-breakpoint
ALTER TABLE "implementation_review_group" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_review_group_search_vec_gin" ON "implementation_review_group" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_review_item" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_review_item_search_vec_gin" ON "implementation_review_item" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_review_group" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "implementation_review_item" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "implementation_review_group_code_uq" ON "implementation_review_group" (lower("code")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "implementation_review_item_code_uq" ON "implementation_review_item" (lower("code")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE TRIGGER "implementation_review_group_search_dense" AFTER INSERT OR DELETE ON "implementation_review_group" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_review_group_search_dense_upd" AFTER UPDATE ON "implementation_review_group" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_review_item_search_dense" AFTER INSERT OR DELETE ON "implementation_review_item" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_review_item_search_dense_upd" AFTER UPDATE ON "implementation_review_item" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
