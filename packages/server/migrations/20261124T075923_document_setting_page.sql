DROP INDEX IF EXISTS "document_setting_page_uq";
