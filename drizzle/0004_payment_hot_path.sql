CREATE TABLE "transaction_stats_pending" (
	"day" date NOT NULL,
	"mode" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" bigint NOT NULL,
	"volume" bigint NOT NULL,
	"fees" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "response_body" SET DATA TYPE text;--> statement-breakpoint
-- Keys claimed by the old two-step flow whose request never finished: with the claim now made in the
-- payment's own transaction, such a row can only be a leftover, and it would refuse retries for a day.
DELETE FROM "idempotency_keys" WHERE "state" <> 'done';
--> statement-breakpoint
-- The whole write of one payment, in one statement and so one transaction and one round trip
-- (docs/decisions/0002). The caller decided the payment from cached settings, blocked BINs and API
-- key; this checks each is still current, so a change made anywhere applies to the next payment:
--   'revoked' / 'suspended'  the key was revoked or its merchant suspended: nothing stored;
--   'stale'                  settings or blocked BINs changed since the caller read them: nothing stored;
--   'reused'                 the Idempotency-Key was used with another body: nothing stored;
--   'replay'                 the key's stored answer (response_status, response_body);
--   'recorded'               the payment was stored; response_body is the answer, also stored with the key.
-- Velocity is exact across instances: a transaction-scoped advisory lock per customer, then a count
-- that (READ COMMITTED, a fresh snapshot per statement) sees the payment of the previous lock holder.
-- A concurrent request with the same Idempotency-Key waits on the key's unique index and then
-- replays; if the process dies the transaction aborts and the key is free again.
-- The answer is p_body_head (or p_velocity_body_head when the velocity rule declines) followed by the
-- stored created_at, so the answer, the stored key and the stored row agree to the millisecond.
CREATE FUNCTION "record_payment"(
  p_key_id uuid, p_merchant_id uuid, p_mode text,
  p_fee_percent numeric, p_min_amount integer, p_max_amount integer,
  p_bin_prefixes text[], p_blocked_prefixes text[],
  p_idempotency_key text, p_request_hash text,
  p_transaction_id text, p_status text, p_amount bigint, p_fee_amount bigint,
  p_customer_email text, p_category text, p_splits jsonb, p_total_reward numeric,
  p_declined_cards jsonb, p_decline_reason text,
  p_body_head text, p_velocity_body_head text,
  p_velocity_max integer, p_velocity_window_minutes integer,
  OUT outcome text, OUT response_status integer, OUT response_body text
)
LANGUAGE plpgsql
-- Plans are cached per connection, maybe while a table is still nearly empty: never let one be a scan
-- of a table that grows. Every statement here has an index made for it.
SET enable_seqscan = off
AS $$
DECLARE
  v_now record;
  v_recent integer;
  v_status text := p_status;
  v_fee bigint := p_fee_amount;
  v_splits jsonb := p_splits;
  v_reward numeric := p_total_reward;
  v_reason text := p_decline_reason;
  v_head text := p_body_head;
  v_existing record;
BEGIN
  -- The key, its merchant, the settings and the blocked BINs as they are now, and the customer's
  -- lock, in one statement. The lock serialises payments of one customer at one merchant in one mode.
  SELECT k.revoked_at IS NULL AS active, m.status = 'SUSPENDED' AS suspended,
         coalesce(s.default_fee_percent = p_fee_percent AND s.min_transaction_amount = p_min_amount
           AND s.max_transaction_amount = p_max_amount, false) AS settings_current,
         (SELECT coalesce(array_agg(b.prefix), '{}') FROM blocked_bins b WHERE b.prefix = ANY (p_bin_prefixes)) AS blocked,
         pg_advisory_xact_lock(hashtextextended(p_merchant_id::text || '|' || p_mode || '|' || p_customer_email, 0)) AS locked
    INTO v_now
    FROM api_keys k JOIN merchants m ON m.id = k.merchant_id LEFT JOIN platform_settings s ON s.id = 1
    WHERE k.id = p_key_id AND k.merchant_id = p_merchant_id AND k.mode = p_mode;
  IF NOT FOUND OR NOT v_now.active THEN
    outcome := 'revoked';
    RETURN;
  END IF;
  IF v_now.suspended THEN
    outcome := 'suspended';
    RETURN;
  END IF;
  IF NOT v_now.settings_current OR NOT (v_now.blocked @> p_blocked_prefixes AND p_blocked_prefixes @> v_now.blocked) THEN
    outcome := 'stale';
    RETURN;
  END IF;

  -- A new statement, so a fresh snapshot taken after the lock: it sees the payment committed by the
  -- lock's previous holder. At most p_velocity_max entries of transactions_velocity_idx, in its order:
  -- no plan can do better, and none is cheaper on paper whatever the statistics were when it was cached.
  SELECT count(*)::integer INTO v_recent FROM (
    SELECT 1 FROM transactions t
    WHERE t.merchant_id = p_merchant_id AND t.mode = p_mode AND t.customer_email = p_customer_email
      AND t.created_at > now() - make_interval(mins => p_velocity_window_minutes)
    ORDER BY t.merchant_id, t.mode, t.customer_email, t.created_at
    LIMIT p_velocity_max) recent;
  IF v_recent >= p_velocity_max THEN
    v_status := 'DECLINED';
    v_fee := 0;
    v_splits := '[]';
    v_reward := 0;
    v_reason := 'VELOCITY_LIMIT';
    v_head := p_velocity_body_head;
  END IF;
  response_status := CASE WHEN v_status = 'COMPLETED' THEN 201 ELSE 402 END;
  response_body := v_head || to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"}';

  IF p_idempotency_key IS NOT NULL THEN
    LOOP
      INSERT INTO idempotency_keys AS i (merchant_id, mode, key, request_hash, state, response_status, response_body, expires_at)
        VALUES (p_merchant_id, p_mode, p_idempotency_key, p_request_hash, 'done', record_payment.response_status,
          record_payment.response_body, now() + interval '24 hours')
        ON CONFLICT (merchant_id, mode, key) DO NOTHING;
      EXIT WHEN FOUND;
      SELECT i.request_hash, i.state, i.response_status, i.response_body, i.expires_at INTO v_existing
        FROM idempotency_keys i
        WHERE i.merchant_id = p_merchant_id AND i.mode = p_mode AND i.key = p_idempotency_key
        FOR UPDATE;
      CONTINUE WHEN NOT FOUND; -- purged meanwhile: claim it afresh
      IF v_existing.expires_at > now() AND v_existing.state = 'done' THEN
        IF v_existing.request_hash <> p_request_hash THEN
          outcome := 'reused';
          response_status := 422;
          response_body := NULL;
        ELSE
          outcome := 'replay';
          response_status := v_existing.response_status;
          response_body := v_existing.response_body;
        END IF;
        RETURN;
      END IF;
      -- Expired: this request takes the key over.
      UPDATE idempotency_keys i
        SET request_hash = p_request_hash, state = 'done', response_status = record_payment.response_status,
            response_body = record_payment.response_body, created_at = now(), expires_at = now() + interval '24 hours'
        WHERE i.merchant_id = p_merchant_id AND i.mode = p_mode AND i.key = p_idempotency_key;
      EXIT;
    END LOOP;
  END IF;

  -- The row and its aggregate increment, in one statement.
  WITH stored AS (
    INSERT INTO transactions (transaction_id, merchant_id, mode, status, amount, currency, fee_amount, fee_percent,
        customer_email, category, splits, total_reward, declined_cards, decline_reason, created_at)
      VALUES (p_transaction_id, p_merchant_id, p_mode, v_status, p_amount, 'GBP', v_fee, p_fee_percent,
        p_customer_email, p_category, v_splits, v_reward, p_declined_cards, v_reason, now())
  )
  INSERT INTO transaction_stats_pending (day, mode, merchant_id, status, count, volume, fees)
    VALUES ((now() AT TIME ZONE 'UTC')::date, p_mode, p_merchant_id, v_status, 1, p_amount, v_fee);
  outcome := 'recorded';
END;
$$;
--> statement-breakpoint
-- Moves pending increments into both daily aggregates, atomically: the DELETE takes exactly the
-- committed rows it returns, so nothing is counted twice or lost, whoever runs it and how often.
-- Returns the number of rows folded. Increments of a merchant that no longer exists are dropped
-- (its transactions went with it).
CREATE FUNCTION "fold_transaction_stats"() RETURNS integer
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
--> statement-breakpoint
-- Every instance caches the settings, the blocked BINs and API keys for the payment path; these
-- triggers tell all of them (LISTEN smartsplit_cache) to drop a cache when its source changes, however
-- it changed. The payment write re-checks each (record_payment), so correctness never rests on the
-- notification arriving first; it keeps the caches fresh.
CREATE FUNCTION "notify_cache_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('smartsplit_cache', TG_ARGV[0]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "platform_settings_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "platform_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_change('settings');
--> statement-breakpoint
CREATE TRIGGER "blocked_bins_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blocked_bins"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_change('settings');
--> statement-breakpoint
CREATE TRIGGER "api_keys_cache" AFTER UPDATE OF "revoked_at", "merchant_id", "mode", "key_hash" OR DELETE OR TRUNCATE ON "api_keys"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_change('keys');
--> statement-breakpoint
CREATE TRIGGER "merchants_cache" AFTER UPDATE OF "status" OR DELETE OR TRUNCATE ON "merchants"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_change('keys');
