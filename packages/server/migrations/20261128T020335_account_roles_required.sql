-- Spec §5: an account has at least one role (the API refuses none); rows written without roles keep an empty list.
UPDATE "account" SET "role_ids" = '{}' WHERE "role_ids" IS NULL;
--> statement-breakpoint
ALTER TABLE "account" ALTER COLUMN "role_ids" SET NOT NULL;
