CREATE TABLE "approval_decision" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_decision_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"request_id" bigint NOT NULL,
	"step" integer,
	"actor_id" bigint,
	"on_behalf_of_id" bigint,
	"decision" varchar(50),
	"comment" varchar(1000)
);

--> statement-breakpoint
CREATE TABLE "approval_delegation" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_delegation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"delegator_id" bigint NOT NULL,
	"delegate_id" bigint NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"source_type" varchar(50),
	"reason" varchar(300)
);

--> statement-breakpoint
CREATE TABLE "approval_process" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_process_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_en" varchar(200),
	"source_type" varchar(50) NOT NULL,
	"unit_id" bigint,
	"is_self_approval" boolean DEFAULT false NOT NULL,
	"remind_after_hours" integer DEFAULT 24 NOT NULL,
	"description" varchar(1000)
);

--> statement-breakpoint
CREATE TABLE "approval_request" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"target_type" varchar(60) NOT NULL,
	"target_id" integer NOT NULL,
	"source_type" varchar(50),
	"title" varchar(300),
	"requester_id" bigint,
	"process_id" bigint,
	"approval_status" varchar(50),
	"current_step" integer,
	"steps" jsonb,
	"current_approver_ids" bigint[],
	"submitted_date" timestamp with time zone,
	"decided_date" timestamp with time zone,
	"reminded_date" timestamp with time zone
);

--> statement-breakpoint
CREATE TABLE "approval_step" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_step_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"process_id" bigint NOT NULL,
	"name" varchar(200) NOT NULL,
	"approver_kind" varchar(50) DEFAULT 'STAFF' NOT NULL,
	"approver_ids" bigint[],
	"position_id" bigint,
	"mode" varchar(50) DEFAULT 'ANY' NOT NULL,
	"condition_field" varchar(50),
	"condition_op" varchar(50),
	"condition_value" double precision
);

--> statement-breakpoint
CREATE TABLE "recruitment" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recruitment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'DRAFT' NOT NULL,
	"title" varchar(200) NOT NULL,
	"unit_id" bigint NOT NULL,
	"department_id" bigint,
	"position_id" bigint,
	"quantity" integer DEFAULT 1 NOT NULL,
	"deadline" date,
	"reason" varchar(1000),
	"requirements" varchar(4000),
	"outcome" varchar(50)
);

--> statement-breakpoint
ALTER TABLE "approval_decision" ADD CONSTRAINT "approval_decision_request_id_approval_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."approval_request"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "approval_decision" ADD CONSTRAINT "approval_decision_actor_id_account_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."account"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "approval_decision" ADD CONSTRAINT "approval_decision_on_behalf_of_id_account_id_fk" FOREIGN KEY ("on_behalf_of_id") REFERENCES "public"."account"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "approval_delegation" ADD CONSTRAINT "approval_delegation_delegator_id_account_id_fk" FOREIGN KEY ("delegator_id") REFERENCES "public"."account"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "approval_delegation" ADD CONSTRAINT "approval_delegation_delegate_id_account_id_fk" FOREIGN KEY ("delegate_id") REFERENCES "public"."account"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "approval_process" ADD CONSTRAINT "approval_process_unit_id_organization_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."organization"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "approval_request" ADD CONSTRAINT "approval_request_requester_id_account_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."account"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "approval_request" ADD CONSTRAINT "approval_request_process_id_approval_process_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."approval_process"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "approval_step" ADD CONSTRAINT "approval_step_process_id_approval_process_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."approval_process"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "approval_step" ADD CONSTRAINT "approval_step_position_id_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."position"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "recruitment" ADD CONSTRAINT "recruitment_unit_id_organization_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."organization"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "recruitment" ADD CONSTRAINT "recruitment_department_id_organization_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."organization"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "recruitment" ADD CONSTRAINT "recruitment_position_id_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."position"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "approval_decision_state_created_date_idx" ON "approval_decision" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "approval_decision_request_id_idx" ON "approval_decision" USING btree ("request_id","id");
--> statement-breakpoint
CREATE INDEX "approval_decision_actor_id_idx" ON "approval_decision" USING btree ("actor_id","id");
--> statement-breakpoint
CREATE INDEX "approval_decision_decision_idx" ON "approval_decision" USING btree ("decision","id");
--> statement-breakpoint
CREATE INDEX "approval_decision_created_date_idx" ON "approval_decision" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "approval_decision_updated_date_idx" ON "approval_decision" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "approval_decision_ordering_idx" ON "approval_decision" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "approval_decision_on_behalf_of_id_idx" ON "approval_decision" USING btree ("on_behalf_of_id");
--> statement-breakpoint
CREATE INDEX "approval_delegation_state_from_date_idx" ON "approval_delegation" USING btree ("state","from_date","id");
--> statement-breakpoint
CREATE INDEX "approval_delegation_delegator_id_idx" ON "approval_delegation" USING btree ("delegator_id","id");
--> statement-breakpoint
CREATE INDEX "approval_delegation_delegate_id_idx" ON "approval_delegation" USING btree ("delegate_id","id");
--> statement-breakpoint
CREATE INDEX "approval_delegation_source_type_idx" ON "approval_delegation" USING btree ("source_type","id");
--> statement-breakpoint
CREATE INDEX "approval_delegation_from_date_idx" ON "approval_delegation" USING btree ("from_date","id");
--> statement-breakpoint
CREATE INDEX "approval_delegation_created_date_idx" ON "approval_delegation" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "approval_delegation_updated_date_idx" ON "approval_delegation" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "approval_delegation_ordering_idx" ON "approval_delegation" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "approval_delegation_to_date_idx" ON "approval_delegation" USING btree ("to_date","id");
--> statement-breakpoint
CREATE INDEX "approval_delegation_search_trgm" ON "approval_delegation" USING gin (f_unaccent(lower(coalesce("reason"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "approval_process_state_ordering_idx" ON "approval_process" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "approval_process_source_type_idx" ON "approval_process" USING btree ("source_type","id");
--> statement-breakpoint
CREATE INDEX "approval_process_unit_id_idx" ON "approval_process" USING btree ("unit_id","id");
--> statement-breakpoint
CREATE INDEX "approval_process_created_date_idx" ON "approval_process" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "approval_process_updated_date_idx" ON "approval_process" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "approval_process_ordering_idx" ON "approval_process" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "approval_process_search_trgm" ON "approval_process" USING gin (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "approval_request_state_submitted_date_idx" ON "approval_request" USING btree ("state","submitted_date","id");
--> statement-breakpoint
CREATE INDEX "approval_request_approval_status_idx" ON "approval_request" USING btree ("approval_status","id");
--> statement-breakpoint
CREATE INDEX "approval_request_source_type_idx" ON "approval_request" USING btree ("source_type","id");
--> statement-breakpoint
CREATE INDEX "approval_request_requester_id_idx" ON "approval_request" USING btree ("requester_id","id");
--> statement-breakpoint
CREATE INDEX "approval_request_current_approver_ids_gin" ON "approval_request" USING gin ("current_approver_ids");
--> statement-breakpoint
CREATE INDEX "approval_request_target_type_idx" ON "approval_request" USING btree ("target_type","id");
--> statement-breakpoint
CREATE INDEX "approval_request_target_id_idx" ON "approval_request" USING btree ("target_id","id");
--> statement-breakpoint
CREATE INDEX "approval_request_submitted_date_idx" ON "approval_request" USING btree ("submitted_date","id");
--> statement-breakpoint
CREATE INDEX "approval_request_created_date_idx" ON "approval_request" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "approval_request_updated_date_idx" ON "approval_request" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "approval_request_ordering_idx" ON "approval_request" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "approval_request_process_id_idx" ON "approval_request" USING btree ("process_id");
--> statement-breakpoint
CREATE INDEX "approval_request_search_trgm" ON "approval_request" USING gin (f_unaccent(lower(coalesce("title"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "approval_step_state_ordering_idx" ON "approval_step" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "approval_step_process_id_idx" ON "approval_step" USING btree ("process_id","id");
--> statement-breakpoint
CREATE INDEX "approval_step_created_date_idx" ON "approval_step" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "approval_step_updated_date_idx" ON "approval_step" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "approval_step_ordering_idx" ON "approval_step" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "approval_step_position_id_idx" ON "approval_step" USING btree ("position_id");
--> statement-breakpoint
CREATE INDEX "approval_step_search_trgm" ON "approval_step" USING gin (f_unaccent(lower(coalesce("name"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "recruitment_state_created_date_idx" ON "recruitment" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "recruitment_status_idx" ON "recruitment" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "recruitment_unit_id_idx" ON "recruitment" USING btree ("unit_id","id");
--> statement-breakpoint
CREATE INDEX "recruitment_department_id_idx" ON "recruitment" USING btree ("department_id","id");
--> statement-breakpoint
CREATE INDEX "recruitment_position_id_idx" ON "recruitment" USING btree ("position_id","id");
--> statement-breakpoint
CREATE INDEX "recruitment_deadline_idx" ON "recruitment" USING btree ("deadline","id");
--> statement-breakpoint
CREATE INDEX "recruitment_created_date_idx" ON "recruitment" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "recruitment_updated_date_idx" ON "recruitment" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "recruitment_ordering_idx" ON "recruitment" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "recruitment_title_idx" ON "recruitment" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "recruitment_quantity_idx" ON "recruitment" USING btree ("quantity","id");
--> statement-breakpoint
CREATE INDEX "recruitment_search_trgm" ON "recruitment" USING gin (f_unaccent(lower(coalesce("title"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "approval_delegation" ADD CONSTRAINT "approval_delegation_delegator_id_source_type_from_date_1lg30vn" EXCLUDE USING gist ("delegator_id" WITH =, "source_type" WITH =, daterange("from_date", "to_date", '[]') WITH &&) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "approval_process_source_type_unit_id_uq" ON "approval_process" ("source_type", "unit_id") WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "approval_request_target_type_target_id_uq" ON "approval_request" (lower("target_type"), "target_id");
