CREATE INDEX "greeting_card_release_date_due_idx" ON "greeting_card" USING btree ("release_date","id") WHERE "greeting_card"."status" in ('SCHEDULED') and "greeting_card"."release_date" is not null;
--> statement-breakpoint
CREATE INDEX "greeting_card_expiration_date_due_idx" ON "greeting_card" USING btree ("expiration_date","id") WHERE "greeting_card"."status" in ('SCHEDULED', 'PUBLISH') and "greeting_card"."expiration_date" is not null;
--> statement-breakpoint
CREATE INDEX "internal_activity_release_date_due_idx" ON "internal_activity" USING btree ("release_date","id") WHERE "internal_activity"."status" in ('SCHEDULED') and "internal_activity"."release_date" is not null;
--> statement-breakpoint
CREATE INDEX "internal_activity_start_registration_date_due_idx" ON "internal_activity" USING btree ("start_registration_date","id") WHERE "internal_activity"."status" in ('PUBLISH') and "internal_activity"."start_registration_date" is not null;
--> statement-breakpoint
CREATE INDEX "internal_activity_end_registration_date_due_idx" ON "internal_activity" USING btree ("end_registration_date","id") WHERE "internal_activity"."status" in ('WAITING_REGISTRATION') and "internal_activity"."end_registration_date" is not null;
--> statement-breakpoint
CREATE INDEX "internal_activity_start_date_due_idx" ON "internal_activity" USING btree ("start_date","id") WHERE "internal_activity"."status" in ('PUBLISH', 'END_REGISTRATION') and "internal_activity"."start_date" is not null;
--> statement-breakpoint
CREATE INDEX "internal_activity_end_date_due_idx" ON "internal_activity" USING btree ("end_date","id") WHERE "internal_activity"."status" in ('ONGOING') and "internal_activity"."end_date" is not null;
--> statement-breakpoint
CREATE INDEX "news_release_date_due_idx" ON "news" USING btree ("release_date","id") WHERE "news"."status" in ('SCHEDULED') and "news"."release_date" is not null;
--> statement-breakpoint
CREATE INDEX "news_expiration_date_due_idx" ON "news" USING btree ("expiration_date","id") WHERE "news"."status" in ('SCHEDULED', 'PUBLISH') and "news"."expiration_date" is not null;
