-- Hand-written. The signed-in user's rights are built from roles, per-staff rights (permission),
-- the login settings (app_setting) and two-factor enrolment (account_totp). The server caches
-- the built rights and checks this one counter on every request (in the same query that checks
-- the account and its session): any write to those tables, by the API or by hand, bumps it in the
-- writer's transaction, so a change is seen by every instance on its next request.
CREATE TABLE IF NOT EXISTS auth_epoch (id smallint PRIMARY KEY CHECK (id = 1), v bigint NOT NULL);
INSERT INTO auth_epoch (id, v) VALUES (1, 1) ON CONFLICT (id) DO NOTHING;
CREATE OR REPLACE FUNCTION bump_auth_epoch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auth_epoch SET v = v + 1 WHERE id = 1;
  RETURN NULL;
END $$;
CREATE TRIGGER role_auth_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role" FOR EACH STATEMENT EXECUTE FUNCTION bump_auth_epoch();
CREATE TRIGGER permission_auth_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "permission" FOR EACH STATEMENT EXECUTE FUNCTION bump_auth_epoch();
CREATE TRIGGER app_setting_auth_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "app_setting" FOR EACH STATEMENT EXECUTE FUNCTION bump_auth_epoch();
CREATE TRIGGER account_totp_auth_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "account_totp" FOR EACH STATEMENT EXECUTE FUNCTION bump_auth_epoch();
