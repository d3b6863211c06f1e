-- The ledger is append-only, as audit_logs is (docs/decisions/0018-ledger-and-payouts.md): its
-- triggers (migration 0013) refuse every UPDATE, DELETE and TRUNCATE of ledger_entries.
CREATE OR REPLACE FUNCTION "ledger_entries_append_only"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only';
END;
$$;
