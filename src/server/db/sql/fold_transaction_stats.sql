-- Moves pending increments into both daily aggregates, atomically: the DELETE takes exactly the
-- committed rows it returns, so nothing is counted twice or lost, whoever runs it and how often.
-- Returns the number of rows folded. Increments of a merchant that no longer exists are dropped
-- (its transactions went with it). docs/decisions/0003-admin-aggregates.md
CREATE OR REPLACE FUNCTION "fold_transaction_stats"() RETURNS integer
LANGUAGE sql AS $$
  WITH moved AS (
    DELETE FROM transaction_stats_pending RETURNING day, mode, merchant_id, status, count, volume, fees
  ), per_merchant AS (
    INSERT INTO transaction_daily_stats AS a (day, mode, merchant_id, status, shard, count, volume, fees)
    SELECT mv.day, mv.mode, mv.merchant_id, mv.status, 0, sum(mv.count), sum(mv.volume), sum(mv.fees)
    FROM moved mv WHERE EXISTS (SELECT 1 FROM merchants m WHERE m.id = mv.merchant_id)
    GROUP BY mv.day, mv.mode, mv.merchant_id, mv.status
    ORDER BY mv.day, mv.mode, mv.merchant_id, mv.status
    ON CONFLICT (day, mode, merchant_id, status, shard) DO UPDATE SET
      count = a.count + excluded.count, volume = a.volume + excluded.volume, fees = a.fees + excluded.fees
  ), platform AS (
    INSERT INTO transaction_platform_daily_stats AS p (day, mode, status, shard, count, volume, fees)
    SELECT mv.day, mv.mode, mv.status, 0, sum(mv.count), sum(mv.volume), sum(mv.fees)
    FROM moved mv WHERE EXISTS (SELECT 1 FROM merchants m WHERE m.id = mv.merchant_id)
    GROUP BY mv.day, mv.mode, mv.status
    ORDER BY mv.day, mv.mode, mv.status
    ON CONFLICT (day, mode, status, shard) DO UPDATE SET
      count = p.count + excluded.count, volume = p.volume + excluded.volume, fees = p.fees + excluded.fees
  )
  SELECT count(*)::integer FROM moved;
$$;
