CREATE TABLE "implementation_review_point" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_review_point_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"project_id" bigint NOT NULL,
	"contractor_id" bigint NOT NULL,
	"contract_id" bigint,
	"kind" varchar(50) DEFAULT 'SUBCONTRACTOR' NOT NULL,
	"title" varchar(255) NOT NULL,
	"reviewed_date" date NOT NULL,
	"comment" varchar(2000)
);

--> statement-breakpoint
CREATE TABLE "implementation_review_point_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_review_point_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"review_point_id" bigint NOT NULL,
	"criterion" varchar(255) NOT NULL,
	"weight" integer NOT NULL,
	"point" numeric(18, 1) NOT NULL,
	"note" varchar(500)
);

--> statement-breakpoint
ALTER TABLE "implementation_review_point" ADD CONSTRAINT "implementation_review_point_project_id_implementation_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."implementation_project"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_review_point" ADD CONSTRAINT "implementation_review_point_contractor_id_contractor_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractor"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_review_point" ADD CONSTRAINT "implementation_review_point_contract_id_implementation_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."implementation_contract"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_review_point_line" ADD CONSTRAINT "implementation_review_point_line_review_point_id_implementation_review_point_id_fk" FOREIGN KEY ("review_point_id") REFERENCES "public"."implementation_review_point"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "implementation_review_point_state_reviewed_date_idx" ON "implementation_review_point" USING btree ("state","reviewed_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_point_project_id_idx" ON "implementation_review_point" USING btree ("project_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_point_contractor_id_idx" ON "implementation_review_point" USING btree ("contractor_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_point_contract_id_idx" ON "implementation_review_point" USING btree ("contract_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_point_kind_idx" ON "implementation_review_point" USING btree ("kind","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_point_reviewed_date_idx" ON "implementation_review_point" USING btree ("reviewed_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_point_created_date_idx" ON "implementation_review_point" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_point_updated_date_idx" ON "implementation_review_point" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_point_ordering_idx" ON "implementation_review_point" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_point_line_state_id_idx" ON "implementation_review_point_line" USING btree ("state","id","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_point_line_review_point_id_idx" ON "implementation_review_point_line" USING btree ("review_point_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_point_line_created_date_idx" ON "implementation_review_point_line" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_point_line_updated_date_idx" ON "implementation_review_point_line" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_review_point_line_ordering_idx" ON "implementation_review_point_line" USING btree ("ordering","id");
--> statement-breakpoint
ALTER TABLE "implementation_review_point_line" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("criterion"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_review_point_line_search_vec_gin" ON "implementation_review_point_line" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_review_point" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_review_point_search_vec_gin" ON "implementation_review_point" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_review_point_line" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "implementation_review_point" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
CREATE TRIGGER "implementation_review_point_line_search_dense" AFTER INSERT OR DELETE ON "implementation_review_point_line" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_review_point_line_search_dense_upd" AFTER UPDATE ON "implementation_review_point_line" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_review_point_search_dense" AFTER INSERT OR DELETE ON "implementation_review_point" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_review_point_search_dense_upd" AFTER UPDATE ON "implementation_review_point" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
