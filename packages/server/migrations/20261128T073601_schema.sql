CREATE INDEX "implementation_checklist_project_id_is_done_due_date_idx" ON "implementation_checklist" USING btree ("project_id","is_done","due_date","id");
