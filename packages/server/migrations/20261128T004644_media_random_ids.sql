-- Issue 36, class 5: a file's id is not guessable. New media rows take an id drawn at random from
-- the 15-digit ids (what the API's id check accepts), from gen_random_uuid (a strong source), and
-- drawn again on the rare collision. Existing rows keep their ids: the read check decides every read.
CREATE OR REPLACE FUNCTION media_new_id() RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
DECLARE candidate bigint;
BEGIN
  LOOP
    candidate := 100000000000000 + (('x' || substr(md5(gen_random_uuid()::text), 1, 15))::bit(60)::bigint % 900000000000000);
    EXIT WHEN NOT EXISTS (SELECT 1 FROM media WHERE id = candidate);
  END LOOP;
  RETURN candidate;
END $$;
--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "id" DROP IDENTITY;
--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "id" SET DEFAULT media_new_id();
--> statement-breakpoint
-- The upload order, which the ids no longer give ("my uploads, newest first").
ALTER TABLE "media" ADD COLUMN "upload_seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "media_upload_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);
--> statement-breakpoint
DROP INDEX "media_created_by_idx";
--> statement-breakpoint
CREATE INDEX "media_created_by_idx" ON "media" USING btree ("created_by","created_date","upload_seq");
