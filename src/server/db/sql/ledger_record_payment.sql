-- A completed live payment's ledger entries, written by the statement that stores the payment
-- (record_payment's INSERT, or recordTransactions), so they commit or roll back with it and cost no
-- round trip (docs/decisions/0018-ledger-and-payouts.md):
--   payment_clearing    -amount            (the money the payment brought in)
--   merchant_payable    amount - fee       (owed to the merchant)
--   platform_fee        fee - commission   (ours)
--   partner_commission  commission         (only when the merchant has a partner)
-- commission = round(fee * share / 100): PostgreSQL rounds numeric halves away from zero, which for a
-- fee that is never negative is half-up on the penny. The four sum to zero by construction.
-- Test payments and declines never reach the function (the WHEN of trigger transactions_ledger).
-- Contract values it uses (src/contract; src/server/db/sql-functions.test.ts checks them):
--   LEDGER_KINDS has 'PAYMENT'
--   LEDGER_ACCOUNTS has 'payment_clearing', 'merchant_payable', 'platform_fee', 'partner_commission'
CREATE OR REPLACE FUNCTION "ledger_record_payment"() RETURNS trigger
LANGUAGE plpgsql
SET enable_seqscan = off
AS $$
DECLARE
  v_partner text;
  v_share numeric;
  v_commission bigint := 0;
BEGIN
  SELECT pm.partner_id INTO v_partner FROM partner_merchants pm WHERE pm.merchant_id = NEW.merchant_id;
  IF v_partner IS NOT NULL THEN
    SELECT p.revenue_share_percent INTO v_share FROM partners p WHERE p.id = v_partner;
    v_commission := round(NEW.fee_amount * coalesce(v_share, 0) / 100);
    INSERT INTO ledger_entries (group_id, kind, account, merchant_id, partner_id, amount, created_at) VALUES
      (NEW.id, 'PAYMENT', 'payment_clearing', NEW.merchant_id, NULL, -NEW.amount, NEW.created_at),
      (NEW.id, 'PAYMENT', 'merchant_payable', NEW.merchant_id, NULL, NEW.amount - NEW.fee_amount, NEW.created_at),
      (NEW.id, 'PAYMENT', 'platform_fee', NEW.merchant_id, NULL, NEW.fee_amount - v_commission, NEW.created_at),
      (NEW.id, 'PAYMENT', 'partner_commission', NEW.merchant_id, v_partner, v_commission, NEW.created_at);
  ELSE
    INSERT INTO ledger_entries (group_id, kind, account, merchant_id, amount, created_at) VALUES
      (NEW.id, 'PAYMENT', 'payment_clearing', NEW.merchant_id, -NEW.amount, NEW.created_at),
      (NEW.id, 'PAYMENT', 'merchant_payable', NEW.merchant_id, NEW.amount - NEW.fee_amount, NEW.created_at),
      (NEW.id, 'PAYMENT', 'platform_fee', NEW.merchant_id, NEW.fee_amount, NEW.created_at);
  END IF;
  RETURN NULL;
END;
$$;
