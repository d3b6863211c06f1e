-- Finalised invoices and credit notes are immutable (docs/decisions/0019-invoicing.md). A document
-- that has left DRAFT may only go FINALISED -> VOID (with voided_at and void_reason); any other
-- change, and any delete, is refused. Trigger invoices_immutable, before each update or delete.
-- Contract values it uses (src/contract; src/server/db/sql-functions.test.ts checks them):
--   INVOICE_STATUSES has 'DRAFT', 'FINALISED', 'VOID'
CREATE OR REPLACE FUNCTION invoices_guard_finalised() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status <> 'DRAFT' THEN
      RAISE EXCEPTION 'invoice % is finalised and cannot be deleted', OLD.number USING ERRCODE = 'P0001';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status = 'DRAFT' THEN
    RETURN NEW;
  END IF;
  IF OLD.status = 'FINALISED' AND NEW.status = 'VOID'
     AND (to_jsonb(NEW) - 'status' - 'voided_at' - 'void_reason' - 'updated_at')
         = (to_jsonb(OLD) - 'status' - 'voided_at' - 'void_reason' - 'updated_at') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'invoice % is finalised and cannot be changed', OLD.number USING ERRCODE = 'P0001';
END;
$$ LANGUAGE plpgsql;
