CREATE TABLE "implementation_review_cost" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_review_cost_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'DRAFT' NOT NULL,
	"project_id" bigint NOT NULL,
	"code" varchar(50),
	"title" varchar(255) NOT NULL,
	"kind" varchar(50) DEFAULT 'SUPPLIER' NOT NULL,
	"invited_ids" bigint[],
	"quote_deadline" date,
	"vote_until" date,
	"description" varchar(4000),
	"chosen_contractor_id" bigint,
	"chosen_amount" numeric(18, 0)
);

--> statement-breakpoint
CREATE TABLE "implementation_review_cost_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_review_cost_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"review_cost_id" bigint NOT NULL,
	"name" varchar(255) NOT NULL,
	"unit" varchar(30),
	"quantity" numeric(18, 3) NOT NULL,
	"budget_price" numeric(18, 0),
	"budget_amount" numeric(18, 0) GENERATED ALWAYS AS (round(("quantity"::numeric * "budget_price"::numeric), 0)) STORED
);

--> statement-breakpoint
CREATE TABLE "implementation_review_quotation" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_review_quotation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"review_cost_id" bigint NOT NULL,
	"contractor_id" bigint NOT NULL,
	"company_name" varchar(255),
	"quoted_date" date,
	"delivery_days" integer,
	"valid_until" date,
	"payment_terms" varchar(2000),
	"notes" varchar(2000),
	"evaluation_score" integer,
	"evaluation_note" varchar(2000),
	"evaluated_by" bigint
);

--> statement-breakpoint
CREATE TABLE "implementation_review_quotation_price" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_review_quotation_price_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"quotation_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"quantity" numeric(18, 3),
	"unit_price" numeric(18, 0) NOT NULL,
	"amount" numeric(18, 0) GENERATED ALWAYS AS (round(("quantity"::numeric * "unit_price"::numeric), 0)) STORED
);

--> statement-breakpoint
CREATE TABLE "implementation_review_vote" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_review_vote_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"review_cost_id" bigint NOT NULL,
	"quotation_id" bigint NOT NULL,
	"comment" varchar(1000)
);

--> statement-breakpoint
ALTER TABLE "implementation_review_cost" ADD CONSTRAINT "implementation_review_cost_project_id_implementation_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."implementation_project"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_review_cost" ADD CONSTRAINT "implementation_review_cost_chosen_contractor_id_contractor_id_fk" FOREIGN KEY ("chosen_contractor_id") REFERENCES "public"."contractor"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_review_cost_item" ADD CONSTRAINT "implementation_review_cost_item_review_cost_id_implementation_review_cost_id_fk" FOREIGN KEY ("review_cost_id") REFERENCES "public"."implementation_review_cost"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_review_quotation" ADD CONSTRAINT "implementation_review_quotation_review_cost_id_implementation_review_cost_id_fk" FOREIGN KEY ("review_cost_id") REFERENCES "public"."implementation_review_cost"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_review_quotation" ADD CONSTRAINT "implementation_review_quotation_contractor_id_contractor_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractor"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_review_quotation" ADD CONSTRAINT "implementation_review_quotation_evaluated_by_account_id_fk" FOREIGN KEY ("evaluated_by") REFERENCES "public"."account"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_review_quotation_price" ADD CONSTRAINT "implementation_review_quotation_price_quotation_id_implementation_review_quotation_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."implementation_review_quotation"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_review_quotation_price" ADD CONSTRAINT "implementation_review_quotation_price_item_id_implementation_review_cost_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."implementation_review_cost_item"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_review_vote" ADD CONSTRAINT "implementation_review_vote_review_cost_id_implementation_review_cost_id_fk" FOREIGN KEY ("review_cost_id") REFERENCES "public"."implementation_review_cost"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_review_vote" ADD CONSTRAINT "implementation_review_vote_quotation_id_implementation_review_quotation_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."implementation_review_quotation"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "implementation_review_cost_state_created_date_idx" ON "implementation_review_cost" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_cost_project_id_idx" ON "implementation_review_cost" USING btree ("project_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_cost_kind_idx" ON "implementation_review_cost" USING btree ("kind","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_cost_status_idx" ON "implementation_review_cost" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_cost_chosen_contractor_id_idx" ON "implementation_review_cost" USING btree ("chosen_contractor_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_cost_created_by_idx" ON "implementation_review_cost" USING btree ("created_by","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_cost_created_date_idx" ON "implementation_review_cost" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_cost_updated_date_idx" ON "implementation_review_cost" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_cost_ordering_idx" ON "implementation_review_cost" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_cost_code_idx" ON "implementation_review_cost" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_cost_quote_deadline_idx" ON "implementation_review_cost" USING btree ("quote_deadline","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_cost_vote_until_idx" ON "implementation_review_cost" USING btree ("vote_until","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_cost_item_state_ordering_idx" ON "implementation_review_cost_item" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_cost_item_review_cost_id_idx" ON "implementation_review_cost_item" USING btree ("review_cost_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_cost_item_created_date_idx" ON "implementation_review_cost_item" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_cost_item_updated_date_idx" ON "implementation_review_cost_item" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_cost_item_ordering_idx" ON "implementation_review_cost_item" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_quotation_state_id_idx" ON "implementation_review_quotation" USING btree ("state","id","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_quotation_review_cost_id_idx" ON "implementation_review_quotation" USING btree ("review_cost_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_quotation_contractor_id_idx" ON "implementation_review_quotation" USING btree ("contractor_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_quotation_created_date_idx" ON "implementation_review_quotation" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_quotation_updated_date_idx" ON "implementation_review_quotation" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_quotation_ordering_idx" ON "implementation_review_quotation" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_quotation_evaluated_by_idx" ON "implementation_review_quotation" USING btree ("evaluated_by");
--> statement-breakpoint
CREATE INDEX "implementation_review_quotation_price_state_id_idx" ON "implementation_review_quotation_price" USING btree ("state","id","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_quotation_price_quotation_id_idx" ON "implementation_review_quotation_price" USING btree ("quotation_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_quotation_price_item_id_idx" ON "implementation_review_quotation_price" USING btree ("item_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_quotation_price_created_date_idx" ON "implementation_review_quotation_price" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_quotation_price_updated_date_idx" ON "implementation_review_quotation_price" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_quotation_price_ordering_idx" ON "implementation_review_quotation_price" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_vote_state_created_date_idx" ON "implementation_review_vote" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_vote_review_cost_id_idx" ON "implementation_review_vote" USING btree ("review_cost_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_vote_quotation_id_idx" ON "implementation_review_vote" USING btree ("quotation_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_vote_created_date_idx" ON "implementation_review_vote" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_vote_updated_date_idx" ON "implementation_review_vote" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_vote_ordering_idx" ON "implementation_review_vote" USING btree ("ordering","id");
--> statement-breakpoint
ALTER TABLE "implementation_review_cost_item" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_review_cost_item_search_vec_gin" ON "implementation_review_cost_item" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_review_cost" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("title"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_review_cost_search_vec_gin" ON "implementation_review_cost" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_review_quotation" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("company_name"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_review_quotation_search_vec_gin" ON "implementation_review_quotation" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_review_vote" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("comment"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_review_vote_search_vec_gin" ON "implementation_review_vote" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_review_cost_item" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "implementation_review_cost" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "implementation_review_quotation" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "implementation_review_vote" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "implementation_review_cost_code_uq" ON "implementation_review_cost" (lower("code"));
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "implementation_review_quotation_price_quotation_id_item_id_uq" ON "implementation_review_quotation_price" ("quotation_id", "item_id") WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "implementation_review_quotation_review_cost_id_contractor_id_uq" ON "implementation_review_quotation" ("review_cost_id", "contractor_id") WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "implementation_review_vote_review_cost_id_created_by_uq" ON "implementation_review_vote" ("review_cost_id", "created_by") WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE TRIGGER "implementation_review_cost_item_search_dense" AFTER INSERT OR DELETE ON "implementation_review_cost_item" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_review_cost_item_search_dense_upd" AFTER UPDATE ON "implementation_review_cost_item" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_review_cost_search_dense" AFTER INSERT OR DELETE ON "implementation_review_cost" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_review_cost_search_dense_upd" AFTER UPDATE ON "implementation_review_cost" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_review_quotation_search_dense" AFTER INSERT OR DELETE ON "implementation_review_quotation" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_review_quotation_search_dense_upd" AFTER UPDATE ON "implementation_review_quotation" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_review_vote_search_dense" AFTER INSERT OR DELETE ON "implementation_review_vote" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_review_vote_search_dense_upd" AFTER UPDATE ON "implementation_review_vote" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
