ALTER TABLE "approval_step" ALTER COLUMN "condition_value" SET DATA TYPE numeric(18, 2);
--> statement-breakpoint
ALTER TABLE "asset" ALTER COLUMN "price" SET DATA TYPE numeric(18, 0);
--> statement-breakpoint
ALTER TABLE "asset_inspection" ALTER COLUMN "cost" SET DATA TYPE numeric(18, 0);
--> statement-breakpoint
ALTER TABLE "asset_insurance" ALTER COLUMN "insured_value" SET DATA TYPE numeric(18, 0);
--> statement-breakpoint
ALTER TABLE "asset_insurance" ALTER COLUMN "premium" SET DATA TYPE numeric(18, 0);
--> statement-breakpoint
ALTER TABLE "candidate" ALTER COLUMN "expected_salary" SET DATA TYPE numeric(18, 0);
--> statement-breakpoint
ALTER TABLE "ecommerce_offer" ALTER COLUMN "price" SET DATA TYPE numeric(18, 0);
--> statement-breakpoint
ALTER TABLE "repair_asset" ALTER COLUMN "cost" SET DATA TYPE numeric(18, 0);
--> statement-breakpoint
ALTER TABLE "salary_staff" ALTER COLUMN "base_salary" SET DATA TYPE numeric(18, 0);
--> statement-breakpoint
ALTER TABLE "salary_staff" ALTER COLUMN "allowance" SET DATA TYPE numeric(18, 0);
--> statement-breakpoint
ALTER TABLE "salary_staff" ALTER COLUMN "insurance_salary" SET DATA TYPE numeric(18, 0);
--> statement-breakpoint
ALTER TABLE "staff_leave" ALTER COLUMN "days" SET DATA TYPE numeric(18, 1);
--> statement-breakpoint
ALTER TABLE "staff_leave_day" ALTER COLUMN "entitled" SET DATA TYPE numeric(18, 1);
--> statement-breakpoint
ALTER TABLE "staff_leave_day" ALTER COLUMN "carried_over" SET DATA TYPE numeric(18, 1);
--> statement-breakpoint
ALTER TABLE "staff_leave_day" ALTER COLUMN "increase" SET DATA TYPE numeric(18, 1);
--> statement-breakpoint
ALTER TABLE "staff_leave_day" ALTER COLUMN "adjustment" SET DATA TYPE numeric(18, 1);
--> statement-breakpoint
ALTER TABLE "staff_leave_day" ALTER COLUMN "taken" SET DATA TYPE numeric(18, 1);
--> statement-breakpoint
ALTER TABLE "staff_leave_day" ALTER COLUMN "pending" SET DATA TYPE numeric(18, 1);
--> statement-breakpoint
ALTER TABLE "staff_setting_increase_annual_leaving" ALTER COLUMN "days" SET DATA TYPE numeric(18, 1);
--> statement-breakpoint
ALTER TABLE "staff_setting_increase_annual_leaving" ALTER COLUMN "max_days" SET DATA TYPE numeric(18, 1);
--> statement-breakpoint
ALTER TABLE "staff_setting_leave_type" ALTER COLUMN "days_per_year" SET DATA TYPE numeric(18, 1);
--> statement-breakpoint
ALTER TABLE "time_keeping" ALTER COLUMN "work_value" SET DATA TYPE numeric(18, 2);
--> statement-breakpoint
ALTER TABLE "training_course" ALTER COLUMN "hours" SET DATA TYPE numeric(18, 1);
--> statement-breakpoint
ALTER TABLE "training_enrolment" ALTER COLUMN "score" SET DATA TYPE numeric(18, 1);
