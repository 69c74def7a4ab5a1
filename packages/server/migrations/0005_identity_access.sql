CREATE TABLE "permission" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "permission_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"staff_id" bigint NOT NULL,
	"permissions" jsonb NOT NULL,
	"description" varchar(500)
);

--> statement-breakpoint
CREATE TABLE "auth_session" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_session_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"device_name" varchar(255) NOT NULL,
	"user_agent" varchar(500),
	"ip" varchar(64),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_date" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" varchar(40)
);

--> statement-breakpoint
CREATE TABLE "refresh_token" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"session_id" bigint NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);

--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"lock_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"window_start" timestamp with time zone,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "login_failure" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_failure_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"username" varchar(100) NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(500),
	"reason" varchar(40) NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "password_reset" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);

--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"to_address" varchar(255) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"body_text" text NOT NULL,
	"transport" varchar(20) NOT NULL,
	"sent_at" timestamp with time zone,
	"error" varchar(500)
);

--> statement-breakpoint
CREATE TABLE "request_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"method" varchar(10) NOT NULL,
	"path" varchar(500) NOT NULL,
	"status" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"user_id" bigint,
	"username" varchar(100),
	"ip" varchar(64),
	"user_agent" varchar(500)
);

--> statement-breakpoint
CREATE TABLE "system_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "system_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"level" varchar(10) NOT NULL,
	"message" varchar(1000) NOT NULL,
	"stack" text,
	"method" varchar(10),
	"path" varchar(500),
	"user_id" bigint,
	"ip" varchar(64)
);

--> statement-breakpoint
CREATE TABLE "app_setting" (
	"key" varchar(120) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint
);

--> statement-breakpoint
CREATE TABLE "account_totp" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"secret" varchar(64) NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"recovery_hashes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_step" bigint,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "permission" ADD CONSTRAINT "permission_staff_id_account_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."account"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_session_id_auth_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_session"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "permission_state_created_date_idx" ON "permission" USING btree ("state","created_date","id");
--> statement-breakpoint
CREATE INDEX "permission_staff_id_idx" ON "permission" USING btree ("staff_id","id");
--> statement-breakpoint
CREATE INDEX "permission_created_date_idx" ON "permission" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "permission_updated_date_idx" ON "permission" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "permission_ordering_idx" ON "permission" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "auth_session_account_idx" ON "auth_session" USING btree ("account_id","revoked_at","created_date");
--> statement-breakpoint
CREATE INDEX "refresh_token_session_idx" ON "refresh_token" USING btree ("session_id");
--> statement-breakpoint
CREATE INDEX "login_failure_user_idx" ON "login_failure" USING btree ("username","id");
--> statement-breakpoint
CREATE INDEX "password_reset_account_idx" ON "password_reset" USING btree ("account_id");
--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_date");
--> statement-breakpoint
CREATE INDEX "request_log_created_idx" ON "request_log" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "request_log_user_idx" ON "request_log" USING btree ("user_id","created_date");
--> statement-breakpoint
CREATE INDEX "system_log_created_idx" ON "system_log" USING btree ("created_date","id");
