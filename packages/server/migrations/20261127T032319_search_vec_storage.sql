ALTER TABLE "about_content" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "about_group" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "about_organization" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "about_structure" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "account" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "achievement" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "approval_delegation" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "approval_process" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "approval_request" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "approval_step" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "archive" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "area" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "asset_handover" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "asset_inspection" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "asset_insurance" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "asset" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "asset_setting_alert" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "asset_setting" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "award" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "book_car" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "book_room" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "bookmark" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "candidate" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "category" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "chairman_message" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "comment" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "common_template" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "core_value" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "culture_content" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "customer" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "digital_lib" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "document" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "document_setting" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "ecommerce_offer" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "ecommerce_page" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "education" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "experience_staff" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "family_relationship" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "feedback_comment" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "feedback" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "formation_process" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "greeting_card" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "history" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "import_run" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "internal_activity_member" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "internal_activity" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "labor_contract" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "leadership" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "marketing" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "meal_setting" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "menu_group" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "menu" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "message_of_bod" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "news" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "news_type" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "notification" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "office" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "organization" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "poll_answer" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "poll" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "position" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "push_delivery" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "push_device" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "reaction_setting" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "recognition" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "recruitment" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "repair_asset_company" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "repair_asset" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "role" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "room" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "sensitive_word" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "service_car" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "side_bar_menu_template" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "staff_leave_day" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "staff_leave" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "staff" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "staff_setting_holiday" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "staff_setting_increase_annual_leaving" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "staff_setting_item" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "staff_setting_leave_type" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "staff_transfer_history" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "stationery_handout" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "stationery_item" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "stationery_request_line" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "stationery_request" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "support_category" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "support_common" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "support" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "sync_department" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "sync_position" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "sync_run" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "terms_of_use" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "ticket_category" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "ticket_checklist" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "ticket_comment" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "ticket" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "ticket_status" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "time_keeping_explanation" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "time_keeping" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "top_menu" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "trade_mark" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "traditional_song" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "training_course" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "training_enrolment" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "usage_policy" ALTER COLUMN "search_vec" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "working_schedule" ALTER COLUMN "search_vec" SET STORAGE MAIN;
