-- Keeps refund_daily_stats equal to the refunds table: for every refund, the sum of its legs that
-- SUCCEEDED, on the UTC day the refund was created, by mode (docs/decisions/0034-refunds-in-reporting.md).
-- Trigger refunds_daily_stats runs it after each insert, each update of legs, created_at or mode, and
-- each delete (a cascade from an erased merchant or a reset sandbox included), in the same
-- transaction, so the figures are exact at every moment. A PENDING leg is reserved, not refunded, so
-- it counts only once it is reported SUCCEEDED; a FAILED one never counts. The change lands on one of
-- 8 shard rows chosen by the transaction's id, so concurrent transactions seldom wait on the same row,
-- and a transaction that writes several refunds (a batch of the change writer) takes one row, not
-- several in a random order that two such batches could deadlock on.
-- Contract values it uses (src/contract; src/server/db/sql-functions.test.ts checks them):
--   REFUND_LEG_STATUSES has 'SUCCEEDED'
CREATE OR REPLACE FUNCTION "refund_daily_stats_apply"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_old bigint := 0;
  v_new bigint := 0;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(sum((leg->>'amount')::bigint), 0) INTO v_old
      FROM jsonb_array_elements(OLD.legs) AS leg WHERE leg->>'status' = 'SUCCEEDED';
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT coalesce(sum((leg->>'amount')::bigint), 0) INTO v_new
      FROM jsonb_array_elements(NEW.legs) AS leg WHERE leg->>'status' = 'SUCCEEDED';
  END IF;
  -- An update that keeps the day and mode is one change of one row.
  IF TG_OP = 'UPDATE' AND OLD.created_at = NEW.created_at AND OLD.mode = NEW.mode THEN
    v_new := v_new - v_old;
    v_old := 0;
  END IF;
  IF v_old <> 0 THEN
    INSERT INTO refund_daily_stats AS s (day, mode, shard, refunded)
      VALUES ((OLD.created_at AT TIME ZONE 'UTC')::date, OLD.mode, (txid_current() % 8)::smallint, -v_old)
      ON CONFLICT (day, mode, shard) DO UPDATE SET refunded = s.refunded + EXCLUDED.refunded;
  END IF;
  IF v_new <> 0 THEN
    INSERT INTO refund_daily_stats AS s (day, mode, shard, refunded)
      VALUES ((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.mode, (txid_current() % 8)::smallint, v_new)
      ON CONFLICT (day, mode, shard) DO UPDATE SET refunded = s.refunded + EXCLUDED.refunded;
  END IF;
  RETURN NULL;
END;
$$;
