CREATE TABLE "implementation_supply" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_supply_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'DRAFT' NOT NULL,
	"project_id" bigint NOT NULL,
	"code" varchar(30) NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"needed_date" date,
	"supplier_id" bigint,
	"note" varchar(2000),
	"attachments" bigint[],
	"total" numeric(18, 2) DEFAULT '0' NOT NULL
);

--> statement-breakpoint
CREATE TABLE "implementation_supply_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_supply_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"supply_id" bigint NOT NULL,
	"item" varchar(255) NOT NULL,
	"kind_id" bigint,
	"unit_id" bigint,
	"quantity" numeric(18, 3) NOT NULL,
	"unit_price" numeric(18, 0),
	"amount" numeric(18, 0) GENERATED ALWAYS AS (round(("quantity"::numeric * "unit_price"::numeric), 0)) STORED,
	"needed_date" date,
	"note" varchar(500)
);

--> statement-breakpoint
ALTER TABLE "implementation_supply" ADD CONSTRAINT "implementation_supply_project_id_implementation_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."implementation_project"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_supply" ADD CONSTRAINT "implementation_supply_supplier_id_contractor_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."contractor"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_supply_line" ADD CONSTRAINT "implementation_supply_line_supply_id_implementation_supply_id_fk" FOREIGN KEY ("supply_id") REFERENCES "public"."implementation_supply"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_supply_line" ADD CONSTRAINT "implementation_supply_line_kind_id_implementation_setting_item_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."implementation_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_supply_line" ADD CONSTRAINT "implementation_supply_line_unit_id_implementation_setting_item_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."implementation_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "implementation_supply_state_created_date_idx" ON "implementation_supply" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_supply_project_id_idx" ON "implementation_supply" USING btree ("project_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_supply_supplier_id_idx" ON "implementation_supply" USING btree ("supplier_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_supply_status_idx" ON "implementation_supply" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "implementation_supply_needed_date_idx" ON "implementation_supply" USING btree ("needed_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_supply_total_idx" ON "implementation_supply" USING btree ("total","id");
--> statement-breakpoint
CREATE INDEX "implementation_supply_created_by_idx" ON "implementation_supply" USING btree ("created_by","id");
--> statement-breakpoint
CREATE INDEX "implementation_supply_created_date_idx" ON "implementation_supply" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_supply_updated_date_idx" ON "implementation_supply" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_supply_ordering_idx" ON "implementation_supply" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_supply_code_idx" ON "implementation_supply" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "implementation_supply_attachments_gin" ON "implementation_supply" USING gin ("attachments");
--> statement-breakpoint
CREATE INDEX "implementation_supply_line_state_ordering_idx" ON "implementation_supply_line" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_supply_line_supply_id_idx" ON "implementation_supply_line" USING btree ("supply_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_supply_line_kind_id_idx" ON "implementation_supply_line" USING btree ("kind_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_supply_line_created_date_idx" ON "implementation_supply_line" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_supply_line_updated_date_idx" ON "implementation_supply_line" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_supply_line_ordering_idx" ON "implementation_supply_line" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_supply_line_unit_id_idx" ON "implementation_supply_line" USING btree ("unit_id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "implementation_supply_total_rollup"() RETURNS trigger LANGUAGE plpgsql AS $rollup$
DECLARE ids bigint[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "implementation_supply" p SET "total" = (SELECT coalesce(sum(x."amount"), 0) FROM "implementation_supply_line" x WHERE x."supply_id" = p."id") WHERE p."total" IS DISTINCT FROM (SELECT coalesce(sum(x."amount"), 0) FROM "implementation_supply_line" x WHERE x."supply_id" = p."id");
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n."supply_id") INTO ids FROM rollup_new n WHERE n."supply_id" IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o."supply_id") INTO ids FROM rollup_old o WHERE o."supply_id" IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT v.id) INTO ids FROM rollup_old o JOIN rollup_new n ON n."id" = o."id", LATERAL (VALUES (o."supply_id"), (n."supply_id")) v(id)
      WHERE v.id IS NOT NULL AND (o."supply_id", o."amount", o."quantity", o."unit_price") IS DISTINCT FROM (n."supply_id", n."amount", n."quantity", n."unit_price");
  END IF;
  IF ids IS NULL THEN RETURN NULL; END IF;
  PERFORM 1 FROM "implementation_supply" p WHERE p."id" = ANY(ids) ORDER BY p."id" FOR NO KEY UPDATE;
  UPDATE "implementation_supply" p SET "total" = (SELECT coalesce(sum(x."amount"), 0) FROM "implementation_supply_line" x WHERE x."supply_id" = p."id") WHERE p."id" = ANY(ids);
  RETURN NULL;
END
$rollup$;
CREATE TRIGGER "implementation_supply_total_ins" AFTER INSERT ON "implementation_supply_line" REFERENCING NEW TABLE AS rollup_new FOR EACH STATEMENT EXECUTE FUNCTION "implementation_supply_total_rollup"();
CREATE TRIGGER "implementation_supply_total_upd" AFTER UPDATE ON "implementation_supply_line" REFERENCING OLD TABLE AS rollup_old NEW TABLE AS rollup_new FOR EACH STATEMENT EXECUTE FUNCTION "implementation_supply_total_rollup"();
CREATE TRIGGER "implementation_supply_total_del" AFTER DELETE ON "implementation_supply_line" REFERENCING OLD TABLE AS rollup_old FOR EACH STATEMENT EXECUTE FUNCTION "implementation_supply_total_rollup"();
CREATE TRIGGER "implementation_supply_total_trunc" AFTER TRUNCATE ON "implementation_supply_line" FOR EACH STATEMENT EXECUTE FUNCTION "implementation_supply_total_rollup"();
UPDATE "implementation_supply" p SET "total" = (SELECT coalesce(sum(x."amount"), 0) FROM "implementation_supply_line" x WHERE x."supply_id" = p."id") WHERE p."total" IS DISTINCT FROM (SELECT coalesce(sum(x."amount"), 0) FROM "implementation_supply_line" x WHERE x."supply_id" = p."id");
--> statement-breakpoint
ALTER TABLE "implementation_supply_line" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("item"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_supply_line_search_vec_gin" ON "implementation_supply_line" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_supply" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_supply_search_vec_gin" ON "implementation_supply" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_supply_line" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "implementation_supply" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "implementation_supply_code_uq" ON "implementation_supply" (lower("code"));
--> statement-breakpoint
CREATE TRIGGER "implementation_supply_line_search_dense" AFTER INSERT OR DELETE ON "implementation_supply_line" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_supply_line_search_dense_upd" AFTER UPDATE ON "implementation_supply_line" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_supply_search_dense" AFTER INSERT OR DELETE ON "implementation_supply" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_supply_search_dense_upd" AFTER UPDATE ON "implementation_supply" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
