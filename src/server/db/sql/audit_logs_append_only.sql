-- The audit trail is append-only: its triggers (migration 0001) refuse every UPDATE, DELETE and
-- TRUNCATE of audit_logs.
CREATE OR REPLACE FUNCTION audit_logs_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'audit_logs is append-only';
END;
$$ LANGUAGE plpgsql;
