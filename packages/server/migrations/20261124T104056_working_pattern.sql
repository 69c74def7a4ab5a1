ALTER TABLE "organization" ADD COLUMN "working_pattern" varchar(50);
