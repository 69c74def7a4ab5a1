CREATE TABLE "media" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"file_name" varchar(255) NOT NULL,
	"ext" varchar(10) NOT NULL,
	"url" varchar(500) NOT NULL,
	"thumbnail_url" varchar(500),
	"mime" varchar(100) NOT NULL,
	"size" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"kind" varchar(20) NOT NULL,
	"context" varchar(40),
	"is_public" boolean DEFAULT true NOT NULL,
	"storage_key" varchar(300) NOT NULL,
	"thumbnail_key" varchar(300),
	"checksum" varchar(64) NOT NULL
);

--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "media_created_by_idx" ON "media" USING btree ("created_by","created_date");
