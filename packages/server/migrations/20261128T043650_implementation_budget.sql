CREATE TABLE "implementation_subcontractor_budget" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_subcontractor_budget_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'DRAFT' NOT NULL,
	"project_id" bigint NOT NULL,
	"package_name" varchar(255) NOT NULL,
	"contractor_id" bigint,
	"budget" numeric(18, 0) NOT NULL,
	"committed" numeric(18, 0),
	"paid" numeric(18, 0),
	"notes" varchar(2000)
);

--> statement-breakpoint
ALTER TABLE "implementation_subcontractor_budget" ADD CONSTRAINT "implementation_subcontractor_budget_project_id_implementation_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."implementation_project"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_subcontractor_budget" ADD CONSTRAINT "implementation_subcontractor_budget_contractor_id_contractor_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractor"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "implementation_subcontractor_budget_state_created_date_idx" ON "implementation_subcontractor_budget" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_subcontractor_budget_project_id_idx" ON "implementation_subcontractor_budget" USING btree ("project_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_subcontractor_budget_contractor_id_idx" ON "implementation_subcontractor_budget" USING btree ("contractor_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_subcontractor_budget_status_idx" ON "implementation_subcontractor_budget" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "implementation_subcontractor_budget_budget_idx" ON "implementation_subcontractor_budget" USING btree ("budget","id");
--> statement-breakpoint
CREATE INDEX "implementation_subcontractor_budget_created_date_idx" ON "implementation_subcontractor_budget" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_subcontractor_budget_updated_date_idx" ON "implementation_subcontractor_budget" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_subcontractor_budget_ordering_idx" ON "implementation_subcontractor_budget" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_subcontractor_budget_package_name_idx" ON "implementation_subcontractor_budget" USING btree ("package_name","id");
--> statement-breakpoint
CREATE INDEX "implementation_subcontractor_budget_committed_idx" ON "implementation_subcontractor_budget" USING btree ("committed","id");
--> statement-breakpoint
CREATE INDEX "implementation_subcontractor_budget_paid_idx" ON "implementation_subcontractor_budget" USING btree ("paid","id");
--> statement-breakpoint
ALTER TABLE "implementation_subcontractor_budget" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("package_name"::text, '') || ' ' || coalesce("notes"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_subcontractor_budget_search_vec_gin" ON "implementation_subcontractor_budget" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_subcontractor_budget" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
CREATE TRIGGER "implementation_subcontractor_budget_search_dense" AFTER INSERT OR DELETE ON "implementation_subcontractor_budget" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_subcontractor_budget_search_dense_upd" AFTER UPDATE ON "implementation_subcontractor_budget" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
