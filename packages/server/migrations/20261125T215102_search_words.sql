ALTER TABLE "about_content" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "about_group" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "about_organization" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "about_structure" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "account" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "achievement" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "approval_delegation" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "approval_process" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "approval_request" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "approval_step" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "archive" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "area" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "asset" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "asset_handover" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "asset_inspection" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "asset_insurance" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "asset_setting" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "asset_setting_alert" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "award" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "book_car" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "book_room" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "bookmark" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "candidate" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "category" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "chairman_message" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "comment" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "common_template" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "core_value" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "culture_content" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "customer" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "digital_lib" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "document" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "document_setting" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "ecommerce_offer" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "ecommerce_page" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "education" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "experience_staff" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "family_relationship" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "feedback" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "feedback_comment" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "formation_process" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "greeting_card" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "history" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "import_run" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "internal_activity" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "internal_activity_member" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "labor_contract" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "leadership" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "marketing" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "meal_setting" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "menu" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "menu_group" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "message_of_bod" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "news" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "news_type" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "notification" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "office" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "organization" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "poll" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "poll_answer" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "position" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "push_delivery" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "push_device" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "reaction_setting" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "recognition" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "recruitment" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "repair_asset" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "repair_asset_company" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "role" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "room" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "sensitive_word" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "service_car" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "side_bar_menu_template" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "staff" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "staff_leave" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "staff_leave_day" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "staff_setting_holiday" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "staff_setting_increase_annual_leaving" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "staff_setting_item" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "staff_setting_leave_type" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "staff_transfer_history" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "stationery_handout" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "stationery_item" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "stationery_request" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "stationery_request_line" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "support" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "support_category" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "support_common" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "sync_department" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "sync_position" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "sync_run" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "terms_of_use" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "ticket" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "ticket_category" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "ticket_checklist" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "ticket_comment" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "ticket_status" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "time_keeping" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "time_keeping_explanation" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "top_menu" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "trade_mark" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "traditional_song" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "training_course" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "training_enrolment" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "usage_policy" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "working_schedule" DROP COLUMN IF EXISTS "search_doc";
--> statement-breakpoint
ALTER TABLE "about_content" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("summary"::text, '') || ' ' || coalesce("summary_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "about_content_search_vec_gin" ON "about_content" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "about_group" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("sector"::text, '') || ' ' || coalesce("sector_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "about_group_search_vec_gin" ON "about_group" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "about_organization" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "about_organization_search_vec_gin" ON "about_organization" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "about_structure" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("description_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "about_structure_search_vec_gin" ON "about_structure" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "account" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("username"::text, '') || ' ' || coalesce("full_name"::text, '') || ' ' || coalesce("email"::text, '') || ' ' || coalesce("staff_code"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "account_search_vec_gin" ON "account" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "achievement" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("description_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "achievement_search_vec_gin" ON "achievement" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "approval_delegation" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("reason"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "approval_delegation_search_vec_gin" ON "approval_delegation" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "approval_process" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "approval_process_search_vec_gin" ON "approval_process" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "approval_request" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "approval_request_search_vec_gin" ON "approval_request" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "approval_step" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "approval_step_search_vec_gin" ON "approval_step" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "archive" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("description_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "archive_search_vec_gin" ON "archive" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "area" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("code"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "area_search_vec_gin" ON "area" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "asset_handover" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "asset_handover_search_vec_gin" ON "asset_handover" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "asset_inspection" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("inspector"::text, '') || ' ' || coalesce("certificate_no"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "asset_inspection_search_vec_gin" ON "asset_inspection" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "asset_insurance" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("insurer"::text, '') || ' ' || coalesce("policy_no"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "asset_insurance_search_vec_gin" ON "asset_insurance" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "asset" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("serial_number"::text, '') || ' ' || coalesce("model"::text, '') || ' ' || coalesce("brand"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "asset_search_vec_gin" ON "asset" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "asset_setting_alert" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "asset_setting_alert_search_vec_gin" ON "asset_setting_alert" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "asset_setting" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "asset_setting_search_vec_gin" ON "asset_setting" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "award" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "award_search_vec_gin" ON "award" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "book_car" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("destination"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "book_car_search_vec_gin" ON "book_car" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "book_room" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "book_room_search_vec_gin" ON "book_room" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "bookmark" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("link"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "bookmark_search_vec_gin" ON "bookmark" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("full_name"::text, '') || ' ' || coalesce("phone"::text, '') || ' ' || coalesce("email"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "candidate_search_vec_gin" ON "candidate" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "category" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("code"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "category_search_vec_gin" ON "category" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "chairman_message" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "chairman_message_search_vec_gin" ON "chairman_message" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "comment" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("content"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "comment_search_vec_gin" ON "comment" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "common_template" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("code"::text, '') || ' ' || coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "common_template_search_vec_gin" ON "common_template" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "core_value" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("description_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "core_value_search_vec_gin" ON "core_value" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "culture_content" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("summary"::text, '') || ' ' || coalesce("summary_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "culture_content_search_vec_gin" ON "culture_content" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("full_name"::text, '') || ' ' || coalesce("staff_code"::text, '') || ' ' || coalesce("email"::text, '') || ' ' || coalesce("phone"::text, '') || ' ' || coalesce("source_id"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "customer_search_vec_gin" ON "customer" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "digital_lib" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("description_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "digital_lib_search_vec_gin" ON "digital_lib" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "document" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("summary"::text, '') || ' ' || coalesce("summary_en"::text, '') || ' ' || coalesce("signer"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "document_search_vec_gin" ON "document" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "document_setting" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "document_setting_search_vec_gin" ON "document_setting" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "ecommerce_offer" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "ecommerce_offer_search_vec_gin" ON "ecommerce_offer" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "ecommerce_page" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "ecommerce_page_search_vec_gin" ON "ecommerce_page" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "education" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("school"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "education_search_vec_gin" ON "education" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "experience_staff" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("company"::text, '') || ' ' || coalesce("job_title"::text, '') || ' ' || coalesce("project"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "experience_staff_search_vec_gin" ON "experience_staff" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "family_relationship" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("full_name"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "family_relationship_search_vec_gin" ON "family_relationship" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "feedback_comment" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("content"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "feedback_comment_search_vec_gin" ON "feedback_comment" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("content"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "feedback_search_vec_gin" ON "feedback" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "formation_process" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "formation_process_search_vec_gin" ON "formation_process" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "greeting_card" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "greeting_card_search_vec_gin" ON "greeting_card" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "history" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("description_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "history_search_vec_gin" ON "history" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "import_run" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("file_name"::text, '') || ' ' || coalesce("resource_name"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "import_run_search_vec_gin" ON "import_run" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "internal_activity_member" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("note"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "internal_activity_member_search_vec_gin" ON "internal_activity_member" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "internal_activity" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("location"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "internal_activity_search_vec_gin" ON "internal_activity" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "labor_contract" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "labor_contract_search_vec_gin" ON "labor_contract" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "leadership" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("person_in_charge"::text, '') || ' ' || coalesce("organization"::text, '') || ' ' || coalesce("organization_en"::text, '') || ' ' || coalesce("position"::text, '') || ' ' || coalesce("position_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "leadership_search_vec_gin" ON "leadership" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "marketing" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("description_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "marketing_search_vec_gin" ON "marketing" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "meal_setting" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("cutoff_time"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "meal_setting_search_vec_gin" ON "meal_setting" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "menu_group" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("code"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "menu_group_search_vec_gin" ON "menu_group" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "menu" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "menu_search_vec_gin" ON "menu" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "message_of_bod" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("author"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "message_of_bod_search_vec_gin" ON "message_of_bod" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("description_en"::text, '') || ' ' || coalesce("author"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "news_search_vec_gin" ON "news" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "news_type" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "news_type_search_vec_gin" ON "news_type" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "notification_search_vec_gin" ON "notification" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "office" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("address"::text, '') || ' ' || coalesce("address_en"::text, '') || ' ' || coalesce("province"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "office_search_vec_gin" ON "office" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("short_name"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "organization_search_vec_gin" ON "organization" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "poll_answer" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("content"::text, '') || ' ' || coalesce("content_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "poll_answer_search_vec_gin" ON "poll_answer" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "poll" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("question"::text, '') || ' ' || coalesce("question_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "poll_search_vec_gin" ON "poll" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "position" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "position_search_vec_gin" ON "position" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "push_delivery" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "push_delivery_search_vec_gin" ON "push_delivery" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "push_device" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("device_name"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "push_device_search_vec_gin" ON "push_device" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "reaction_setting" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("code"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "reaction_setting_search_vec_gin" ON "reaction_setting" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "recognition" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("decision_number"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "recognition_search_vec_gin" ON "recognition" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "recruitment" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "recruitment_search_vec_gin" ON "recruitment" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "repair_asset_company" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("tax_code"::text, '') || ' ' || coalesce("contact_name"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "repair_asset_company_search_vec_gin" ON "repair_asset_company" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "repair_asset" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "repair_asset_search_vec_gin" ON "repair_asset" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "role" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "role_search_vec_gin" ON "role" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "room" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("code"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "room_search_vec_gin" ON "room" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "sensitive_word" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("word"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "sensitive_word_search_vec_gin" ON "sensitive_word" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "service_car" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("plate"::text, '') || ' ' || coalesce("driver_name"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "service_car_search_vec_gin" ON "service_car" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "side_bar_menu_template" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "side_bar_menu_template_search_vec_gin" ON "side_bar_menu_template" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "staff_leave_day" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("note"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "staff_leave_day_search_vec_gin" ON "staff_leave_day" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "staff_leave" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "staff_leave_search_vec_gin" ON "staff_leave" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("full_name"::text, '') || ' ' || coalesce("code"::text, '') || ' ' || coalesce("phone"::text, '') || ' ' || coalesce("email"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "staff_search_vec_gin" ON "staff" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "staff_setting_holiday" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "staff_setting_holiday_search_vec_gin" ON "staff_setting_holiday" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "staff_setting_increase_annual_leaving" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "staff_setting_increase_annual_leaving_search_vec_gin" ON "staff_setting_increase_annual_leaving" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "staff_setting_item" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "staff_setting_item_search_vec_gin" ON "staff_setting_item" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "staff_setting_leave_type" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "staff_setting_leave_type_search_vec_gin" ON "staff_setting_leave_type" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "staff_transfer_history" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("decision_number"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "staff_transfer_history_search_vec_gin" ON "staff_transfer_history" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "stationery_handout" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("note"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "stationery_handout_search_vec_gin" ON "stationery_handout" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "stationery_item" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("code"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "stationery_item_search_vec_gin" ON "stationery_item" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "stationery_request_line" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("note"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "stationery_request_line_search_vec_gin" ON "stationery_request_line" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "stationery_request" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "stationery_request_search_vec_gin" ON "stationery_request" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "support_category" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "support_category_search_vec_gin" ON "support_category" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "support_common" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "support_common_search_vec_gin" ON "support_common" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "support" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "support_search_vec_gin" ON "support" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "sync_department" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("source_id"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "sync_department_search_vec_gin" ON "sync_department" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "sync_position" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("source_id"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "sync_position_search_vec_gin" ON "sync_position" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "sync_run" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("summary"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "sync_run_search_vec_gin" ON "sync_run" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "terms_of_use" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("version"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "terms_of_use_search_vec_gin" ON "terms_of_use" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "ticket_category" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "ticket_category_search_vec_gin" ON "ticket_category" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "ticket_checklist" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("content"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "ticket_checklist_search_vec_gin" ON "ticket_checklist" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "ticket_comment" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("content"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "ticket_comment_search_vec_gin" ON "ticket_comment" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "ticket" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "ticket_search_vec_gin" ON "ticket" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "ticket_status" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "ticket_status_search_vec_gin" ON "ticket_status" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "time_keeping_explanation" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "time_keeping_explanation_search_vec_gin" ON "time_keeping_explanation" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "time_keeping" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("note"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "time_keeping_search_vec_gin" ON "time_keeping" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "top_menu" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "top_menu_search_vec_gin" ON "top_menu" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "trade_mark" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("name"::text, '') || ' ' || coalesce("name_en"::text, '') || ' ' || coalesce("slogan"::text, '') || ' ' || coalesce("slogan_en"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "trade_mark_search_vec_gin" ON "trade_mark" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "traditional_song" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("composer"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "traditional_song_search_vec_gin" ON "traditional_song" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "training_course" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("code"::text, '') || ' ' || coalesce("trainer"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "training_course_search_vec_gin" ON "training_course" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "training_enrolment" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("note"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "training_enrolment_search_vec_gin" ON "training_enrolment" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "usage_policy" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("version"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "usage_policy_search_vec_gin" ON "usage_policy" USING gin ("search_vec");
--> statement-breakpoint
ALTER TABLE "working_schedule" ADD COLUMN IF NOT EXISTS "search_vec" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce("title"::text, '') || ' ' || coalesce("title_en"::text, '') || ' ' || coalesce("location"::text, '') || ' ' || coalesce("location_en"::text, '') || ' ' || coalesce("host"::text, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS "working_schedule_search_vec_gin" ON "working_schedule" USING gin ("search_vec");
