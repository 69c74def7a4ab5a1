CREATE INDEX "news_created_by_idx" ON "news" USING btree ("created_by","id");
