-- The ceiling of a contract (issue 41, ADR 0025), checked when the transaction commits: a payment
-- that takes its share anew (inserted counting, or changed to count, to a larger amount or to another
-- contract) queues a deferred constraint trigger that, at COMMIT, locks the contract row, sums its
-- counting payments (a new statement: it sees every payment committed before the lock was granted)
-- and refuses the commit (check_violation, constraint implementation_payment_ceiling, the ceiling and
-- what the others request in DETAIL) when they pass its value plus its approved additional items.
-- The lock is held for the commit alone; the server maps the error to its 409.
-- A batch (an import, a bulk create) sets it IMMEDIATE so each row is checked with its statement.
CREATE OR REPLACE FUNCTION "implementation_payment_ceiling"() RETURNS trigger LANGUAGE plpgsql AS $ceiling$
DECLARE
  v_ceiling numeric;
  v_others numeric;
  v_mine numeric;
BEGIN
  -- As the row is now (a later statement of the transaction may have changed it since).
  SELECT p.requested_amount INTO v_mine FROM "implementation_payment" p
   WHERE p."id" = NEW."id" AND p."contract_id" = NEW."contract_id" AND p."state" = 'ACTIVE' AND p."status" IN ('DRAFT', 'PENDING', 'APPROVED', 'PAID');
  IF NOT FOUND THEN RETURN NULL; END IF;
  PERFORM 1 FROM "implementation_contract" c WHERE c."id" = NEW."contract_id" FOR NO KEY UPDATE;
  -- After the lock, in a statement of its own: every payment committed before it counts.
  SELECT c."value" + coalesce((SELECT sum(a."total") FROM "implementation_additional" a WHERE a."contract_id" = c."id" AND a."status" = 'APPROVED' AND a."state" = 'ACTIVE'), 0),
         coalesce((SELECT sum(p."requested_amount") FROM "implementation_payment" p
                    WHERE p."contract_id" = c."id" AND p."state" = 'ACTIVE' AND p."status" IN ('DRAFT', 'PENDING', 'APPROVED', 'PAID') AND p."id" <> NEW."id"), 0)
    INTO v_ceiling, v_others
    FROM "implementation_contract" c WHERE c."id" = NEW."contract_id";
  IF v_others + v_mine > v_ceiling THEN
    RAISE EXCEPTION 'payment % passes the ceiling of contract %', NEW."id", NEW."contract_id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'implementation_payment_ceiling', TABLE = 'implementation_payment',
            DETAIL = v_ceiling::text || ' ' || v_others::text;
  END IF;
  RETURN NULL;
END
$ceiling$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "implementation_payment_ceiling_ins" ON "implementation_payment";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "implementation_payment_ceiling_ins" AFTER INSERT ON "implementation_payment" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW."state" = 'ACTIVE' AND NEW."status" IN ('DRAFT', 'PENDING', 'APPROVED', 'PAID'))
  EXECUTE FUNCTION "implementation_payment_ceiling"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "implementation_payment_ceiling_upd" ON "implementation_payment";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "implementation_payment_ceiling_upd" AFTER UPDATE OF "contract_id", "requested_amount", "status", "state" ON "implementation_payment" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW."state" = 'ACTIVE' AND NEW."status" IN ('DRAFT', 'PENDING', 'APPROVED', 'PAID')
        AND (OLD."state" <> 'ACTIVE' OR OLD."status" NOT IN ('DRAFT', 'PENDING', 'APPROVED', 'PAID') OR OLD."contract_id" <> NEW."contract_id" OR NEW."requested_amount" > OLD."requested_amount"))
  EXECUTE FUNCTION "implementation_payment_ceiling"();
