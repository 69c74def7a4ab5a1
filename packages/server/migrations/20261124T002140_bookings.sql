CREATE TABLE "area" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "area_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"name" varchar(150) NOT NULL,
	"name_en" varchar(150),
	"code" varchar(30),
	"address" varchar(300),
	"description" varchar(1000)
);

--> statement-breakpoint
CREATE TABLE "book_car" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "book_car_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'NEW' NOT NULL,
	"title" varchar(200) NOT NULL,
	"car_id" bigint NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"organizer_id" bigint,
	"note" varchar(1000),
	"pick_up" varchar(300) NOT NULL,
	"destination" varchar(300) NOT NULL,
	"passenger_count" integer DEFAULT 1 NOT NULL,
	"passenger_ids" bigint[],
	"is_business_travel" boolean DEFAULT false NOT NULL
);

--> statement-breakpoint
CREATE TABLE "book_room" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "book_room_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"status" varchar(40) DEFAULT 'NEW' NOT NULL,
	"title" varchar(200) NOT NULL,
	"room_id" bigint NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"organizer_id" bigint,
	"note" varchar(1000),
	"attendee_ids" bigint[],
	"attendee_count" integer
);

--> statement-breakpoint
CREATE TABLE "room" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"name" varchar(150) NOT NULL,
	"name_en" varchar(150),
	"code" varchar(30),
	"area_id" bigint,
	"unit_id" bigint,
	"floor" varchar(50),
	"capacity" integer DEFAULT 10 NOT NULL,
	"equipment" text[],
	"photos" bigint[],
	"is_approval_required" boolean DEFAULT false NOT NULL,
	"description" varchar(1000)
);

--> statement-breakpoint
CREATE TABLE "service_car" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_car_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"ordering" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"name" varchar(150) NOT NULL,
	"plate" varchar(20) NOT NULL,
	"seats" integer DEFAULT 7 NOT NULL,
	"driver_name" varchar(100),
	"driver_phone" varchar(20),
	"area_id" bigint,
	"unit_id" bigint,
	"photo" bigint,
	"description" varchar(1000)
);

--> statement-breakpoint
ALTER TABLE "book_car" ADD CONSTRAINT "book_car_car_id_service_car_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."service_car"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "book_car" ADD CONSTRAINT "book_car_organizer_id_staff_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "book_room" ADD CONSTRAINT "book_room_room_id_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."room"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "book_room" ADD CONSTRAINT "book_room_organizer_id_staff_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "room" ADD CONSTRAINT "room_area_id_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."area"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "room" ADD CONSTRAINT "room_unit_id_organization_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."organization"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "service_car" ADD CONSTRAINT "service_car_area_id_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."area"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "service_car" ADD CONSTRAINT "service_car_unit_id_organization_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."organization"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "area_state_ordering_idx" ON "area" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "area_created_date_idx" ON "area" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "area_updated_date_idx" ON "area" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "area_ordering_idx" ON "area" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "area_search_trgm" ON "area" USING gin (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("code"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "book_car_state_start_time_idx" ON "book_car" USING btree ("state","start_time","id");
--> statement-breakpoint
CREATE INDEX "book_car_status_idx" ON "book_car" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "book_car_car_id_idx" ON "book_car" USING btree ("car_id","id");
--> statement-breakpoint
CREATE INDEX "book_car_organizer_id_idx" ON "book_car" USING btree ("organizer_id","id");
--> statement-breakpoint
CREATE INDEX "book_car_start_time_idx" ON "book_car" USING btree ("start_time","id");
--> statement-breakpoint
CREATE INDEX "book_car_end_time_idx" ON "book_car" USING btree ("end_time","id");
--> statement-breakpoint
CREATE INDEX "book_car_created_by_idx" ON "book_car" USING btree ("created_by","id");
--> statement-breakpoint
CREATE INDEX "book_car_is_business_travel_idx" ON "book_car" USING btree ("is_business_travel","id");
--> statement-breakpoint
CREATE INDEX "book_car_created_date_idx" ON "book_car" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "book_car_updated_date_idx" ON "book_car" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "book_car_ordering_idx" ON "book_car" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "book_car_search_trgm" ON "book_car" USING gin (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("destination"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "book_room_state_start_time_idx" ON "book_room" USING btree ("state","start_time","id");
--> statement-breakpoint
CREATE INDEX "book_room_status_idx" ON "book_room" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "book_room_room_id_idx" ON "book_room" USING btree ("room_id","id");
--> statement-breakpoint
CREATE INDEX "book_room_organizer_id_idx" ON "book_room" USING btree ("organizer_id","id");
--> statement-breakpoint
CREATE INDEX "book_room_start_time_idx" ON "book_room" USING btree ("start_time","id");
--> statement-breakpoint
CREATE INDEX "book_room_end_time_idx" ON "book_room" USING btree ("end_time","id");
--> statement-breakpoint
CREATE INDEX "book_room_created_by_idx" ON "book_room" USING btree ("created_by","id");
--> statement-breakpoint
CREATE INDEX "book_room_created_date_idx" ON "book_room" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "book_room_updated_date_idx" ON "book_room" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "book_room_ordering_idx" ON "book_room" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "book_room_search_trgm" ON "book_room" USING gin (f_unaccent(lower(coalesce("title"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "room_state_ordering_idx" ON "room" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "room_area_id_idx" ON "room" USING btree ("area_id","id");
--> statement-breakpoint
CREATE INDEX "room_unit_id_idx" ON "room" USING btree ("unit_id","id");
--> statement-breakpoint
CREATE INDEX "room_is_approval_required_idx" ON "room" USING btree ("is_approval_required","id");
--> statement-breakpoint
CREATE INDEX "room_capacity_idx" ON "room" USING btree ("capacity","id");
--> statement-breakpoint
CREATE INDEX "room_created_date_idx" ON "room" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "room_updated_date_idx" ON "room" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "room_ordering_idx" ON "room" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "room_name_idx" ON "room" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "room_photos_gin" ON "room" USING gin ("photos");
--> statement-breakpoint
CREATE INDEX "room_search_trgm" ON "room" USING gin (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("code"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "service_car_state_ordering_idx" ON "service_car" USING btree ("state","ordering","id");
--> statement-breakpoint
CREATE INDEX "service_car_area_id_idx" ON "service_car" USING btree ("area_id","id");
--> statement-breakpoint
CREATE INDEX "service_car_unit_id_idx" ON "service_car" USING btree ("unit_id","id");
--> statement-breakpoint
CREATE INDEX "service_car_seats_idx" ON "service_car" USING btree ("seats","id");
--> statement-breakpoint
CREATE INDEX "service_car_created_date_idx" ON "service_car" USING btree ("created_date","id");
--> statement-breakpoint
CREATE INDEX "service_car_updated_date_idx" ON "service_car" USING btree ("updated_date","id");
--> statement-breakpoint
CREATE INDEX "service_car_ordering_idx" ON "service_car" USING btree ("ordering","id");
--> statement-breakpoint
CREATE INDEX "service_car_name_idx" ON "service_car" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "service_car_photo_idx" ON "service_car" USING btree ("photo");
--> statement-breakpoint
CREATE INDEX "service_car_search_trgm" ON "service_car" USING gin (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("plate"::text, '') || ' ' || coalesce("driver_name"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "book_car" ADD CONSTRAINT "book_car_car_id_start_time_end_time_excl" EXCLUDE USING gist ("car_id" WITH =, tstzrange("start_time", "end_time", '[)') WITH &&) WHERE ("state" = 'ACTIVE' AND "status" IN ('NEW', 'PENDING', 'APPROVED'));
--> statement-breakpoint
ALTER TABLE "book_room" ADD CONSTRAINT "book_room_room_id_start_time_end_time_excl" EXCLUDE USING gist ("room_id" WITH =, tstzrange("start_time", "end_time", '[)') WITH &&) WHERE ("state" = 'ACTIVE' AND "status" IN ('NEW', 'PENDING', 'APPROVED'));
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "room_code_uq" ON "room" (lower("code")) WHERE ("state" = 'ACTIVE');
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "service_car_plate_uq" ON "service_car" (lower("plate")) WHERE ("state" = 'ACTIVE');
