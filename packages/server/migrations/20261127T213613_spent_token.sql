CREATE TABLE "spent_token" (
	"jti" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);

--> statement-breakpoint
CREATE INDEX "spent_token_expires_idx" ON "spent_token" USING btree ("expires_at");
