-- A payout that FAILS covers nothing any more: its payments and adjustments go back into
-- payout_open_groups for the next run (trigger payouts_reopen_on_failure;
-- docs/decisions/0048-ledger-check-in-the-background.md). Read from the merchant's own payable
-- entries (index ledger_entries_merchant_idx), as they were first written.
-- Contract values it uses (src/contract; src/server/db/sql-functions.test.ts checks them):
--   LEDGER_KINDS has 'PAYMENT'
--   PAYABLE_ADJUSTMENT_KINDS = 'DISPUTE_OPENED', 'DISPUTE_WON', 'DISPUTE_FEE', 'REFUND'
--   LEDGER_ACCOUNTS has 'merchant_payable'
CREATE OR REPLACE FUNCTION "payout_open_reopen"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO payout_open_groups (group_id, is_payment, merchant_id, amount, created_at)
  SELECT e.group_id, e.kind = 'PAYMENT', e.merchant_id, sum(e.amount), min(e.created_at)
    FROM ledger_entries e
   WHERE e.merchant_id = NEW.merchant_id AND e.account = 'merchant_payable'
     AND ((e.kind = 'PAYMENT' AND e.group_id IN (SELECT i.transaction_id FROM payout_items i WHERE i.payout_id = NEW.id))
       OR (e.kind IN ('DISPUTE_OPENED', 'DISPUTE_WON', 'DISPUTE_FEE', 'REFUND')
           AND e.group_id IN (SELECT a.group_id FROM payout_adjustments a WHERE a.payout_id = NEW.id)))
   GROUP BY e.group_id, e.kind = 'PAYMENT', e.merchant_id
  ON CONFLICT (group_id, is_payment) DO NOTHING;
  RETURN NULL;
END;
$$;
