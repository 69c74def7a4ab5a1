CREATE INDEX "about_content_image_idx" ON "about_content" USING btree ("image");
--> statement-breakpoint
CREATE INDEX "about_group_logo_idx" ON "about_group" USING btree ("logo");
--> statement-breakpoint
CREATE INDEX "about_structure_image_idx" ON "about_structure" USING btree ("image");
--> statement-breakpoint
CREATE INDEX "account_avatar_idx" ON "account" USING btree ("avatar");
--> statement-breakpoint
CREATE INDEX "achievement_images_gin" ON "achievement" USING gin ("images");
--> statement-breakpoint
CREATE INDEX "category_icon_idx" ON "category" USING btree ("icon");
--> statement-breakpoint
CREATE INDEX "category_icon_dark_idx" ON "category" USING btree ("icon_dark");
--> statement-breakpoint
CREATE INDEX "chairman_message_image_idx" ON "chairman_message" USING btree ("image");
--> statement-breakpoint
CREATE INDEX "comment_attachments_gin" ON "comment" USING gin ("attachments");
--> statement-breakpoint
CREATE INDEX "core_value_icon_idx" ON "core_value" USING btree ("icon");
--> statement-breakpoint
CREATE INDEX "culture_content_image_idx" ON "culture_content" USING btree ("image");
--> statement-breakpoint
CREATE INDEX "digital_lib_cover_idx" ON "digital_lib" USING btree ("cover");
--> statement-breakpoint
CREATE INDEX "digital_lib_images_gin" ON "digital_lib" USING gin ("images");
--> statement-breakpoint
CREATE INDEX "ecommerce_offer_image_idx" ON "ecommerce_offer" USING btree ("image");
--> statement-breakpoint
CREATE INDEX "ecommerce_page_banner_idx" ON "ecommerce_page" USING btree ("banner");
--> statement-breakpoint
CREATE INDEX "formation_process_image_idx" ON "formation_process" USING btree ("image");
--> statement-breakpoint
CREATE INDEX "greeting_card_web_background_idx" ON "greeting_card" USING btree ("web_background");
--> statement-breakpoint
CREATE INDEX "greeting_card_mobile_background_idx" ON "greeting_card" USING btree ("mobile_background");
--> statement-breakpoint
CREATE INDEX "history_image_idx" ON "history" USING btree ("image");
--> statement-breakpoint
CREATE INDEX "leadership_avatar_idx" ON "leadership" USING btree ("avatar");
--> statement-breakpoint
CREATE INDEX "marketing_figure_idx" ON "marketing" USING btree ("figure");
--> statement-breakpoint
CREATE INDEX "marketing_file_idx" ON "marketing" USING btree ("file");
--> statement-breakpoint
CREATE INDEX "menu_icon_idx" ON "menu" USING btree ("icon");
--> statement-breakpoint
CREATE INDEX "menu_icon_dark_idx" ON "menu" USING btree ("icon_dark");
--> statement-breakpoint
CREATE INDEX "message_of_bod_avatar_idx" ON "message_of_bod" USING btree ("avatar");
--> statement-breakpoint
CREATE INDEX "news_file_attach_idx" ON "news" USING btree ("file_attach");
--> statement-breakpoint
CREATE INDEX "news_avatar_idx" ON "news" USING btree ("avatar");
--> statement-breakpoint
CREATE INDEX "news_banner_idx" ON "news" USING btree ("banner");
--> statement-breakpoint
CREATE INDEX "support_category_dark_image_idx" ON "support_category" USING btree ("dark_image");
--> statement-breakpoint
CREATE INDEX "support_category_light_image_idx" ON "support_category" USING btree ("light_image");
--> statement-breakpoint
CREATE INDEX "trade_mark_logos_gin" ON "trade_mark" USING gin ("logos");
--> statement-breakpoint
CREATE INDEX "traditional_song_audio_idx" ON "traditional_song" USING btree ("audio");
--> statement-breakpoint
CREATE INDEX "traditional_song_video_idx" ON "traditional_song" USING btree ("video");
