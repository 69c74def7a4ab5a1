ALTER TABLE "auth_session" ADD COLUMN "reauth_at" timestamp with time zone;
