DROP INDEX "about_content_search_trgm";
--> statement-breakpoint
DROP INDEX "about_group_search_trgm";
--> statement-breakpoint
DROP INDEX "about_organization_search_trgm";
--> statement-breakpoint
DROP INDEX "about_structure_search_trgm";
--> statement-breakpoint
DROP INDEX "account_search_trgm";
--> statement-breakpoint
DROP INDEX "achievement_search_trgm";
--> statement-breakpoint
DROP INDEX "approval_delegation_search_trgm";
--> statement-breakpoint
DROP INDEX "approval_process_search_trgm";
--> statement-breakpoint
DROP INDEX "approval_request_search_trgm";
--> statement-breakpoint
DROP INDEX "approval_step_search_trgm";
--> statement-breakpoint
DROP INDEX "archive_search_trgm";
--> statement-breakpoint
DROP INDEX "area_search_trgm";
--> statement-breakpoint
DROP INDEX "book_car_search_trgm";
--> statement-breakpoint
DROP INDEX "book_room_search_trgm";
--> statement-breakpoint
DROP INDEX "bookmark_search_trgm";
--> statement-breakpoint
DROP INDEX "candidate_search_trgm";
--> statement-breakpoint
DROP INDEX "category_search_trgm";
--> statement-breakpoint
DROP INDEX "chairman_message_search_trgm";
--> statement-breakpoint
DROP INDEX "comment_search_trgm";
--> statement-breakpoint
DROP INDEX "common_template_search_trgm";
--> statement-breakpoint
DROP INDEX "core_value_search_trgm";
--> statement-breakpoint
DROP INDEX "culture_content_search_trgm";
--> statement-breakpoint
DROP INDEX "customer_search_trgm";
--> statement-breakpoint
DROP INDEX "digital_lib_search_trgm";
--> statement-breakpoint
DROP INDEX "ecommerce_offer_search_trgm";
--> statement-breakpoint
DROP INDEX "ecommerce_page_search_trgm";
--> statement-breakpoint
DROP INDEX "education_search_trgm";
--> statement-breakpoint
DROP INDEX "experience_staff_search_trgm";
--> statement-breakpoint
DROP INDEX "family_relationship_search_trgm";
--> statement-breakpoint
DROP INDEX "formation_process_search_trgm";
--> statement-breakpoint
DROP INDEX "greeting_card_search_trgm";
--> statement-breakpoint
DROP INDEX "history_search_trgm";
--> statement-breakpoint
DROP INDEX "import_run_search_trgm";
--> statement-breakpoint
DROP INDEX "labor_contract_search_trgm";
--> statement-breakpoint
DROP INDEX "leadership_search_trgm";
--> statement-breakpoint
DROP INDEX "marketing_search_trgm";
--> statement-breakpoint
DROP INDEX "meal_setting_search_trgm";
--> statement-breakpoint
DROP INDEX "menu_search_trgm";
--> statement-breakpoint
DROP INDEX "menu_group_search_trgm";
--> statement-breakpoint
DROP INDEX "message_of_bod_search_trgm";
--> statement-breakpoint
DROP INDEX "news_search_trgm";
--> statement-breakpoint
DROP INDEX "news_type_search_trgm";
--> statement-breakpoint
DROP INDEX "notification_search_trgm";
--> statement-breakpoint
DROP INDEX "office_search_trgm";
--> statement-breakpoint
DROP INDEX "organization_search_trgm";
--> statement-breakpoint
DROP INDEX "poll_search_trgm";
--> statement-breakpoint
DROP INDEX "poll_answer_search_trgm";
--> statement-breakpoint
DROP INDEX "position_search_trgm";
--> statement-breakpoint
DROP INDEX "reaction_setting_search_trgm";
--> statement-breakpoint
DROP INDEX "recognition_search_trgm";
--> statement-breakpoint
DROP INDEX "recruitment_search_trgm";
--> statement-breakpoint
DROP INDEX "role_search_trgm";
--> statement-breakpoint
DROP INDEX "room_search_trgm";
--> statement-breakpoint
DROP INDEX "sensitive_word_search_trgm";
--> statement-breakpoint
DROP INDEX "service_car_search_trgm";
--> statement-breakpoint
DROP INDEX "side_bar_menu_template_search_trgm";
--> statement-breakpoint
DROP INDEX "staff_search_trgm";
--> statement-breakpoint
DROP INDEX "staff_leave_search_trgm";
--> statement-breakpoint
DROP INDEX "staff_leave_day_search_trgm";
--> statement-breakpoint
DROP INDEX "staff_setting_holiday_search_trgm";
--> statement-breakpoint
DROP INDEX "staff_setting_increase_annual_leaving_search_trgm";
--> statement-breakpoint
DROP INDEX "staff_setting_item_search_trgm";
--> statement-breakpoint
DROP INDEX "staff_setting_leave_type_search_trgm";
--> statement-breakpoint
DROP INDEX "staff_transfer_history_search_trgm";
--> statement-breakpoint
DROP INDEX "stationery_handout_search_trgm";
--> statement-breakpoint
DROP INDEX "stationery_item_search_trgm";
--> statement-breakpoint
DROP INDEX "stationery_request_search_trgm";
--> statement-breakpoint
DROP INDEX "stationery_request_line_search_trgm";
--> statement-breakpoint
DROP INDEX "support_search_trgm";
--> statement-breakpoint
DROP INDEX "support_category_search_trgm";
--> statement-breakpoint
DROP INDEX "support_common_search_trgm";
--> statement-breakpoint
DROP INDEX "sync_department_search_trgm";
--> statement-breakpoint
DROP INDEX "sync_position_search_trgm";
--> statement-breakpoint
DROP INDEX "sync_run_search_trgm";
--> statement-breakpoint
DROP INDEX "terms_of_use_search_trgm";
--> statement-breakpoint
DROP INDEX "ticket_search_trgm";
--> statement-breakpoint
DROP INDEX "ticket_category_search_trgm";
--> statement-breakpoint
DROP INDEX "ticket_checklist_search_trgm";
--> statement-breakpoint
DROP INDEX "ticket_comment_search_trgm";
--> statement-breakpoint
DROP INDEX "ticket_status_search_trgm";
--> statement-breakpoint
DROP INDEX "time_keeping_search_trgm";
--> statement-breakpoint
DROP INDEX "time_keeping_explanation_search_trgm";
--> statement-breakpoint
DROP INDEX "top_menu_search_trgm";
--> statement-breakpoint
DROP INDEX "trade_mark_search_trgm";
--> statement-breakpoint
DROP INDEX "traditional_song_search_trgm";
--> statement-breakpoint
DROP INDEX "training_course_search_trgm";
--> statement-breakpoint
DROP INDEX "training_enrolment_search_trgm";
--> statement-breakpoint
DROP INDEX "usage_policy_search_trgm";
--> statement-breakpoint
DROP INDEX "working_schedule_search_trgm";
--> statement-breakpoint
ALTER TABLE "about_content" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("summary"::text, '') || ' ' || coalesce("summary_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "about_content_search_doc_trgm" ON "about_content" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "about_group" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("sector"::text, '') || ' ' || coalesce("sector_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "about_group_search_doc_trgm" ON "about_group" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "about_organization" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "about_organization_search_doc_trgm" ON "about_organization" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "about_structure" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("description_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "about_structure_search_doc_trgm" ON "about_structure" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "account" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("username"::text, '') || ' ' || coalesce("full_name"::text, '') || ' ' || coalesce("email"::text, '') || ' ' || coalesce("staff_code"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "account_search_doc_trgm" ON "account" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "achievement" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("description_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "achievement_search_doc_trgm" ON "achievement" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "approval_delegation" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("reason"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "approval_delegation_search_doc_trgm" ON "approval_delegation" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "approval_process" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "approval_process_search_doc_trgm" ON "approval_process" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "approval_request" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "approval_request_search_doc_trgm" ON "approval_request" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "approval_step" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "approval_step_search_doc_trgm" ON "approval_step" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "archive" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("description_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "archive_search_doc_trgm" ON "archive" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "area" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("code"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "area_search_doc_trgm" ON "area" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "book_car" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("destination"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "book_car_search_doc_trgm" ON "book_car" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "book_room" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "book_room_search_doc_trgm" ON "book_room" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "bookmark" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("link"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "bookmark_search_doc_trgm" ON "bookmark" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("full_name"::text, '') || ' ' || coalesce("phone"::text, '') || ' ' || coalesce("email"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "candidate_search_doc_trgm" ON "candidate" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "category" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("code"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "category_search_doc_trgm" ON "category" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "chairman_message" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "chairman_message_search_doc_trgm" ON "chairman_message" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "comment" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("content"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "comment_search_doc_trgm" ON "comment" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "common_template" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("code"::text, '') || ' ' || coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "common_template_search_doc_trgm" ON "common_template" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "core_value" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("description_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "core_value_search_doc_trgm" ON "core_value" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "culture_content" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("summary"::text, '') || ' ' || coalesce("summary_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "culture_content_search_doc_trgm" ON "culture_content" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("full_name"::text, '') || ' ' || coalesce("staff_code"::text, '') || ' ' || coalesce("email"::text, '') || ' ' || coalesce("phone"::text, '') || ' ' || coalesce("source_id"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "customer_search_doc_trgm" ON "customer" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "digital_lib" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("description_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "digital_lib_search_doc_trgm" ON "digital_lib" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "ecommerce_offer" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "ecommerce_offer_search_doc_trgm" ON "ecommerce_offer" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "ecommerce_page" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "ecommerce_page_search_doc_trgm" ON "ecommerce_page" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "education" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("school"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "education_search_doc_trgm" ON "education" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "experience_staff" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("company"::text, '') || ' ' || coalesce("job_title"::text, '') || ' ' || coalesce("project"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "experience_staff_search_doc_trgm" ON "experience_staff" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "family_relationship" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("full_name"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "family_relationship_search_doc_trgm" ON "family_relationship" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "formation_process" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "formation_process_search_doc_trgm" ON "formation_process" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "greeting_card" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "greeting_card_search_doc_trgm" ON "greeting_card" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "history" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("description_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "history_search_doc_trgm" ON "history" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "import_run" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("file_name"::text, '') || ' ' || coalesce("resource_name"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "import_run_search_doc_trgm" ON "import_run" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "labor_contract" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("code"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "labor_contract_search_doc_trgm" ON "labor_contract" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "leadership" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("person_in_charge"::text, '') || ' ' || coalesce("organization"::text, '') || ' ' || coalesce("organization_en"::text, '') || ' ' || coalesce("position"::text, '') || ' ' || coalesce("position_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "leadership_search_doc_trgm" ON "leadership" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "marketing" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("description_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "marketing_search_doc_trgm" ON "marketing" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "meal_setting" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("cutoff_time"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "meal_setting_search_doc_trgm" ON "meal_setting" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "menu_group" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("code"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "menu_group_search_doc_trgm" ON "menu_group" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "menu" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "menu_search_doc_trgm" ON "menu" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "message_of_bod" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("author"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "message_of_bod_search_doc_trgm" ON "message_of_bod" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("description_en"::text, '') || ' ' || coalesce("author"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "news_search_doc_trgm" ON "news" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "news_type" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "news_type_search_doc_trgm" ON "news_type" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "notification_search_doc_trgm" ON "notification" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "office" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("address"::text, '') || ' ' || coalesce("address_en"::text, '') || ' ' || coalesce("province"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "office_search_doc_trgm" ON "office" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("short_name"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "organization_search_doc_trgm" ON "organization" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "poll_answer" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("content"::text, '') || ' ' || coalesce("content_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "poll_answer_search_doc_trgm" ON "poll_answer" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "poll" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("question"::text, '') || ' ' || coalesce("question_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "poll_search_doc_trgm" ON "poll" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "position" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "position_search_doc_trgm" ON "position" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "reaction_setting" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("code"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "reaction_setting_search_doc_trgm" ON "reaction_setting" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "recognition" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("decision_number"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "recognition_search_doc_trgm" ON "recognition" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "recruitment" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "recruitment_search_doc_trgm" ON "recruitment" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "role" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "role_search_doc_trgm" ON "role" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "room" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("code"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "room_search_doc_trgm" ON "room" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "sensitive_word" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("word"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "sensitive_word_search_doc_trgm" ON "sensitive_word" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "service_car" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("plate"::text, '') || ' ' || coalesce("driver_name"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "service_car_search_doc_trgm" ON "service_car" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "side_bar_menu_template" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "side_bar_menu_template_search_doc_trgm" ON "side_bar_menu_template" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "staff_leave_day" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("note"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "staff_leave_day_search_doc_trgm" ON "staff_leave_day" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "staff_leave" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "staff_leave_search_doc_trgm" ON "staff_leave" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("full_name"::text, '') || ' ' || coalesce("code"::text, '') || ' ' || coalesce("phone"::text, '') || ' ' || coalesce("email"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "staff_search_doc_trgm" ON "staff" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "staff_setting_holiday" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "staff_setting_holiday_search_doc_trgm" ON "staff_setting_holiday" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "staff_setting_increase_annual_leaving" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "staff_setting_increase_annual_leaving_search_doc_trgm" ON "staff_setting_increase_annual_leaving" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "staff_setting_item" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "staff_setting_item_search_doc_trgm" ON "staff_setting_item" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "staff_setting_leave_type" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "staff_setting_leave_type_search_doc_trgm" ON "staff_setting_leave_type" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "staff_transfer_history" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("decision_number"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "staff_transfer_history_search_doc_trgm" ON "staff_transfer_history" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "stationery_handout" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("note"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "stationery_handout_search_doc_trgm" ON "stationery_handout" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "stationery_item" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("code"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "stationery_item_search_doc_trgm" ON "stationery_item" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "stationery_request_line" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("note"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "stationery_request_line_search_doc_trgm" ON "stationery_request_line" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "stationery_request" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "stationery_request_search_doc_trgm" ON "stationery_request" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "support_category" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "support_category_search_doc_trgm" ON "support_category" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "support_common" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "support_common_search_doc_trgm" ON "support_common" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "support" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "support_search_doc_trgm" ON "support" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "sync_department" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("source_id"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "sync_department_search_doc_trgm" ON "sync_department" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "sync_position" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("source_id"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "sync_position_search_doc_trgm" ON "sync_position" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "sync_run" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("summary"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "sync_run_search_doc_trgm" ON "sync_run" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "terms_of_use" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("version"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "terms_of_use_search_doc_trgm" ON "terms_of_use" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "ticket_category" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "ticket_category_search_doc_trgm" ON "ticket_category" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "ticket_checklist" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("content"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "ticket_checklist_search_doc_trgm" ON "ticket_checklist" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "ticket_comment" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("content"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "ticket_comment_search_doc_trgm" ON "ticket_comment" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "ticket" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "ticket_search_doc_trgm" ON "ticket" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "ticket_status" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "ticket_status_search_doc_trgm" ON "ticket_status" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "time_keeping_explanation" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "time_keeping_explanation_search_doc_trgm" ON "time_keeping_explanation" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "time_keeping" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("note"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "time_keeping_search_doc_trgm" ON "time_keeping" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "top_menu" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "top_menu_search_doc_trgm" ON "top_menu" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "trade_mark" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("slogan"::text, '') || ' ' || coalesce("slogan_en"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "trade_mark_search_doc_trgm" ON "trade_mark" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "traditional_song" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("composer"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "traditional_song_search_doc_trgm" ON "traditional_song" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "training_course" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("code"::text, '') || ' ' || coalesce("trainer"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "training_course_search_doc_trgm" ON "training_course" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "training_enrolment" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("note"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "training_enrolment_search_doc_trgm" ON "training_enrolment" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "usage_policy" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("version"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "usage_policy_search_doc_trgm" ON "usage_policy" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "working_schedule" ADD COLUMN IF NOT EXISTS "search_doc" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("location"::text, '') || ' ' || coalesce("location_en"::text, '') || ' ' || coalesce("host"::text, '')))) STORED;
CREATE INDEX IF NOT EXISTS "working_schedule_search_doc_trgm" ON "working_schedule" USING gin ("search_doc" gin_trgm_ops);
