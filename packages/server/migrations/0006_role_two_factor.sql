ALTER TABLE "role" ADD COLUMN "is_two_factor_required" boolean DEFAULT false NOT NULL;
