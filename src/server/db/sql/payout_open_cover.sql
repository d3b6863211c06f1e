-- A payout took groups into account: its new payout_items (payments) or payout_adjustments (the rest)
-- remove them from payout_open_groups, in the statement that inserts them (triggers
-- payout_items_cover and payout_adjustments_cover, one statement each, with the inserted rows as the
-- transition table `added`; docs/decisions/0048-ledger-check-in-the-background.md).
CREATE OR REPLACE FUNCTION "payout_open_cover"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_TABLE_NAME = 'payout_items' THEN
    DELETE FROM payout_open_groups o USING added a WHERE o.group_id = a.transaction_id AND o.is_payment;
  ELSE
    DELETE FROM payout_open_groups o USING added a WHERE o.group_id = a.group_id AND NOT o.is_payment;
  END IF;
  RETURN NULL;
END;
$$;
