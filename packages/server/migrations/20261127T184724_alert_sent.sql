CREATE TABLE "alert_sent" (
	"resource" varchar(120) NOT NULL,
	"alert" varchar(120) NOT NULL,
	"rule_id" bigint DEFAULT 0 NOT NULL,
	"record_id" bigint NOT NULL,
	"due_date" date NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_sent_resource_alert_rule_id_record_id_due_date_pk" PRIMARY KEY("resource","alert","rule_id","record_id","due_date")
);

