-- An issued invoice's stored PDF never changes (docs/decisions/0019-invoicing.md): trigger
-- invoice_pdfs_immutable refuses every update and delete.
CREATE OR REPLACE FUNCTION invoice_pdfs_write_once() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'an issued invoice PDF cannot be changed' USING ERRCODE = 'P0001';
END;
$$ LANGUAGE plpgsql;
