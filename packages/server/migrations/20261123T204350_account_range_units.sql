ALTER TABLE "account" ADD COLUMN "range_unit_ids" bigint[];
