CREATE TABLE "push_delivery" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_delivery_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"device_id" bigint NOT NULL,
	"recipient_id" bigint,
	"title" varchar(255),
	"body" varchar(500),
	"link" varchar(500),
	"source_type" varchar(50),
	"source_id" integer,
	"delivery_status" varchar(50) DEFAULT 'PENDING' NOT NULL,
	"adapter" varchar(30),
	"attempts" integer,
	"sent_date" timestamp with time zone,
	"error" varchar(500)
);

--> statement-breakpoint
CREATE TABLE "push_device" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_device_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"account_id" bigint NOT NULL,
	"token" varchar(500) NOT NULL,
	"platform" varchar(50) DEFAULT 'WEB' NOT NULL,
	"device_name" varchar(200),
	"last_seen_date" timestamp with time zone
);

--> statement-breakpoint
ALTER TABLE "push_delivery" ADD CONSTRAINT "push_delivery_device_id_push_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."push_device"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "push_delivery" ADD CONSTRAINT "push_delivery_recipient_id_account_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."account"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "push_device" ADD CONSTRAINT "push_device_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "push_delivery_state_id_idx" ON "push_delivery" USING btree ("state","id","id");
--> statement-breakpoint
CREATE INDEX "push_delivery_delivery_status_idx" ON "push_delivery" USING btree ("delivery_status","id");
--> statement-breakpoint
CREATE INDEX "push_delivery_recipient_id_idx" ON "push_delivery" USING btree ("recipient_id","id");
--> statement-breakpoint
CREATE INDEX "push_delivery_device_id_idx" ON "push_delivery" USING btree ("device_id","id");
--> statement-breakpoint
CREATE INDEX "push_delivery_created_date_idx" ON "push_delivery" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "push_delivery_updated_date_idx" ON "push_delivery" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "push_delivery_ordering_idx" ON "push_delivery" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "push_device_state_last_seen_date_idx" ON "push_device" USING btree ("state","last_seen_date","id");
--> statement-breakpoint
CREATE INDEX "push_device_account_id_idx" ON "push_device" USING btree ("account_id","id");
--> statement-breakpoint
CREATE INDEX "push_device_platform_idx" ON "push_device" USING btree ("platform","id");
--> statement-breakpoint
CREATE INDEX "push_device_created_date_idx" ON "push_device" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "push_device_updated_date_idx" ON "push_device" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "push_device_ordering_idx" ON "push_device" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "push_device_last_seen_date_idx" ON "push_device" USING btree ("last_seen_date","id");
--> statement-breakpoint
ALTER TABLE "push_delivery" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "push_delivery_search_doc_trgm" ON "push_delivery" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "push_device" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("device_name"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "push_device_search_doc_trgm" ON "push_device" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "push_device_token_uq" ON "push_device" (lower("token"));
