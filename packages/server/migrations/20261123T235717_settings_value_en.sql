ALTER TABLE "category" ADD COLUMN "value_en" varchar(1000);
