-- A payable movement no payout covers yet: each ledger entry on a merchant's payable from a payment,
-- a dispute movement or a refund adds its group to payout_open_groups, in the statement that writes
-- the entry (trigger ledger_entries_payout_open; docs/decisions/0048-ledger-check-in-the-background.md).
-- The kinds (the trigger's WHEN) are PAYMENT and the contract's PAYABLE_ADJUSTMENT_KINDS.
-- Contract values it uses (src/contract; src/server/db/sql-functions.test.ts checks them):
--   LEDGER_KINDS has 'PAYMENT'
CREATE OR REPLACE FUNCTION "payout_open_add"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO payout_open_groups (group_id, is_payment, merchant_id, amount, created_at)
  VALUES (NEW.group_id, NEW.kind = 'PAYMENT', NEW.merchant_id, NEW.amount, NEW.created_at)
  ON CONFLICT (group_id, is_payment) DO UPDATE SET amount = payout_open_groups.amount + EXCLUDED.amount;
  RETURN NULL;
END;
$$;
