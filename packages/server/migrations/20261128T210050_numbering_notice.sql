DROP FUNCTION IF EXISTS "0_number_at_commit" CASCADE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION number_at_commit() RETURNS trigger LANGUAGE plpgsql AS $number$
DECLARE
  v_field text := TG_ARGV[0];
  v_resource text := TG_ARGV[1];
  v_parts jsonb := nullif(current_setting('portal.num_' || TG_TABLE_NAME || '_' || NEW."id", true), '')::jsonb;
  v_prefix text;
  v_suffix text;
  v_width integer;
  v_shape text;
  v_last bigint;
  v_code text;
  v_done integer;
BEGIN
  IF v_parts IS NULL THEN RETURN NULL; END IF;
  v_prefix := v_parts->>'prefix';
  v_suffix := v_parts->>'suffix';
  v_width := (v_parts->>'width')::integer;
  v_shape := v_prefix || '{#}' || v_suffix;
  FOR i IN 1 .. 1000 LOOP
    UPDATE code_counter SET last = last + 1 WHERE resource = v_resource AND shape = v_shape RETURNING last INTO v_last;
    IF NOT FOUND THEN
      -- The shape's first create: its counter follows the highest code of that shape already stored.
      EXECUTE format('SELECT coalesce(max(d::bigint), 0) FROM (SELECT substr(x.%1$I, $1 + 1, length(x.%1$I) - $1 - $2) AS d FROM %2$I x'
                     ' WHERE lower(x.%1$I) LIKE $3 AND length(x.%1$I) > $1 + $2) s WHERE d ~ ''^[0-9]{1,15}$''', v_field, TG_TABLE_NAME)
        INTO v_last USING length(v_prefix), length(v_suffix), v_parts->>'like';
      INSERT INTO code_counter (resource, shape, last) VALUES (v_resource, v_shape, v_last) ON CONFLICT DO NOTHING;
      CONTINUE;
    END IF;
    v_code := v_prefix || CASE WHEN length(v_last::text) >= v_width THEN v_last::text ELSE lpad(v_last::text, v_width, '0') END || v_suffix;
    EXECUTE format('UPDATE %1$I SET %2$I = $1 WHERE "id" = $2 AND NOT EXISTS (SELECT 1 FROM %1$I x WHERE lower(x.%2$I) = lower($1))', TG_TABLE_NAME, v_field)
      USING v_code, NEW."id";
    GET DIAGNOSTICS v_done = ROW_COUNT;
    IF v_done > 0 THEN
      UPDATE activity_log SET updated_data = jsonb_set(coalesce(updated_data, '{}'::jsonb), ARRAY[v_field], to_jsonb(v_code)) WHERE "id" = (v_parts->>'log')::bigint;
      -- The code to the server with the COMMIT's answer (read back with a query where no notice comes).
      RAISE NOTICE USING MESSAGE = 'portal.numbered', DETAIL = json_build_object('table', TG_TABLE_NAME, 'id', NEW."id", 'code', v_code)::text;
      RETURN NULL;
    END IF;
  END LOOP;
  RAISE EXCEPTION 'no free code of shape % for %', v_shape, TG_TABLE_NAME USING ERRCODE = 'unique_violation', TABLE = TG_TABLE_NAME;
END
$number$;
