-- The lines of an invoice that has left DRAFT never change (docs/decisions/0019-invoicing.md):
-- trigger invoice_lines_immutable, before each insert, update or delete of a line.
-- Contract values it uses (src/contract; src/server/db/sql-functions.test.ts checks them):
--   INVOICE_STATUSES has 'DRAFT'
CREATE OR REPLACE FUNCTION invoice_lines_guard_finalised() RETURNS trigger AS $$
DECLARE
  parent_status text;
BEGIN
  SELECT status INTO parent_status FROM invoices
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.invoice_id ELSE NEW.invoice_id END;
  IF parent_status IS DISTINCT FROM 'DRAFT'
     OR (TG_OP = 'UPDATE' AND OLD.invoice_id <> NEW.invoice_id
         AND (SELECT status FROM invoices WHERE id = OLD.invoice_id) <> 'DRAFT') THEN
    RAISE EXCEPTION 'the lines of a finalised invoice cannot be changed' USING ERRCODE = 'P0001';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$ LANGUAGE plpgsql;
