-- The whole write of one payment, in one statement and so one transaction and one round trip
-- (docs/decisions/0002). The caller decided the payment from cached settings, blocked BINs, fee
-- overrides and API key; this checks each is still current, so a change made anywhere applies to the
-- next payment. Its outcome:
--   'revoked' / 'suspended'  the key was revoked or its merchant suspended: nothing stored;
--   'stale'                  settings, fee overrides or blocked BINs changed since the caller read them: nothing stored;
--   'reused'                 the Idempotency-Key was used with another body: nothing stored;
--   'replay'                 the key's stored answer (response_status, response_body);
--   'recorded'               the payment was stored; response_body is the answer, also stored with the key.
-- Velocity is exact across instances: a transaction-scoped advisory lock per customer, then a count
-- that (READ COMMITTED, a fresh snapshot per statement) sees the payment of the previous lock holder;
-- it counts the customer's payments stored before a data-subject erasure too (p_customer_erased).
-- A concurrent request with the same Idempotency-Key waits on the key's unique index and then
-- replays; if the process dies the transaction aborts and the key is free again.
-- The answer is p_body_head (or p_velocity_body_head when the velocity rule declines) followed by the
-- stored created_at, so the answer, the stored key and the stored row agree to the millisecond.
-- The payment's event names the payment (payment_event_data builds its data on read), with
-- deliveries only where merchants.webhook_modes says an endpoint may want it. A live completed
-- payment's ledger entries come from trigger transactions_ledger (ledger_record_payment).
-- Called alone, or for a batch through record_payments.
-- The lifecycle (docs/decisions/0033-payment-lifecycle.md): p_legs are the payment's legs as stored;
-- p_lifecycle is NULL on the default path (legs confirmed at once, automatic capture), else it names
-- the capture method, the leg confirmation, maxSplits and (for gateway confirmation) the cards, and
-- p_status is REQUIRES_AUTHORISATION or AUTHORISED: such a payment gets an authorisation expiry, no
-- aggregate increment yet (it counts when captured) and the event of its status.
-- Contract values it uses (src/contract; src/server/db/sql-functions.test.ts checks them):
--   MERCHANT_STATUSES has 'SUSPENDED'
--   TRANSACTION_STATUSES has 'COMPLETED', 'DECLINED', 'AUTHORISED'
--   DECIDED_PAYMENT_STATUSES = 'COMPLETED', 'DECLINED'
--   DECLINE_REASONS has 'VELOCITY_LIMIT'
--   EVENT_TYPES has 'payment.completed', 'payment.declined', 'payment.created', 'payment.authorised'
--   WEBHOOK_DELIVERY_STATUSES has 'PENDING'
--   WEBHOOK_ENDPOINT_STATUSES has 'ENABLED'
CREATE OR REPLACE FUNCTION "record_payment"(
  p_key_id uuid, p_merchant_id uuid, p_mode text,
  p_fee_percent numeric, p_min_amount integer, p_max_amount integer,
  p_bin_prefixes text[], p_blocked_prefixes text[],
  p_idempotency_key text, p_request_hash text,
  p_transaction_id text, p_status text, p_amount bigint, p_fee_amount bigint,
  p_customer_email text, p_category text, p_splits jsonb, p_total_reward numeric,
  p_declined_cards jsonb, p_decline_reason text,
  p_body_head text, p_velocity_body_head text,
  p_velocity_max integer, p_velocity_window_minutes integer, p_customer_erased text,
  p_legs jsonb, p_lifecycle jsonb,
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
  v_event_id text;
  v_event_type text;
BEGIN
  -- The key, its merchant (its status, and whether this mode has a webhook endpoint), the settings
  -- and the blocked BINs as they are now, and the customer's lock, in one statement. The lock
  -- serialises payments of one customer at one merchant in one mode. Each read is a primary-key
  -- lookup of its own (no join whose method a cached plan could get wrong).
  SELECT k.revoked_at IS NULL AS active,
         coalesce((SELECT CASE WHEN m.status = 'SUSPENDED' THEN 'suspended'
                               WHEN p_mode = ANY (m.webhook_modes) THEN 'webhooks'
                               ELSE 'active' END
                   FROM merchants m WHERE m.id = p_merchant_id), 'suspended') AS merchant_state,
         coalesce((SELECT coalesce((SELECT o.fee_percent FROM merchant_fee_overrides o WHERE o.merchant_id = p_merchant_id
             AND o.effective_from <= now() ORDER BY o.effective_from DESC LIMIT 1), s.default_fee_percent) = p_fee_percent AND s.min_transaction_amount = p_min_amount
           AND s.max_transaction_amount = p_max_amount FROM platform_settings s WHERE s.id = 1), false) AS settings_current,
         (SELECT coalesce(array_agg(b.prefix), '{}') FROM blocked_bins b WHERE b.prefix = ANY (p_bin_prefixes)) AS blocked,
         pg_advisory_xact_lock(hashtextextended(p_merchant_id::text || '|' || p_mode || '|' || p_customer_email, 0)) AS locked
    INTO v_now
    FROM api_keys k
    WHERE k.id = p_key_id AND k.merchant_id = p_merchant_id AND k.mode = p_mode;
  IF NOT FOUND OR NOT v_now.active THEN
    outcome := 'revoked';
    RETURN;
  END IF;
  IF v_now.merchant_state = 'suspended' THEN
    outcome := 'suspended';
    RETURN;
  END IF;
  IF NOT v_now.settings_current OR NOT (v_now.blocked @> p_blocked_prefixes AND p_blocked_prefixes @> v_now.blocked) THEN
    outcome := 'stale';
    RETURN;
  END IF;

  -- A new statement, so a fresh snapshot taken after the lock: it sees the payment committed by the
  -- lock's previous holder (see migration 0006 for the index this uses).
  SELECT count(*)::integer INTO v_recent FROM transactions t
    -- The customer's payments, and those stored before an erasure replaced the address with its keyed
    -- hash (p_customer_erased, modules/compliance/data-subject-requests.ts): the rule holds across it.
    WHERE (t.merchant_id::text || ' ' || t.mode || ' ' || t.customer_email) = ANY (ARRAY[
        p_merchant_id::text || ' ' || p_mode || ' ' || p_customer_email,
        p_merchant_id::text || ' ' || p_mode || ' ' || p_customer_erased])
      AND t.created_at > now() - make_interval(mins => p_velocity_window_minutes);
  IF v_recent >= p_velocity_max THEN
    v_status := 'DECLINED';
    v_fee := 0;
    v_splits := '[]';
    v_reward := 0;
    v_reason := 'VELOCITY_LIMIT';
    v_head := p_velocity_body_head;
  END IF;
  response_status := CASE WHEN v_status = 'DECLINED' THEN 402 ELSE 201 END;
  v_event_type := CASE v_status WHEN 'COMPLETED' THEN 'payment.completed' WHEN 'DECLINED' THEN 'payment.declined'
    WHEN 'AUTHORISED' THEN 'payment.authorised' ELSE 'payment.created' END;
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

  -- The row and its aggregate increment, in one statement. A payment still to be authorised or
  -- captured counts in the aggregates when it completes (modules/payments/capture-payment.ts).
  WITH stored AS (
    INSERT INTO transactions (transaction_id, merchant_id, mode, status, amount, currency, fee_amount, fee_percent,
        customer_email, category, splits, total_reward, declined_cards, decline_reason, created_at,
        legs, amount_captured, capture_method, leg_confirmation, max_splits, cards, authorisation_expires_at)
      VALUES (p_transaction_id, p_merchant_id, p_mode, v_status, p_amount, 'GBP', v_fee, p_fee_percent,
        p_customer_email, p_category, v_splits, v_reward, p_declined_cards, v_reason, now(),
        CASE WHEN v_status = 'DECLINED' THEN '[]'::jsonb ELSE p_legs END,
        CASE WHEN v_status = 'COMPLETED' THEN p_amount ELSE 0 END,
        coalesce(p_lifecycle->>'captureMethod', 'automatic'), coalesce(p_lifecycle->>'legConfirmation', 'none'),
        coalesce((p_lifecycle->>'maxSplits')::smallint, 3),
        CASE WHEN v_status = 'DECLINED' THEN NULL ELSE p_lifecycle->'cards' END,
        CASE WHEN v_status IN ('COMPLETED', 'DECLINED') THEN NULL
          ELSE now() + make_interval(hours => (SELECT s.authorisation_validity_hours FROM platform_settings s WHERE s.id = 1)) END)
  )
  INSERT INTO transaction_stats_pending (day, mode, merchant_id, status, count, volume, fees)
    SELECT (now() AT TIME ZONE 'UTC')::date, p_mode, p_merchant_id, v_status, 1, p_amount, v_fee
    WHERE v_status IN ('COMPLETED', 'DECLINED');
  -- Its event names the payment instead of copying the answer (payment_event_data builds that on
  -- read). Written here rather than through record_event, which costs a function call per payment;
  -- deliveries only where an endpoint may want it, as record_event does.
  INSERT INTO events (merchant_id, mode, type, transaction_id)
    VALUES (p_merchant_id, p_mode, v_event_type, p_transaction_id)
    RETURNING id INTO v_event_id;
  IF v_now.merchant_state = 'webhooks' THEN
    INSERT INTO webhook_deliveries (endpoint_id, event_id, merchant_id, status, next_attempt_at)
      SELECT e.id, v_event_id, p_merchant_id, 'PENDING', now() FROM webhook_endpoints e
      WHERE e.merchant_id = p_merchant_id AND e.mode = p_mode AND e.status = 'ENABLED'
        AND e.enabled_events && ARRAY['*', v_event_type];
    IF FOUND THEN
      PERFORM pg_notify('smartsplit_webhooks', '');
    END IF;
  END IF;
  outcome := 'recorded';
END;
$$;
