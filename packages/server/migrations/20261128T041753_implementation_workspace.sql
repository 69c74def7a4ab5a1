CREATE TABLE "implementation_category" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"tree_path" "ltree",
	"project_id" bigint NOT NULL,
	"parent_id" bigint,
	"code" varchar(50) NOT NULL,
	"name" varchar(255) NOT NULL,
	"name_en" varchar(255),
	"kind_id" bigint,
	"planned_start" date,
	"planned_end" date,
	"owner_id" bigint,
	"description" varchar(2000),
	"weight" numeric(18, 2) GENERATED ALWAYS AS (round(("own_weight"::numeric + "sub_weight"::numeric), 2)) STORED,
	"done_weight" numeric(18, 2) GENERATED ALWAYS AS (round(("own_done"::numeric + "sub_done"::numeric), 2)) STORED,
	"own_weight" numeric(18, 2) DEFAULT '0' NOT NULL,
	"own_done" numeric(18, 2) DEFAULT '0' NOT NULL,
	"sub_weight" numeric(18, 2) DEFAULT '0' NOT NULL,
	"sub_done" numeric(18, 2) DEFAULT '0' NOT NULL
);

--> statement-breakpoint
CREATE TABLE "implementation_checklist" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_checklist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"project_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"title" varchar(255) NOT NULL,
	"title_en" varchar(255),
	"owner_id" bigint,
	"due_date" date,
	"weight" numeric(18, 2) NOT NULL,
	"is_done" boolean DEFAULT false NOT NULL,
	"done_date" date,
	"notes" varchar(2000)
);

--> statement-breakpoint
ALTER TABLE "implementation_project" ADD COLUMN "category_weight" numeric(18, 2) DEFAULT '0' NOT NULL;
--> statement-breakpoint
ALTER TABLE "implementation_project" ADD COLUMN "category_done" numeric(18, 2) DEFAULT '0' NOT NULL;
--> statement-breakpoint
ALTER TABLE "implementation_category" ADD CONSTRAINT "implementation_category_project_id_implementation_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."implementation_project"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_category" ADD CONSTRAINT "implementation_category_parent_id_implementation_category_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."implementation_category"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_category" ADD CONSTRAINT "implementation_category_kind_id_implementation_setting_item_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."implementation_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_category" ADD CONSTRAINT "implementation_category_owner_id_staff_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_checklist" ADD CONSTRAINT "implementation_checklist_project_id_implementation_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."implementation_project"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_checklist" ADD CONSTRAINT "implementation_checklist_category_id_implementation_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."implementation_category"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_checklist" ADD CONSTRAINT "implementation_checklist_owner_id_staff_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "implementation_category_state_code_idx" ON "implementation_category" USING btree ("state","code","id");
--> statement-breakpoint
CREATE INDEX "implementation_category_project_id_idx" ON "implementation_category" USING btree ("project_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_category_parent_id_idx" ON "implementation_category" USING btree ("parent_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_category_kind_id_idx" ON "implementation_category" USING btree ("kind_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_category_owner_id_idx" ON "implementation_category" USING btree ("owner_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_category_planned_start_idx" ON "implementation_category" USING btree ("planned_start","id");
--> statement-breakpoint
CREATE INDEX "implementation_category_planned_end_idx" ON "implementation_category" USING btree ("planned_end","id");
--> statement-breakpoint
CREATE INDEX "implementation_category_created_date_idx" ON "implementation_category" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_category_updated_date_idx" ON "implementation_category" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_category_ordering_idx" ON "implementation_category" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_category_code_idx" ON "implementation_category" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "implementation_category_name_idx" ON "implementation_category" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "implementation_category_weight_idx" ON "implementation_category" USING btree ("weight","id");
--> statement-breakpoint
CREATE INDEX "implementation_checklist_state_due_date_idx" ON "implementation_checklist" USING btree ("state","due_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_checklist_project_id_idx" ON "implementation_checklist" USING btree ("project_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_checklist_category_id_idx" ON "implementation_checklist" USING btree ("category_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_checklist_owner_id_idx" ON "implementation_checklist" USING btree ("owner_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_checklist_is_done_idx" ON "implementation_checklist" USING btree ("is_done","id");
--> statement-breakpoint
CREATE INDEX "implementation_checklist_due_date_idx" ON "implementation_checklist" USING btree ("due_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_checklist_done_date_idx" ON "implementation_checklist" USING btree ("done_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_checklist_created_date_idx" ON "implementation_checklist" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_checklist_updated_date_idx" ON "implementation_checklist" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_checklist_ordering_idx" ON "implementation_checklist" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_checklist_title_idx" ON "implementation_checklist" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "implementation_checklist_weight_idx" ON "implementation_checklist" USING btree ("weight","id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "implementation_category_own_done_rollup"() RETURNS trigger LANGUAGE plpgsql AS $rollup$
DECLARE ids bigint[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "implementation_category" p SET "own_done" = (SELECT coalesce(sum(x."weight"), 0) FROM "implementation_checklist" x WHERE x."category_id" = p."id" AND x."state" = 'ACTIVE' AND x."is_done" = true) WHERE p."own_done" IS DISTINCT FROM (SELECT coalesce(sum(x."weight"), 0) FROM "implementation_checklist" x WHERE x."category_id" = p."id" AND x."state" = 'ACTIVE' AND x."is_done" = true);
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n."category_id") INTO ids FROM rollup_new n WHERE n."category_id" IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o."category_id") INTO ids FROM rollup_old o WHERE o."category_id" IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT v.id) INTO ids FROM rollup_old o JOIN rollup_new n ON n."id" = o."id", LATERAL (VALUES (o."category_id"), (n."category_id")) v(id)
      WHERE v.id IS NOT NULL AND (o."category_id", o."state", o."weight", o."is_done") IS DISTINCT FROM (n."category_id", n."state", n."weight", n."is_done");
  END IF;
  IF ids IS NULL THEN RETURN NULL; END IF;
  PERFORM 1 FROM "implementation_category" p WHERE p."id" = ANY(ids) ORDER BY p."id" FOR NO KEY UPDATE;
  UPDATE "implementation_category" p SET "own_done" = (SELECT coalesce(sum(x."weight"), 0) FROM "implementation_checklist" x WHERE x."category_id" = p."id" AND x."state" = 'ACTIVE' AND x."is_done" = true) WHERE p."id" = ANY(ids);
  RETURN NULL;
END
$rollup$;
CREATE TRIGGER "implementation_category_own_done_ins" AFTER INSERT ON "implementation_checklist" REFERENCING NEW TABLE AS rollup_new FOR EACH STATEMENT EXECUTE FUNCTION "implementation_category_own_done_rollup"();
CREATE TRIGGER "implementation_category_own_done_upd" AFTER UPDATE ON "implementation_checklist" REFERENCING OLD TABLE AS rollup_old NEW TABLE AS rollup_new FOR EACH STATEMENT EXECUTE FUNCTION "implementation_category_own_done_rollup"();
CREATE TRIGGER "implementation_category_own_done_del" AFTER DELETE ON "implementation_checklist" REFERENCING OLD TABLE AS rollup_old FOR EACH STATEMENT EXECUTE FUNCTION "implementation_category_own_done_rollup"();
CREATE TRIGGER "implementation_category_own_done_trunc" AFTER TRUNCATE ON "implementation_checklist" FOR EACH STATEMENT EXECUTE FUNCTION "implementation_category_own_done_rollup"();
UPDATE "implementation_category" p SET "own_done" = (SELECT coalesce(sum(x."weight"), 0) FROM "implementation_checklist" x WHERE x."category_id" = p."id" AND x."state" = 'ACTIVE' AND x."is_done" = true) WHERE p."own_done" IS DISTINCT FROM (SELECT coalesce(sum(x."weight"), 0) FROM "implementation_checklist" x WHERE x."category_id" = p."id" AND x."state" = 'ACTIVE' AND x."is_done" = true);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "implementation_category_own_weight_rollup"() RETURNS trigger LANGUAGE plpgsql AS $rollup$
DECLARE ids bigint[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "implementation_category" p SET "own_weight" = (SELECT coalesce(sum(x."weight"), 0) FROM "implementation_checklist" x WHERE x."category_id" = p."id" AND x."state" = 'ACTIVE') WHERE p."own_weight" IS DISTINCT FROM (SELECT coalesce(sum(x."weight"), 0) FROM "implementation_checklist" x WHERE x."category_id" = p."id" AND x."state" = 'ACTIVE');
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n."category_id") INTO ids FROM rollup_new n WHERE n."category_id" IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o."category_id") INTO ids FROM rollup_old o WHERE o."category_id" IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT v.id) INTO ids FROM rollup_old o JOIN rollup_new n ON n."id" = o."id", LATERAL (VALUES (o."category_id"), (n."category_id")) v(id)
      WHERE v.id IS NOT NULL AND (o."category_id", o."state", o."weight") IS DISTINCT FROM (n."category_id", n."state", n."weight");
  END IF;
  IF ids IS NULL THEN RETURN NULL; END IF;
  PERFORM 1 FROM "implementation_category" p WHERE p."id" = ANY(ids) ORDER BY p."id" FOR NO KEY UPDATE;
  UPDATE "implementation_category" p SET "own_weight" = (SELECT coalesce(sum(x."weight"), 0) FROM "implementation_checklist" x WHERE x."category_id" = p."id" AND x."state" = 'ACTIVE') WHERE p."id" = ANY(ids);
  RETURN NULL;
END
$rollup$;
CREATE TRIGGER "implementation_category_own_weight_ins" AFTER INSERT ON "implementation_checklist" REFERENCING NEW TABLE AS rollup_new FOR EACH STATEMENT EXECUTE FUNCTION "implementation_category_own_weight_rollup"();
CREATE TRIGGER "implementation_category_own_weight_upd" AFTER UPDATE ON "implementation_checklist" REFERENCING OLD TABLE AS rollup_old NEW TABLE AS rollup_new FOR EACH STATEMENT EXECUTE FUNCTION "implementation_category_own_weight_rollup"();
CREATE TRIGGER "implementation_category_own_weight_del" AFTER DELETE ON "implementation_checklist" REFERENCING OLD TABLE AS rollup_old FOR EACH STATEMENT EXECUTE FUNCTION "implementation_category_own_weight_rollup"();
CREATE TRIGGER "implementation_category_own_weight_trunc" AFTER TRUNCATE ON "implementation_checklist" FOR EACH STATEMENT EXECUTE FUNCTION "implementation_category_own_weight_rollup"();
UPDATE "implementation_category" p SET "own_weight" = (SELECT coalesce(sum(x."weight"), 0) FROM "implementation_checklist" x WHERE x."category_id" = p."id" AND x."state" = 'ACTIVE') WHERE p."own_weight" IS DISTINCT FROM (SELECT coalesce(sum(x."weight"), 0) FROM "implementation_checklist" x WHERE x."category_id" = p."id" AND x."state" = 'ACTIVE');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "implementation_category_sub_done_rollup"() RETURNS trigger LANGUAGE plpgsql AS $rollup$
DECLARE ids bigint[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "implementation_category" p SET "sub_done" = (SELECT coalesce(sum(x."done_weight"), 0) FROM "implementation_category" x WHERE x."parent_id" = p."id" AND x."state" = 'ACTIVE') WHERE p."sub_done" IS DISTINCT FROM (SELECT coalesce(sum(x."done_weight"), 0) FROM "implementation_category" x WHERE x."parent_id" = p."id" AND x."state" = 'ACTIVE');
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n."parent_id") INTO ids FROM rollup_new n WHERE n."parent_id" IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o."parent_id") INTO ids FROM rollup_old o WHERE o."parent_id" IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT v.id) INTO ids FROM rollup_old o JOIN rollup_new n ON n."id" = o."id", LATERAL (VALUES (o."parent_id"), (n."parent_id")) v(id)
      WHERE v.id IS NOT NULL AND (o."parent_id", o."state", o."done_weight", o."own_done", o."sub_done") IS DISTINCT FROM (n."parent_id", n."state", n."done_weight", n."own_done", n."sub_done");
  END IF;
  IF ids IS NULL THEN RETURN NULL; END IF;
  PERFORM 1 FROM "implementation_category" p WHERE p."id" = ANY(ids) ORDER BY p."id" FOR NO KEY UPDATE;
  UPDATE "implementation_category" p SET "sub_done" = (SELECT coalesce(sum(x."done_weight"), 0) FROM "implementation_category" x WHERE x."parent_id" = p."id" AND x."state" = 'ACTIVE') WHERE p."id" = ANY(ids);
  RETURN NULL;
END
$rollup$;
CREATE TRIGGER "implementation_category_sub_done_ins" AFTER INSERT ON "implementation_category" REFERENCING NEW TABLE AS rollup_new FOR EACH STATEMENT EXECUTE FUNCTION "implementation_category_sub_done_rollup"();
CREATE TRIGGER "implementation_category_sub_done_upd" AFTER UPDATE ON "implementation_category" REFERENCING OLD TABLE AS rollup_old NEW TABLE AS rollup_new FOR EACH STATEMENT EXECUTE FUNCTION "implementation_category_sub_done_rollup"();
CREATE TRIGGER "implementation_category_sub_done_del" AFTER DELETE ON "implementation_category" REFERENCING OLD TABLE AS rollup_old FOR EACH STATEMENT EXECUTE FUNCTION "implementation_category_sub_done_rollup"();
CREATE TRIGGER "implementation_category_sub_done_trunc" AFTER TRUNCATE ON "implementation_category" FOR EACH STATEMENT EXECUTE FUNCTION "implementation_category_sub_done_rollup"();
UPDATE "implementation_category" p SET "sub_done" = (SELECT coalesce(sum(x."done_weight"), 0) FROM "implementation_category" x WHERE x."parent_id" = p."id" AND x."state" = 'ACTIVE') WHERE p."sub_done" IS DISTINCT FROM (SELECT coalesce(sum(x."done_weight"), 0) FROM "implementation_category" x WHERE x."parent_id" = p."id" AND x."state" = 'ACTIVE');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "implementation_category_sub_weight_rollup"() RETURNS trigger LANGUAGE plpgsql AS $rollup$
DECLARE ids bigint[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "implementation_category" p SET "sub_weight" = (SELECT coalesce(sum(x."weight"), 0) FROM "implementation_category" x WHERE x."parent_id" = p."id" AND x."state" = 'ACTIVE') WHERE p."sub_weight" IS DISTINCT FROM (SELECT coalesce(sum(x."weight"), 0) FROM "implementation_category" x WHERE x."parent_id" = p."id" AND x."state" = 'ACTIVE');
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n."parent_id") INTO ids FROM rollup_new n WHERE n."parent_id" IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o."parent_id") INTO ids FROM rollup_old o WHERE o."parent_id" IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT v.id) INTO ids FROM rollup_old o JOIN rollup_new n ON n."id" = o."id", LATERAL (VALUES (o."parent_id"), (n."parent_id")) v(id)
      WHERE v.id IS NOT NULL AND (o."parent_id", o."state", o."weight", o."own_weight", o."sub_weight") IS DISTINCT FROM (n."parent_id", n."state", n."weight", n."own_weight", n."sub_weight");
  END IF;
  IF ids IS NULL THEN RETURN NULL; END IF;
  PERFORM 1 FROM "implementation_category" p WHERE p."id" = ANY(ids) ORDER BY p."id" FOR NO KEY UPDATE;
  UPDATE "implementation_category" p SET "sub_weight" = (SELECT coalesce(sum(x."weight"), 0) FROM "implementation_category" x WHERE x."parent_id" = p."id" AND x."state" = 'ACTIVE') WHERE p."id" = ANY(ids);
  RETURN NULL;
END
$rollup$;
CREATE TRIGGER "implementation_category_sub_weight_ins" AFTER INSERT ON "implementation_category" REFERENCING NEW TABLE AS rollup_new FOR EACH STATEMENT EXECUTE FUNCTION "implementation_category_sub_weight_rollup"();
CREATE TRIGGER "implementation_category_sub_weight_upd" AFTER UPDATE ON "implementation_category" REFERENCING OLD TABLE AS rollup_old NEW TABLE AS rollup_new FOR EACH STATEMENT EXECUTE FUNCTION "implementation_category_sub_weight_rollup"();
CREATE TRIGGER "implementation_category_sub_weight_del" AFTER DELETE ON "implementation_category" REFERENCING OLD TABLE AS rollup_old FOR EACH STATEMENT EXECUTE FUNCTION "implementation_category_sub_weight_rollup"();
CREATE TRIGGER "implementation_category_sub_weight_trunc" AFTER TRUNCATE ON "implementation_category" FOR EACH STATEMENT EXECUTE FUNCTION "implementation_category_sub_weight_rollup"();
UPDATE "implementation_category" p SET "sub_weight" = (SELECT coalesce(sum(x."weight"), 0) FROM "implementation_category" x WHERE x."parent_id" = p."id" AND x."state" = 'ACTIVE') WHERE p."sub_weight" IS DISTINCT FROM (SELECT coalesce(sum(x."weight"), 0) FROM "implementation_category" x WHERE x."parent_id" = p."id" AND x."state" = 'ACTIVE');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "implementation_project_category_done_rollup"() RETURNS trigger LANGUAGE plpgsql AS $rollup$
DECLARE ids bigint[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "implementation_project" p SET "category_done" = (SELECT coalesce(sum(x."done_weight"), 0) FROM "implementation_category" x WHERE x."project_id" = p."id" AND x."state" = 'ACTIVE' AND x."parent_id" IS NULL) WHERE p."category_done" IS DISTINCT FROM (SELECT coalesce(sum(x."done_weight"), 0) FROM "implementation_category" x WHERE x."project_id" = p."id" AND x."state" = 'ACTIVE' AND x."parent_id" IS NULL);
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n."project_id") INTO ids FROM rollup_new n WHERE n."project_id" IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o."project_id") INTO ids FROM rollup_old o WHERE o."project_id" IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT v.id) INTO ids FROM rollup_old o JOIN rollup_new n ON n."id" = o."id", LATERAL (VALUES (o."project_id"), (n."project_id")) v(id)
      WHERE v.id IS NOT NULL AND (o."project_id", o."state", o."done_weight", o."own_done", o."sub_done", o."parent_id") IS DISTINCT FROM (n."project_id", n."state", n."done_weight", n."own_done", n."sub_done", n."parent_id");
  END IF;
  IF ids IS NULL THEN RETURN NULL; END IF;
  PERFORM 1 FROM "implementation_project" p WHERE p."id" = ANY(ids) ORDER BY p."id" FOR NO KEY UPDATE;
  UPDATE "implementation_project" p SET "category_done" = (SELECT coalesce(sum(x."done_weight"), 0) FROM "implementation_category" x WHERE x."project_id" = p."id" AND x."state" = 'ACTIVE' AND x."parent_id" IS NULL) WHERE p."id" = ANY(ids);
  RETURN NULL;
END
$rollup$;
CREATE TRIGGER "implementation_project_category_done_ins" AFTER INSERT ON "implementation_category" REFERENCING NEW TABLE AS rollup_new FOR EACH STATEMENT EXECUTE FUNCTION "implementation_project_category_done_rollup"();
CREATE TRIGGER "implementation_project_category_done_upd" AFTER UPDATE ON "implementation_category" REFERENCING OLD TABLE AS rollup_old NEW TABLE AS rollup_new FOR EACH STATEMENT EXECUTE FUNCTION "implementation_project_category_done_rollup"();
CREATE TRIGGER "implementation_project_category_done_del" AFTER DELETE ON "implementation_category" REFERENCING OLD TABLE AS rollup_old FOR EACH STATEMENT EXECUTE FUNCTION "implementation_project_category_done_rollup"();
CREATE TRIGGER "implementation_project_category_done_trunc" AFTER TRUNCATE ON "implementation_category" FOR EACH STATEMENT EXECUTE FUNCTION "implementation_project_category_done_rollup"();
UPDATE "implementation_project" p SET "category_done" = (SELECT coalesce(sum(x."done_weight"), 0) FROM "implementation_category" x WHERE x."project_id" = p."id" AND x."state" = 'ACTIVE' AND x."parent_id" IS NULL) WHERE p."category_done" IS DISTINCT FROM (SELECT coalesce(sum(x."done_weight"), 0) FROM "implementation_category" x WHERE x."project_id" = p."id" AND x."state" = 'ACTIVE' AND x."parent_id" IS NULL);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "implementation_project_category_weight_rollup"() RETURNS trigger LANGUAGE plpgsql AS $rollup$
DECLARE ids bigint[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "implementation_project" p SET "category_weight" = (SELECT coalesce(sum(x."weight"), 0) FROM "implementation_category" x WHERE x."project_id" = p."id" AND x."state" = 'ACTIVE' AND x."parent_id" IS NULL) WHERE p."category_weight" IS DISTINCT FROM (SELECT coalesce(sum(x."weight"), 0) FROM "implementation_category" x WHERE x."project_id" = p."id" AND x."state" = 'ACTIVE' AND x."parent_id" IS NULL);
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n."project_id") INTO ids FROM rollup_new n WHERE n."project_id" IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o."project_id") INTO ids FROM rollup_old o WHERE o."project_id" IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT v.id) INTO ids FROM rollup_old o JOIN rollup_new n ON n."id" = o."id", LATERAL (VALUES (o."project_id"), (n."project_id")) v(id)
      WHERE v.id IS NOT NULL AND (o."project_id", o."state", o."weight", o."own_weight", o."sub_weight", o."parent_id") IS DISTINCT FROM (n."project_id", n."state", n."weight", n."own_weight", n."sub_weight", n."parent_id");
  END IF;
  IF ids IS NULL THEN RETURN NULL; END IF;
  PERFORM 1 FROM "implementation_project" p WHERE p."id" = ANY(ids) ORDER BY p."id" FOR NO KEY UPDATE;
  UPDATE "implementation_project" p SET "category_weight" = (SELECT coalesce(sum(x."weight"), 0) FROM "implementation_category" x WHERE x."project_id" = p."id" AND x."state" = 'ACTIVE' AND x."parent_id" IS NULL) WHERE p."id" = ANY(ids);
  RETURN NULL;
END
$rollup$;
CREATE TRIGGER "implementation_project_category_weight_ins" AFTER INSERT ON "implementation_category" REFERENCING NEW TABLE AS rollup_new FOR EACH STATEMENT EXECUTE FUNCTION "implementation_project_category_weight_rollup"();
CREATE TRIGGER "implementation_project_category_weight_upd" AFTER UPDATE ON "implementation_category" REFERENCING OLD TABLE AS rollup_old NEW TABLE AS rollup_new FOR EACH STATEMENT EXECUTE FUNCTION "implementation_project_category_weight_rollup"();
CREATE TRIGGER "implementation_project_category_weight_del" AFTER DELETE ON "implementation_category" REFERENCING OLD TABLE AS rollup_old FOR EACH STATEMENT EXECUTE FUNCTION "implementation_project_category_weight_rollup"();
CREATE TRIGGER "implementation_project_category_weight_trunc" AFTER TRUNCATE ON "implementation_category" FOR EACH STATEMENT EXECUTE FUNCTION "implementation_project_category_weight_rollup"();
UPDATE "implementation_project" p SET "category_weight" = (SELECT coalesce(sum(x."weight"), 0) FROM "implementation_category" x WHERE x."project_id" = p."id" AND x."state" = 'ACTIVE' AND x."parent_id" IS NULL) WHERE p."category_weight" IS DISTINCT FROM (SELECT coalesce(sum(x."weight"), 0) FROM "implementation_category" x WHERE x."project_id" = p."id" AND x."state" = 'ACTIVE' AND x."parent_id" IS NULL);
--> statement-breakpoint
ALTER TABLE "implementation_category" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_category_search_vec_gin" ON "implementation_category" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_checklist" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_checklist_search_vec_gin" ON "implementation_checklist" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_category" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "implementation_checklist" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "implementation_category_project_id_code_uq" ON "implementation_category" ("project_id", lower("code")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "implementation_category_tree_path_gist" ON "implementation_category" USING gist ("tree_path");
--> statement-breakpoint
CREATE TRIGGER "implementation_category_search_dense" AFTER INSERT OR DELETE ON "implementation_category" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_category_search_dense_upd" AFTER UPDATE ON "implementation_category" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_checklist_search_dense" AFTER INSERT OR DELETE ON "implementation_checklist" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_checklist_search_dense_upd" AFTER UPDATE ON "implementation_checklist" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
