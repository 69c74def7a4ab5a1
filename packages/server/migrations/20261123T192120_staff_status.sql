CREATE TABLE "staff_status" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_status_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"staff_id" bigint NOT NULL,
	"employee_status" varchar(50) NOT NULL,
	"status_id" bigint,
	"from_date" date NOT NULL,
	"to_date" date,
	"reason" varchar(1000)
);

--> statement-breakpoint
ALTER TABLE "staff_status" ADD CONSTRAINT "staff_status_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_status" ADD CONSTRAINT "staff_status_status_id_staff_setting_item_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."staff_setting_item"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "staff_status_state_from_date_idx" ON "staff_status" USING btree ("state","from_date","id");
--> statement-breakpoint
CREATE INDEX "staff_status_staff_id_idx" ON "staff_status" USING btree ("staff_id","id");
--> statement-breakpoint
CREATE INDEX "staff_status_employee_status_idx" ON "staff_status" USING btree ("employee_status","id");
--> statement-breakpoint
CREATE INDEX "staff_status_status_id_idx" ON "staff_status" USING btree ("status_id","id");
--> statement-breakpoint
CREATE INDEX "staff_status_from_date_idx" ON "staff_status" USING btree ("from_date","id");
--> statement-breakpoint
CREATE INDEX "staff_status_created_date_idx" ON "staff_status" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "staff_status_updated_date_idx" ON "staff_status" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "staff_status_ordering_idx" ON "staff_status" USING btree ("ordering","id");
