CREATE TABLE "import_run" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_run_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"resource_name" varchar(100),
	"file_name" varchar(255),
	"run_status" varchar(50) DEFAULT 'IN_PROGRESS' NOT NULL,
	"is_dry_run" boolean DEFAULT false NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"ok_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"errors" jsonb
);

--> statement-breakpoint
CREATE INDEX "import_run_state_created_date_idx" ON "import_run" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "import_run_resource_name_idx" ON "import_run" USING btree ("resource_name","id");
--> statement-breakpoint
CREATE INDEX "import_run_run_status_idx" ON "import_run" USING btree ("run_status","id");
--> statement-breakpoint
CREATE INDEX "import_run_is_dry_run_idx" ON "import_run" USING btree ("is_dry_run","id");
--> statement-breakpoint
CREATE INDEX "import_run_created_date_idx" ON "import_run" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "import_run_updated_date_idx" ON "import_run" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "import_run_ordering_idx" ON "import_run" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "import_run_search_trgm" ON "import_run" USING gin (f_unaccent(lower(coalesce("file_name"::text, '') || ' ' || coalesce("resource_name"::text, ''))) gin_trgm_ops);
