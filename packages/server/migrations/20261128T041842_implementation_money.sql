CREATE TABLE "implementation_additional" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_additional_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'DRAFT' NOT NULL,
	"project_id" bigint NOT NULL,
	"contract_id" bigint NOT NULL,
	"code" varchar(50),
	"title" varchar(255) NOT NULL,
	"requested_date" date,
	"reason" varchar(2000),
	"attachments" bigint[],
	"total" numeric(18, 2) DEFAULT '0' NOT NULL
);

--> statement-breakpoint
CREATE TABLE "implementation_additional_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_additional_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"additional_id" bigint NOT NULL,
	"item" varchar(255) NOT NULL,
	"unit" varchar(30),
	"quantity" numeric(18, 3) NOT NULL,
	"unit_price" numeric(18, 0) NOT NULL,
	"amount" numeric(18, 0) GENERATED ALWAYS AS (round(("quantity"::numeric * "unit_price"::numeric), 0)) STORED
);

--> statement-breakpoint
CREATE TABLE "implementation_payment" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'DRAFT' NOT NULL,
	"project_id" bigint NOT NULL,
	"contract_id" bigint NOT NULL,
	"code" varchar(50),
	"title" varchar(255) NOT NULL,
	"period_no" integer,
	"period_from" date,
	"period_to" date,
	"requested_amount" numeric(18, 0) NOT NULL,
	"retention_amount" numeric(18, 0),
	"advance_recovery" numeric(18, 0),
	"due_date" date,
	"description" varchar(2000),
	"attachments" bigint[],
	"confirmed_amount" numeric(18, 0),
	"confirmed_date" date,
	"confirmed_by" bigint,
	"confirmation_note" varchar(2000)
);

--> statement-breakpoint
ALTER TABLE "implementation_additional" ADD CONSTRAINT "implementation_additional_project_id_implementation_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."implementation_project"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_additional" ADD CONSTRAINT "implementation_additional_contract_id_implementation_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."implementation_contract"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_additional_line" ADD CONSTRAINT "implementation_additional_line_additional_id_implementation_additional_id_fk" FOREIGN KEY ("additional_id") REFERENCES "public"."implementation_additional"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_payment" ADD CONSTRAINT "implementation_payment_project_id_implementation_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."implementation_project"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_payment" ADD CONSTRAINT "implementation_payment_contract_id_implementation_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."implementation_contract"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_payment" ADD CONSTRAINT "implementation_payment_confirmed_by_account_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."account"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "implementation_additional_state_created_date_idx" ON "implementation_additional" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_additional_project_id_idx" ON "implementation_additional" USING btree ("project_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_additional_contract_id_idx" ON "implementation_additional" USING btree ("contract_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_additional_status_idx" ON "implementation_additional" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "implementation_additional_total_idx" ON "implementation_additional" USING btree ("total","id");
--> statement-breakpoint
CREATE INDEX "implementation_additional_created_by_idx" ON "implementation_additional" USING btree ("created_by","id");
--> statement-breakpoint
CREATE INDEX "implementation_additional_created_date_idx" ON "implementation_additional" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_additional_updated_date_idx" ON "implementation_additional" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_additional_ordering_idx" ON "implementation_additional" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_additional_code_idx" ON "implementation_additional" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "implementation_additional_requested_date_idx" ON "implementation_additional" USING btree ("requested_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_additional_attachments_gin" ON "implementation_additional" USING gin ("attachments");
--> statement-breakpoint
CREATE INDEX "implementation_additional_line_state_id_idx" ON "implementation_additional_line" USING btree ("state","id","id");
--> statement-breakpoint
CREATE INDEX "implementation_additional_line_additional_id_idx" ON "implementation_additional_line" USING btree ("additional_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_additional_line_created_date_idx" ON "implementation_additional_line" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_additional_line_updated_date_idx" ON "implementation_additional_line" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_additional_line_ordering_idx" ON "implementation_additional_line" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_payment_state_created_date_idx" ON "implementation_payment" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_payment_project_id_idx" ON "implementation_payment" USING btree ("project_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_payment_contract_id_idx" ON "implementation_payment" USING btree ("contract_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_payment_status_idx" ON "implementation_payment" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "implementation_payment_requested_amount_idx" ON "implementation_payment" USING btree ("requested_amount","id");
--> statement-breakpoint
CREATE INDEX "implementation_payment_due_date_idx" ON "implementation_payment" USING btree ("due_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_payment_created_by_idx" ON "implementation_payment" USING btree ("created_by","id");
--> statement-breakpoint
CREATE INDEX "implementation_payment_created_date_idx" ON "implementation_payment" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_payment_updated_date_idx" ON "implementation_payment" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_payment_ordering_idx" ON "implementation_payment" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_payment_code_idx" ON "implementation_payment" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "implementation_payment_period_no_idx" ON "implementation_payment" USING btree ("period_no","id");
--> statement-breakpoint
CREATE INDEX "implementation_payment_attachments_gin" ON "implementation_payment" USING gin ("attachments");
--> statement-breakpoint
CREATE INDEX "implementation_payment_confirmed_by_idx" ON "implementation_payment" USING btree ("confirmed_by");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "implementation_additional_total_rollup"() RETURNS trigger LANGUAGE plpgsql AS $rollup$
DECLARE ids bigint[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "implementation_additional" p SET "total" = (SELECT coalesce(sum(x."amount"), 0) FROM "implementation_additional_line" x WHERE x."additional_id" = p."id") WHERE p."total" IS DISTINCT FROM (SELECT coalesce(sum(x."amount"), 0) FROM "implementation_additional_line" x WHERE x."additional_id" = p."id");
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n."additional_id") INTO ids FROM rollup_new n WHERE n."additional_id" IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o."additional_id") INTO ids FROM rollup_old o WHERE o."additional_id" IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT v.id) INTO ids FROM rollup_old o JOIN rollup_new n ON n."id" = o."id", LATERAL (VALUES (o."additional_id"), (n."additional_id")) v(id)
      WHERE v.id IS NOT NULL AND (o."additional_id", o."amount", o."quantity", o."unit_price") IS DISTINCT FROM (n."additional_id", n."amount", n."quantity", n."unit_price");
  END IF;
  IF ids IS NULL THEN RETURN NULL; END IF;
  PERFORM 1 FROM "implementation_additional" p WHERE p."id" = ANY(ids) ORDER BY p."id" FOR NO KEY UPDATE;
  UPDATE "implementation_additional" p SET "total" = (SELECT coalesce(sum(x."amount"), 0) FROM "implementation_additional_line" x WHERE x."additional_id" = p."id") WHERE p."id" = ANY(ids);
  RETURN NULL;
END
$rollup$;
CREATE TRIGGER "implementation_additional_total_ins" AFTER INSERT ON "implementation_additional_line" REFERENCING NEW TABLE AS rollup_new FOR EACH STATEMENT EXECUTE FUNCTION "implementation_additional_total_rollup"();
CREATE TRIGGER "implementation_additional_total_upd" AFTER UPDATE ON "implementation_additional_line" REFERENCING OLD TABLE AS rollup_old NEW TABLE AS rollup_new FOR EACH STATEMENT EXECUTE FUNCTION "implementation_additional_total_rollup"();
CREATE TRIGGER "implementation_additional_total_del" AFTER DELETE ON "implementation_additional_line" REFERENCING OLD TABLE AS rollup_old FOR EACH STATEMENT EXECUTE FUNCTION "implementation_additional_total_rollup"();
CREATE TRIGGER "implementation_additional_total_trunc" AFTER TRUNCATE ON "implementation_additional_line" FOR EACH STATEMENT EXECUTE FUNCTION "implementation_additional_total_rollup"();
UPDATE "implementation_additional" p SET "total" = (SELECT coalesce(sum(x."amount"), 0) FROM "implementation_additional_line" x WHERE x."additional_id" = p."id") WHERE p."total" IS DISTINCT FROM (SELECT coalesce(sum(x."amount"), 0) FROM "implementation_additional_line" x WHERE x."additional_id" = p."id");
--> statement-breakpoint
ALTER TABLE "implementation_additional_line" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("item"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_additional_line_search_vec_gin" ON "implementation_additional_line" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_additional" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("title"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_additional_search_vec_gin" ON "implementation_additional" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_payment" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("title"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_payment_search_vec_gin" ON "implementation_payment" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_additional_line" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "implementation_additional" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "implementation_payment" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "implementation_additional_code_uq" ON "implementation_additional" (lower("code"));
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "implementation_payment_code_uq" ON "implementation_payment" (lower("code"));
--> statement-breakpoint
CREATE TRIGGER "implementation_additional_line_search_dense" AFTER INSERT OR DELETE ON "implementation_additional_line" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_additional_line_search_dense_upd" AFTER UPDATE ON "implementation_additional_line" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_additional_search_dense" AFTER INSERT OR DELETE ON "implementation_additional" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_additional_search_dense_upd" AFTER UPDATE ON "implementation_additional" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_payment_search_dense" AFTER INSERT OR DELETE ON "implementation_payment" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_payment_search_dense_upd" AFTER UPDATE ON "implementation_payment" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
