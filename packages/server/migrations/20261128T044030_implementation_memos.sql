CREATE TABLE "implementation_memo" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementation_memo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	"kind_id" bigint,
	"content" varchar(8000) NOT NULL,
	"contractor_id" bigint,
	"recipient_ids" bigint[],
	"due_date" date,
	"attachments" bigint[]
);

--> statement-breakpoint
ALTER TABLE "implementation_memo" ADD CONSTRAINT "implementation_memo_project_id_implementation_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."implementation_project"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_memo" ADD CONSTRAINT "implementation_memo_kind_id_implementation_setting_item_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."implementation_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "implementation_memo" ADD CONSTRAINT "implementation_memo_contractor_id_contractor_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractor"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "implementation_memo_state_created_date_idx" ON "implementation_memo" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_memo_project_id_idx" ON "implementation_memo" USING btree ("project_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_memo_kind_id_idx" ON "implementation_memo" USING btree ("kind_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_memo_contractor_id_idx" ON "implementation_memo" USING btree ("contractor_id","id");
--> statement-breakpoint
CREATE INDEX "implementation_memo_status_idx" ON "implementation_memo" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "implementation_memo_due_date_idx" ON "implementation_memo" USING btree ("due_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_memo_created_by_idx" ON "implementation_memo" USING btree ("created_by","id");
--> statement-breakpoint
CREATE INDEX "implementation_memo_created_date_idx" ON "implementation_memo" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_memo_updated_date_idx" ON "implementation_memo" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "implementation_memo_ordering_idx" ON "implementation_memo" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "implementation_memo_code_idx" ON "implementation_memo" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "implementation_memo_attachments_gin" ON "implementation_memo" USING gin ("attachments");
--> statement-breakpoint
ALTER TABLE "implementation_memo" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "implementation_memo_search_vec_gin" ON "implementation_memo" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "implementation_memo" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "implementation_memo_code_uq" ON "implementation_memo" (lower("code"));
--> statement-breakpoint
CREATE TRIGGER "implementation_memo_search_dense" AFTER INSERT OR DELETE ON "implementation_memo" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "implementation_memo_search_dense_upd" AFTER UPDATE ON "implementation_memo" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
