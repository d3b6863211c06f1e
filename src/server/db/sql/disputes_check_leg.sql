-- A leg's disputes never exceed it: those whose amount counts against the leg (open ones, and lost
-- or accepted ones whose money is gone) are together at most the leg's amount
-- (docs/decisions/0020-disputes.md). The application checks it under a lock on the payment; this
-- constraint trigger (disputes_leg_limit, after each insert) keeps it true whatever writes.
-- Contract values it uses (src/contract; src/server/db/sql-functions.test.ts checks them):
--   DISPUTE_COUNTED_STATUSES = 'NEEDS_RESPONSE', 'UNDER_REVIEW', 'LOST', 'ACCEPTED'
CREATE OR REPLACE FUNCTION "disputes_check_leg"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_leg bigint;
  v_total bigint;
BEGIN
  SELECT (s->>'amount')::bigint INTO v_leg FROM transactions t, jsonb_array_elements(t.splits) s
    WHERE t.id = NEW.transaction_id AND s->>'cardId' = NEW.card_id LIMIT 1;
  IF v_leg IS NULL THEN
    RAISE EXCEPTION 'dispute % names no leg of its payment', NEW.id;
  END IF;
  SELECT coalesce(sum(d.amount), 0) INTO v_total FROM disputes d
    WHERE d.transaction_id = NEW.transaction_id AND d.card_id = NEW.card_id
      AND d.status IN ('NEEDS_RESPONSE', 'UNDER_REVIEW', 'LOST', 'ACCEPTED');
  IF v_total > v_leg THEN
    RAISE EXCEPTION 'disputes on leg % exceed its amount', NEW.card_id;
  END IF;
  RETURN NULL;
END;
$$;
