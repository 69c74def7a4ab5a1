CREATE TABLE "internal_activity_external_member" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "internal_activity_external_member_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"activity_id" bigint NOT NULL,
	"email" varchar(255) NOT NULL,
	"full_name" varchar(255),
	"organization" varchar(255),
	"invite_status" varchar(50) DEFAULT 'INVITED' NOT NULL,
	"invited_date" timestamp with time zone,
	"accepted_date" timestamp with time zone,
	"token_hash" varchar(64)
);

--> statement-breakpoint
ALTER TABLE "internal_activity_external_member" ADD CONSTRAINT "internal_activity_external_member_activity_id_internal_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."internal_activity"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "internal_activity_external_member_state_created_date_idx" ON "internal_activity_external_member" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_external_member_activity_id_idx" ON "internal_activity_external_member" USING btree ("activity_id","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_external_member_invite_status_idx" ON "internal_activity_external_member" USING btree ("invite_status","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_external_member_created_date_idx" ON "internal_activity_external_member" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_external_member_updated_date_idx" ON "internal_activity_external_member" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_external_member_ordering_idx" ON "internal_activity_external_member" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_external_member_email_idx" ON "internal_activity_external_member" USING btree ("email","id");
--> statement-breakpoint
CREATE INDEX "internal_activity_external_member_invited_date_idx" ON "internal_activity_external_member" USING btree ("invited_date","id");
--> statement-breakpoint
ALTER TABLE "internal_activity_external_member" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("email"::text, '') || ' ' || coalesce("full_name"::text, '') || ' ' || coalesce("organization"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "internal_activity_external_member_search_vec_gin" ON "internal_activity_external_member" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "internal_activity_external_member" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "internal_activity_external_member_activity_id_email_uq" ON "internal_activity_external_member" ("activity_id", lower("email"));
--> statement-breakpoint
CREATE TRIGGER "internal_activity_external_member_search_dense" AFTER INSERT OR DELETE ON "internal_activity_external_member" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "internal_activity_external_member_search_dense_upd" AFTER UPDATE ON "internal_activity_external_member" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
