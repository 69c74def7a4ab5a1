-- Hand-written. Every declared table gets a statement trigger calling this (the server adds the
-- triggers at start, so a newly declared table is covered without a migration of its own).
-- pg_notify is transactional: the message goes out at commit, once per table and transaction,
-- to every server instance listening on 'table_changed'; each drops its cached list results for
-- that table (engine/query-cache.ts).
CREATE OR REPLACE FUNCTION notify_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
