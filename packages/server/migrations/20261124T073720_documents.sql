CREATE TABLE "document" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"code" varchar(100) NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"summary" varchar(1000),
	"summary_en" varchar(1000),
	"type_id" bigint NOT NULL,
	"realm_id" bigint NOT NULL,
	"doc_status_id" bigint,
	"issuing_unit_id" bigint NOT NULL,
	"signer" varchar(150),
	"issued_date" date NOT NULL,
	"effective_date" date,
	"expiry_date" date,
	"access_scope" varchar(50) DEFAULT 'PUBLIC' NOT NULL,
	"unit_ids" bigint[],
	"staff_ids" bigint[],
	"attachments" bigint[],
	"receiver_ids" bigint[],
	"follower_ids" bigint[]
);

--> statement-breakpoint
CREATE TABLE "document_setting" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_setting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"page" varchar(50) NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"description" varchar(500),
	"description_en" varchar(500),
	"type_ids" bigint[]
);

--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_type_id_category_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."category"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_realm_id_category_id_fk" FOREIGN KEY ("realm_id") REFERENCES "public"."category"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_doc_status_id_category_id_fk" FOREIGN KEY ("doc_status_id") REFERENCES "public"."category"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_issuing_unit_id_organization_id_fk" FOREIGN KEY ("issuing_unit_id") REFERENCES "public"."organization"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "document_state_issued_date_idx" ON "document" USING btree ("state","issued_date","id");
--> statement-breakpoint
CREATE INDEX "document_type_id_idx" ON "document" USING btree ("type_id","id");
--> statement-breakpoint
CREATE INDEX "document_realm_id_idx" ON "document" USING btree ("realm_id","id");
--> statement-breakpoint
CREATE INDEX "document_doc_status_id_idx" ON "document" USING btree ("doc_status_id","id");
--> statement-breakpoint
CREATE INDEX "document_issuing_unit_id_idx" ON "document" USING btree ("issuing_unit_id","id");
--> statement-breakpoint
CREATE INDEX "document_issued_date_idx" ON "document" USING btree ("issued_date","id");
--> statement-breakpoint
CREATE INDEX "document_effective_date_idx" ON "document" USING btree ("effective_date","id");
--> statement-breakpoint
CREATE INDEX "document_access_scope_idx" ON "document" USING btree ("access_scope","id");
--> statement-breakpoint
CREATE INDEX "document_receiver_ids_gin" ON "document" USING gin ("receiver_ids");
--> statement-breakpoint
CREATE INDEX "document_follower_ids_gin" ON "document" USING gin ("follower_ids");
--> statement-breakpoint
CREATE INDEX "document_created_by_idx" ON "document" USING btree ("created_by","id");
--> statement-breakpoint
CREATE INDEX "document_created_date_idx" ON "document" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "document_updated_date_idx" ON "document" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "document_ordering_idx" ON "document" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "document_code_idx" ON "document" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "document_title_idx" ON "document" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "document_attachments_gin" ON "document" USING gin ("attachments");
--> statement-breakpoint
CREATE INDEX "document_setting_state_ordering_idx" ON "document_setting" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "document_setting_page_idx" ON "document_setting" USING btree ("page","id");
--> statement-breakpoint
CREATE INDEX "document_setting_created_date_idx" ON "document_setting" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "document_setting_updated_date_idx" ON "document_setting" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "document_setting_ordering_idx" ON "document_setting" USING btree ("ordering","id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "document_code_uq" ON "document" (lower("code")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
ALTER TABLE "document" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("summary"::text, '') || ' ' || coalesce("summary_en"::text, '') || ' ' || coalesce("signer"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "document_search_doc_trgm" ON "document" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "document_setting_page_uq" ON "document_setting" ("page");
--> statement-breakpoint
ALTER TABLE "document_setting" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "document_setting_search_doc_trgm" ON "document_setting" USING gin ("search_doc" gin_trgm_ops);
