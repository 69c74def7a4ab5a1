CREATE TABLE IF NOT EXISTS search_dense_table (tbl text PRIMARY KEY);
CREATE TABLE IF NOT EXISTS search_dense_word (tbl text NOT NULL, word text NOT NULL, PRIMARY KEY (tbl, word));
CREATE TABLE IF NOT EXISTS search_dense_bits (tbl text NOT NULL, word text NOT NULL, chunk integer NOT NULL, bits bit varying NOT NULL, PRIMARY KEY (tbl, word, chunk));
CREATE TABLE IF NOT EXISTS search_dense_pending (tbl text NOT NULL, id bigint NOT NULL);
CREATE INDEX IF NOT EXISTS search_dense_pending_tbl_id ON search_dense_pending (tbl, id);
CREATE OR REPLACE FUNCTION search_dense_note() RETURNS trigger LANGUAGE plpgsql AS $note$
BEGIN
  IF EXISTS (SELECT 1 FROM search_dense_table WHERE tbl = TG_TABLE_NAME) THEN
    IF TG_OP = 'DELETE' THEN
      INSERT INTO search_dense_pending (tbl, id) VALUES (TG_TABLE_NAME, OLD.id);
    ELSE
      INSERT INTO search_dense_pending (tbl, id) VALUES (TG_TABLE_NAME, NEW.id);
    END IF;
  END IF;
  RETURN NULL;
END
$note$;
CREATE OR REPLACE FUNCTION search_dense_ids(p_tbl text, p_text text, p_cap integer) RETURNS bigint[] LANGUAGE plpgsql STABLE AS $ids$
DECLARE
  w text[] := tsvector_to_array(to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(p_text)), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g')));
  n integer := cardinality(w);
  ids bigint[];
  total bigint;
  r record;
  off integer;
  p integer;
BEGIN
  IF n < 2 OR (SELECT count(*) FROM search_dense_word d WHERE d.tbl = p_tbl AND d.word = ANY (w)) < n THEN RETURN NULL; END IF;
  SELECT array_agg(x.id) INTO ids FROM (SELECT DISTINCT s.id FROM search_dense_pending s WHERE s.tbl = p_tbl LIMIT p_cap + 1) x;
  ids := coalesce(ids, '{}');
  total := cardinality(ids);
  IF total > p_cap THEN RETURN NULL; END IF;
  FOR r IN SELECT a.chunk, a.b, bit_count(a.b) AS k
             FROM (SELECT d.chunk, bit_and(d.bits) AS b FROM search_dense_bits d WHERE d.tbl = p_tbl AND d.word = ANY (w) GROUP BY d.chunk HAVING count(*) = n) a
            WHERE bit_count(a.b) > 0 LOOP
    total := total + r.k;
    IF total > p_cap THEN RETURN NULL; END IF;
    off := 0;
    LOOP
      p := position(B'1' IN substring(r.b FROM off + 1));
      EXIT WHEN p = 0;
      ids := ids || (r.chunk::bigint * 8192 + off + p - 1);
      off := off + p;
    END LOOP;
  END LOOP;
  RETURN ids;
END
$ids$;
CREATE OR REPLACE FUNCTION search_dense_merge(p_tbl text, p_max integer) RETURNS integer LANGUAGE plpgsql AS $merge$
DECLARE
  words text[];
  bits bit varying[];
  zero bit varying := repeat('0', 8192)::bit varying;
  c integer;
  r record;
  pos integer;
  want integer;
  done integer := 0;
BEGIN
  SELECT array_agg(d.word ORDER BY d.word) INTO words FROM search_dense_word d WHERE d.tbl = p_tbl;
  FOR c IN SELECT DISTINCT (x.id / 8192)::integer FROM (SELECT s.id FROM search_dense_pending s WHERE s.tbl = p_tbl ORDER BY s.id LIMIT p_max) x LOOP
    IF words IS NOT NULL THEN
      SELECT array_agg(coalesce(d.bits, zero) ORDER BY w.i) INTO bits
        FROM unnest(words) WITH ORDINALITY AS w(word, i)
        LEFT JOIN search_dense_bits d ON d.tbl = p_tbl AND d.word = w.word AND d.chunk = c;
      FOR r IN EXECUTE format('SELECT p.id, tsvector_to_array(t.search_vec) AS ws FROM (SELECT DISTINCT s.id FROM search_dense_pending s WHERE s.tbl = $1 AND s.id >= $2 AND s.id < $3) p LEFT JOIN %I t ON t.id = p.id', p_tbl)
          USING p_tbl, c::bigint * 8192, (c::bigint + 1) * 8192 LOOP
        pos := (r.id - c::bigint * 8192)::integer;
        FOR i IN 1 .. cardinality(words) LOOP
          want := CASE WHEN r.ws IS NOT NULL AND words[i] = ANY (r.ws) THEN 1 ELSE 0 END;
          IF get_bit(bits[i], pos) <> want THEN bits[i] := set_bit(bits[i], pos, want); END IF;
        END LOOP;
      END LOOP;
      DELETE FROM search_dense_bits d WHERE d.tbl = p_tbl AND d.chunk = c;
      INSERT INTO search_dense_bits (tbl, word, chunk, bits)
        SELECT p_tbl, words[i], c, bits[i] FROM generate_subscripts(words, 1) AS i WHERE bit_count(bits[i]) > 0;
    END IF;
    DELETE FROM search_dense_pending s WHERE s.tbl = p_tbl AND s.id >= c::bigint * 8192 AND s.id < (c::bigint + 1) * 8192;
    done := done + 1;
  END LOOP;
  RETURN done;
END
$merge$;
--> statement-breakpoint
CREATE TRIGGER "about_content_search_dense" AFTER INSERT OR DELETE ON "about_content" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "about_content_search_dense_upd" AFTER UPDATE ON "about_content" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "about_group_search_dense" AFTER INSERT OR DELETE ON "about_group" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "about_group_search_dense_upd" AFTER UPDATE ON "about_group" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "about_organization_search_dense" AFTER INSERT OR DELETE ON "about_organization" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "about_organization_search_dense_upd" AFTER UPDATE ON "about_organization" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "about_structure_search_dense" AFTER INSERT OR DELETE ON "about_structure" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "about_structure_search_dense_upd" AFTER UPDATE ON "about_structure" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "account_search_dense" AFTER INSERT OR DELETE ON "account" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "account_search_dense_upd" AFTER UPDATE ON "account" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "achievement_search_dense" AFTER INSERT OR DELETE ON "achievement" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "achievement_search_dense_upd" AFTER UPDATE ON "achievement" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "approval_delegation_search_dense" AFTER INSERT OR DELETE ON "approval_delegation" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "approval_delegation_search_dense_upd" AFTER UPDATE ON "approval_delegation" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "approval_process_search_dense" AFTER INSERT OR DELETE ON "approval_process" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "approval_process_search_dense_upd" AFTER UPDATE ON "approval_process" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "approval_request_search_dense" AFTER INSERT OR DELETE ON "approval_request" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "approval_request_search_dense_upd" AFTER UPDATE ON "approval_request" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "approval_step_search_dense" AFTER INSERT OR DELETE ON "approval_step" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "approval_step_search_dense_upd" AFTER UPDATE ON "approval_step" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "archive_search_dense" AFTER INSERT OR DELETE ON "archive" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "archive_search_dense_upd" AFTER UPDATE ON "archive" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "area_search_dense" AFTER INSERT OR DELETE ON "area" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "area_search_dense_upd" AFTER UPDATE ON "area" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "asset_handover_search_dense" AFTER INSERT OR DELETE ON "asset_handover" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "asset_handover_search_dense_upd" AFTER UPDATE ON "asset_handover" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "asset_inspection_search_dense" AFTER INSERT OR DELETE ON "asset_inspection" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "asset_inspection_search_dense_upd" AFTER UPDATE ON "asset_inspection" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "asset_insurance_search_dense" AFTER INSERT OR DELETE ON "asset_insurance" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "asset_insurance_search_dense_upd" AFTER UPDATE ON "asset_insurance" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "asset_search_dense" AFTER INSERT OR DELETE ON "asset" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "asset_search_dense_upd" AFTER UPDATE ON "asset" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "asset_setting_alert_search_dense" AFTER INSERT OR DELETE ON "asset_setting_alert" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "asset_setting_alert_search_dense_upd" AFTER UPDATE ON "asset_setting_alert" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "asset_setting_search_dense" AFTER INSERT OR DELETE ON "asset_setting" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "asset_setting_search_dense_upd" AFTER UPDATE ON "asset_setting" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "award_search_dense" AFTER INSERT OR DELETE ON "award" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "award_search_dense_upd" AFTER UPDATE ON "award" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "book_car_search_dense" AFTER INSERT OR DELETE ON "book_car" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "book_car_search_dense_upd" AFTER UPDATE ON "book_car" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "book_room_search_dense" AFTER INSERT OR DELETE ON "book_room" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "book_room_search_dense_upd" AFTER UPDATE ON "book_room" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "bookmark_search_dense" AFTER INSERT OR DELETE ON "bookmark" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "bookmark_search_dense_upd" AFTER UPDATE ON "bookmark" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "candidate_search_dense" AFTER INSERT OR DELETE ON "candidate" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "candidate_search_dense_upd" AFTER UPDATE ON "candidate" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "category_search_dense" AFTER INSERT OR DELETE ON "category" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "category_search_dense_upd" AFTER UPDATE ON "category" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "chairman_message_search_dense" AFTER INSERT OR DELETE ON "chairman_message" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "chairman_message_search_dense_upd" AFTER UPDATE ON "chairman_message" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "comment_search_dense" AFTER INSERT OR DELETE ON "comment" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "comment_search_dense_upd" AFTER UPDATE ON "comment" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "common_template_search_dense" AFTER INSERT OR DELETE ON "common_template" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "common_template_search_dense_upd" AFTER UPDATE ON "common_template" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "core_value_search_dense" AFTER INSERT OR DELETE ON "core_value" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "core_value_search_dense_upd" AFTER UPDATE ON "core_value" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "culture_content_search_dense" AFTER INSERT OR DELETE ON "culture_content" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "culture_content_search_dense_upd" AFTER UPDATE ON "culture_content" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "customer_search_dense" AFTER INSERT OR DELETE ON "customer" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "customer_search_dense_upd" AFTER UPDATE ON "customer" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "digital_lib_search_dense" AFTER INSERT OR DELETE ON "digital_lib" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "digital_lib_search_dense_upd" AFTER UPDATE ON "digital_lib" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "document_search_dense" AFTER INSERT OR DELETE ON "document" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "document_search_dense_upd" AFTER UPDATE ON "document" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "document_setting_search_dense" AFTER INSERT OR DELETE ON "document_setting" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "document_setting_search_dense_upd" AFTER UPDATE ON "document_setting" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "ecommerce_offer_search_dense" AFTER INSERT OR DELETE ON "ecommerce_offer" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "ecommerce_offer_search_dense_upd" AFTER UPDATE ON "ecommerce_offer" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "ecommerce_page_search_dense" AFTER INSERT OR DELETE ON "ecommerce_page" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "ecommerce_page_search_dense_upd" AFTER UPDATE ON "ecommerce_page" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "education_search_dense" AFTER INSERT OR DELETE ON "education" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "education_search_dense_upd" AFTER UPDATE ON "education" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "experience_staff_search_dense" AFTER INSERT OR DELETE ON "experience_staff" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "experience_staff_search_dense_upd" AFTER UPDATE ON "experience_staff" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "family_relationship_search_dense" AFTER INSERT OR DELETE ON "family_relationship" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "family_relationship_search_dense_upd" AFTER UPDATE ON "family_relationship" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "feedback_comment_search_dense" AFTER INSERT OR DELETE ON "feedback_comment" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "feedback_comment_search_dense_upd" AFTER UPDATE ON "feedback_comment" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "feedback_search_dense" AFTER INSERT OR DELETE ON "feedback" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "feedback_search_dense_upd" AFTER UPDATE ON "feedback" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "formation_process_search_dense" AFTER INSERT OR DELETE ON "formation_process" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "formation_process_search_dense_upd" AFTER UPDATE ON "formation_process" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "greeting_card_search_dense" AFTER INSERT OR DELETE ON "greeting_card" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "greeting_card_search_dense_upd" AFTER UPDATE ON "greeting_card" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "history_search_dense" AFTER INSERT OR DELETE ON "history" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "history_search_dense_upd" AFTER UPDATE ON "history" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "import_run_search_dense" AFTER INSERT OR DELETE ON "import_run" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "import_run_search_dense_upd" AFTER UPDATE ON "import_run" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "internal_activity_member_search_dense" AFTER INSERT OR DELETE ON "internal_activity_member" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "internal_activity_member_search_dense_upd" AFTER UPDATE ON "internal_activity_member" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "internal_activity_search_dense" AFTER INSERT OR DELETE ON "internal_activity" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "internal_activity_search_dense_upd" AFTER UPDATE ON "internal_activity" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "labor_contract_search_dense" AFTER INSERT OR DELETE ON "labor_contract" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "labor_contract_search_dense_upd" AFTER UPDATE ON "labor_contract" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "leadership_search_dense" AFTER INSERT OR DELETE ON "leadership" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "leadership_search_dense_upd" AFTER UPDATE ON "leadership" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "marketing_search_dense" AFTER INSERT OR DELETE ON "marketing" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "marketing_search_dense_upd" AFTER UPDATE ON "marketing" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "meal_setting_search_dense" AFTER INSERT OR DELETE ON "meal_setting" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "meal_setting_search_dense_upd" AFTER UPDATE ON "meal_setting" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "menu_group_search_dense" AFTER INSERT OR DELETE ON "menu_group" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "menu_group_search_dense_upd" AFTER UPDATE ON "menu_group" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "menu_search_dense" AFTER INSERT OR DELETE ON "menu" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "menu_search_dense_upd" AFTER UPDATE ON "menu" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "message_of_bod_search_dense" AFTER INSERT OR DELETE ON "message_of_bod" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "message_of_bod_search_dense_upd" AFTER UPDATE ON "message_of_bod" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "news_search_dense" AFTER INSERT OR DELETE ON "news" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "news_search_dense_upd" AFTER UPDATE ON "news" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "news_type_search_dense" AFTER INSERT OR DELETE ON "news_type" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "news_type_search_dense_upd" AFTER UPDATE ON "news_type" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "notification_search_dense" AFTER INSERT OR DELETE ON "notification" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "notification_search_dense_upd" AFTER UPDATE ON "notification" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "office_search_dense" AFTER INSERT OR DELETE ON "office" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "office_search_dense_upd" AFTER UPDATE ON "office" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "organization_search_dense" AFTER INSERT OR DELETE ON "organization" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "organization_search_dense_upd" AFTER UPDATE ON "organization" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "poll_answer_search_dense" AFTER INSERT OR DELETE ON "poll_answer" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "poll_answer_search_dense_upd" AFTER UPDATE ON "poll_answer" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "poll_search_dense" AFTER INSERT OR DELETE ON "poll" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "poll_search_dense_upd" AFTER UPDATE ON "poll" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "position_search_dense" AFTER INSERT OR DELETE ON "position" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "position_search_dense_upd" AFTER UPDATE ON "position" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "push_delivery_search_dense" AFTER INSERT OR DELETE ON "push_delivery" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "push_delivery_search_dense_upd" AFTER UPDATE ON "push_delivery" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "push_device_search_dense" AFTER INSERT OR DELETE ON "push_device" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "push_device_search_dense_upd" AFTER UPDATE ON "push_device" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "reaction_setting_search_dense" AFTER INSERT OR DELETE ON "reaction_setting" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "reaction_setting_search_dense_upd" AFTER UPDATE ON "reaction_setting" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "recognition_search_dense" AFTER INSERT OR DELETE ON "recognition" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "recognition_search_dense_upd" AFTER UPDATE ON "recognition" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "recruitment_search_dense" AFTER INSERT OR DELETE ON "recruitment" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "recruitment_search_dense_upd" AFTER UPDATE ON "recruitment" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "repair_asset_company_search_dense" AFTER INSERT OR DELETE ON "repair_asset_company" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "repair_asset_company_search_dense_upd" AFTER UPDATE ON "repair_asset_company" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "repair_asset_search_dense" AFTER INSERT OR DELETE ON "repair_asset" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "repair_asset_search_dense_upd" AFTER UPDATE ON "repair_asset" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "role_search_dense" AFTER INSERT OR DELETE ON "role" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "role_search_dense_upd" AFTER UPDATE ON "role" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "room_search_dense" AFTER INSERT OR DELETE ON "room" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "room_search_dense_upd" AFTER UPDATE ON "room" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "sensitive_word_search_dense" AFTER INSERT OR DELETE ON "sensitive_word" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "sensitive_word_search_dense_upd" AFTER UPDATE ON "sensitive_word" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "service_car_search_dense" AFTER INSERT OR DELETE ON "service_car" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "service_car_search_dense_upd" AFTER UPDATE ON "service_car" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "side_bar_menu_template_search_dense" AFTER INSERT OR DELETE ON "side_bar_menu_template" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "side_bar_menu_template_search_dense_upd" AFTER UPDATE ON "side_bar_menu_template" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "staff_leave_day_search_dense" AFTER INSERT OR DELETE ON "staff_leave_day" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "staff_leave_day_search_dense_upd" AFTER UPDATE ON "staff_leave_day" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "staff_leave_search_dense" AFTER INSERT OR DELETE ON "staff_leave" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "staff_leave_search_dense_upd" AFTER UPDATE ON "staff_leave" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "staff_search_dense" AFTER INSERT OR DELETE ON "staff" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "staff_search_dense_upd" AFTER UPDATE ON "staff" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "staff_setting_holiday_search_dense" AFTER INSERT OR DELETE ON "staff_setting_holiday" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "staff_setting_holiday_search_dense_upd" AFTER UPDATE ON "staff_setting_holiday" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "staff_setting_increase_annual_leaving_search_dense" AFTER INSERT OR DELETE ON "staff_setting_increase_annual_leaving" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "staff_setting_increase_annual_leaving_search_dense_upd" AFTER UPDATE ON "staff_setting_increase_annual_leaving" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "staff_setting_item_search_dense" AFTER INSERT OR DELETE ON "staff_setting_item" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "staff_setting_item_search_dense_upd" AFTER UPDATE ON "staff_setting_item" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "staff_setting_leave_type_search_dense" AFTER INSERT OR DELETE ON "staff_setting_leave_type" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "staff_setting_leave_type_search_dense_upd" AFTER UPDATE ON "staff_setting_leave_type" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "staff_transfer_history_search_dense" AFTER INSERT OR DELETE ON "staff_transfer_history" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "staff_transfer_history_search_dense_upd" AFTER UPDATE ON "staff_transfer_history" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "stationery_handout_search_dense" AFTER INSERT OR DELETE ON "stationery_handout" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "stationery_handout_search_dense_upd" AFTER UPDATE ON "stationery_handout" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "stationery_item_search_dense" AFTER INSERT OR DELETE ON "stationery_item" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "stationery_item_search_dense_upd" AFTER UPDATE ON "stationery_item" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "stationery_request_line_search_dense" AFTER INSERT OR DELETE ON "stationery_request_line" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "stationery_request_line_search_dense_upd" AFTER UPDATE ON "stationery_request_line" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "stationery_request_search_dense" AFTER INSERT OR DELETE ON "stationery_request" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "stationery_request_search_dense_upd" AFTER UPDATE ON "stationery_request" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "support_category_search_dense" AFTER INSERT OR DELETE ON "support_category" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "support_category_search_dense_upd" AFTER UPDATE ON "support_category" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "support_common_search_dense" AFTER INSERT OR DELETE ON "support_common" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "support_common_search_dense_upd" AFTER UPDATE ON "support_common" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "support_search_dense" AFTER INSERT OR DELETE ON "support" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "support_search_dense_upd" AFTER UPDATE ON "support" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "sync_department_search_dense" AFTER INSERT OR DELETE ON "sync_department" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "sync_department_search_dense_upd" AFTER UPDATE ON "sync_department" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "sync_position_search_dense" AFTER INSERT OR DELETE ON "sync_position" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "sync_position_search_dense_upd" AFTER UPDATE ON "sync_position" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "sync_run_search_dense" AFTER INSERT OR DELETE ON "sync_run" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "sync_run_search_dense_upd" AFTER UPDATE ON "sync_run" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "terms_of_use_search_dense" AFTER INSERT OR DELETE ON "terms_of_use" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "terms_of_use_search_dense_upd" AFTER UPDATE ON "terms_of_use" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "ticket_category_search_dense" AFTER INSERT OR DELETE ON "ticket_category" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "ticket_category_search_dense_upd" AFTER UPDATE ON "ticket_category" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "ticket_checklist_search_dense" AFTER INSERT OR DELETE ON "ticket_checklist" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "ticket_checklist_search_dense_upd" AFTER UPDATE ON "ticket_checklist" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "ticket_comment_search_dense" AFTER INSERT OR DELETE ON "ticket_comment" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "ticket_comment_search_dense_upd" AFTER UPDATE ON "ticket_comment" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "ticket_search_dense" AFTER INSERT OR DELETE ON "ticket" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "ticket_search_dense_upd" AFTER UPDATE ON "ticket" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "ticket_status_search_dense" AFTER INSERT OR DELETE ON "ticket_status" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "ticket_status_search_dense_upd" AFTER UPDATE ON "ticket_status" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "time_keeping_explanation_search_dense" AFTER INSERT OR DELETE ON "time_keeping_explanation" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "time_keeping_explanation_search_dense_upd" AFTER UPDATE ON "time_keeping_explanation" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "time_keeping_search_dense" AFTER INSERT OR DELETE ON "time_keeping" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "time_keeping_search_dense_upd" AFTER UPDATE ON "time_keeping" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "top_menu_search_dense" AFTER INSERT OR DELETE ON "top_menu" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "top_menu_search_dense_upd" AFTER UPDATE ON "top_menu" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "trade_mark_search_dense" AFTER INSERT OR DELETE ON "trade_mark" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "trade_mark_search_dense_upd" AFTER UPDATE ON "trade_mark" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "traditional_song_search_dense" AFTER INSERT OR DELETE ON "traditional_song" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "traditional_song_search_dense_upd" AFTER UPDATE ON "traditional_song" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "training_course_search_dense" AFTER INSERT OR DELETE ON "training_course" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "training_course_search_dense_upd" AFTER UPDATE ON "training_course" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "training_enrolment_search_dense" AFTER INSERT OR DELETE ON "training_enrolment" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "training_enrolment_search_dense_upd" AFTER UPDATE ON "training_enrolment" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "usage_policy_search_dense" AFTER INSERT OR DELETE ON "usage_policy" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "usage_policy_search_dense_upd" AFTER UPDATE ON "usage_policy" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "working_schedule_search_dense" AFTER INSERT OR DELETE ON "working_schedule" FOR EACH ROW EXECUTE FUNCTION search_dense_note();
--> statement-breakpoint
CREATE TRIGGER "working_schedule_search_dense_upd" AFTER UPDATE ON "working_schedule" FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();
