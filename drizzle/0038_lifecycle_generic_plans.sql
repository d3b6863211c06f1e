-- hand-written below
-- Written by `npm run db:function` from src/server/db/sql/claim_payment_change.sql, src/server/db/sql/apply_payment_changes.sql: change the source files, not this copy.
-- Claims one lifecycle change for its payment (docs/decisions/0037), as the Node side planned it
-- from the payment it read (src/server/modules/payments/payment-change.ts), and writes nothing else:
-- apply_payment_changes writes what goes beside the claimed changes, all of a batch's together. In order:
--   0. an API key that acts is checked here, as record_payment checks a payment's: revoked (or gone)
--      answers 'revoked' and a suspended merchant 'suspended', so the route can trust its in-process
--      key cache and a revocation still applies to the very next request;
--   1. an Idempotency-Key already answered replays its stored answer ('replay'), or is refused when
--      it came with another request ('reused'), before anything is locked;
--   2. for a refund, the disputed total must be the one it saw, under the disputes' lock;
--   3. the payment's lifecycle columns are written only if the row is still the version the plan was
--      made from (its xmin): otherwise 'stale', nothing written, and the caller plans again from what
--      is there now;
--   4. the key is claimed with its answer (SQLSTATE SSK01, undoing the statement, when a request under
--      the same key finished first: the caller plans again and replays it), and 'applied' returned.
-- Every action writes the payment row, even one that changes only a refund, so two actions on one
-- payment can never both pass step 3 on the same version, in one batch or in two.
-- Contract values it uses (src/contract; src/server/db/sql-functions.test.ts checks them):
--   DISPUTE_COUNTED_STATUSES = 'NEEDS_RESPONSE', 'UNDER_REVIEW', 'LOST', 'ACCEPTED'
--   MERCHANT_STATUSES has 'SUSPENDED'
CREATE OR REPLACE FUNCTION "claim_payment_change"(p_merchant_id uuid, p_mode text, p_key text, p_request_hash text,
  p_key_ttl_hours integer, p_payment uuid, p_version text, p_disputed bigint, p_payment_columns jsonb,
  p_response_status integer, p_response_body text, p_api_key uuid,
  OUT o_outcome text, OUT o_response_status integer, OUT o_response_body text)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_key idempotency_keys%ROWTYPE;
  v_count integer;
BEGIN
  IF p_api_key IS NOT NULL THEN
    o_outcome := coalesce((SELECT CASE WHEN k.revoked_at IS NOT NULL OR k.merchant_id <> p_merchant_id THEN 'revoked'
                                       WHEN m.status = 'SUSPENDED' THEN 'suspended' ELSE 'active' END
                           FROM api_keys k JOIN merchants m ON m.id = k.merchant_id WHERE k.id = p_api_key), 'revoked');
    IF o_outcome <> 'active' THEN
      RETURN;
    END IF;
    o_outcome := NULL;
  END IF;

  IF p_key IS NOT NULL THEN
    SELECT * INTO v_key FROM idempotency_keys WHERE merchant_id = p_merchant_id AND mode = p_mode AND key = p_key;
    IF FOUND AND v_key.state = 'done' AND v_key.expires_at > now() THEN
      IF v_key.request_hash <> p_request_hash THEN
        o_outcome := 'reused';
      ELSE
        o_outcome := 'replay';
        o_response_status := v_key.response_status;
        o_response_body := v_key.response_body;
      END IF;
      RETURN;
    END IF;
  END IF;

  -- A refund first locks the row and checks the disputed total under the disputes' lock (a dispute
  -- does not write the payment row); every action then writes the row only at the version it read.
  IF p_disputed IS NOT NULL THEN
    PERFORM 1 FROM transactions WHERE id = p_payment FOR UPDATE;
    PERFORM pg_advisory_xact_lock(hashtextextended('smartsplit:dispute:' || p_payment::text, 0));
    IF (SELECT coalesce(sum(amount), 0) FROM disputes WHERE transaction_id = p_payment
          AND status IN ('NEEDS_RESPONSE', 'UNDER_REVIEW', 'LOST', 'ACCEPTED')) <> p_disputed THEN
      o_outcome := 'stale';
      RETURN;
    END IF;
  END IF;

  UPDATE transactions t SET
      status = n.status, legs = n.legs, amount_captured = n.amount_captured, fee_amount = n.fee_amount,
      amount_refunded = n.amount_refunded, resplit_count = n.resplit_count, cancel_reason = n.cancel_reason,
      decline_reason = n.decline_reason, authorisation_expires_at = n.authorisation_expires_at
    FROM jsonb_populate_record(NULL::transactions, p_payment_columns) n
    WHERE t.id = p_payment AND t.merchant_id = p_merchant_id AND t.xmin::text = p_version;
  GET DIAGNOSTICS v_count = ROW_COUNT;
  IF v_count = 0 THEN
    o_outcome := 'stale';
    RETURN;
  END IF;

  IF p_key IS NOT NULL THEN
    INSERT INTO idempotency_keys AS k (merchant_id, mode, key, request_hash, state, response_status, response_body, expires_at)
      VALUES (p_merchant_id, p_mode, p_key, p_request_hash, 'done', p_response_status, p_response_body,
              now() + make_interval(hours => p_key_ttl_hours))
      ON CONFLICT (merchant_id, mode, key) DO UPDATE
        SET request_hash = excluded.request_hash, state = 'done', response_status = excluded.response_status,
            response_body = excluded.response_body, created_at = now(), expires_at = excluded.expires_at
        WHERE k.state <> 'done' OR k.expires_at <= now();
    GET DIAGNOSTICS v_count = ROW_COUNT;
    IF v_count = 0 THEN
      -- A request under the same key finished first: undo this change (the caller plans again, and replays).
      RAISE EXCEPTION 'Idempotency-Key % was answered meanwhile', p_key USING ERRCODE = 'SSK01';
    END IF;
  END IF;

  o_outcome := 'applied';
  o_response_status := p_response_status;
  o_response_body := p_response_body;
END;
$$;
--> statement-breakpoint
-- Several lifecycle changes in one transaction and one round trip (the change writer in
-- src/server/modules/payments/payment-change.ts, docs/decisions/0037). First claim_payment_change
-- checks and claims each change, in the order given; then what goes beside the claimed ones is
-- written with one statement each for the whole batch, not one per change: refunds inserted or
-- updated, the history, the day's pending stats, ledger entries, and events with their deliveries.
-- Each change's rows keep its order, and the changes keep theirs. It answers claim_payment_change's
-- three outputs for each change, in order. Element i of every array is change i. The caller orders
-- the changes by payment, so two batches lock their payments in the same order and cannot deadlock
-- on them; two changes of one payment in a batch are safe too, since the second finds the row at a
-- version its plan did not see and answers 'stale'. The batch commits, or rolls back, as a whole:
-- nothing is acknowledged before the commit. The changes and the answers travel as one JSON array
-- each (element i - 1), which costs less to send than an array of large texts.
-- Its arguments follow apply_payment_change's: a change to one is a change to both, in one migration.
-- Its statements, and claim_payment_change's, run on generic plans (plan_cache_mode): planned once
-- per connection, not again for each batch's arrays, which cost about a third of a small batch.
-- Contract values it uses (src/contract; src/server/db/sql-functions.test.ts checks them):
--   WEBHOOK_DELIVERY_STATUSES has 'PENDING'
--   WEBHOOK_ENDPOINT_STATUSES has 'ENABLED'
CREATE OR REPLACE FUNCTION "apply_payment_changes"(p_merchant_id uuid[], p_mode text[], p_key text[],
  p_request_hash text[], p_key_ttl_hours integer[], p_payment uuid[], p_version text[], p_disputed bigint[],
  p_change jsonb, p_response_status integer[], p_response_body jsonb, p_api_key uuid[])
RETURNS TABLE (o_outcome text, o_response_status integer, o_response_body text)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  i integer;
  v_claim record;
  v_applied integer[] := '{}';
  v_deliveries integer;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_payment, 1), 0) LOOP
    SELECT * INTO v_claim FROM claim_payment_change(p_merchant_id[i], p_mode[i], p_key[i], p_request_hash[i],
      p_key_ttl_hours[i], p_payment[i], p_version[i], p_disputed[i], p_change->(i - 1)->'payment', p_response_status[i],
      p_response_body->>(i - 1), p_api_key[i]);
    IF v_claim.o_outcome = 'applied' THEN
      v_applied := v_applied || i;
    END IF;
    o_outcome := v_claim.o_outcome;
    o_response_status := v_claim.o_response_status;
    o_response_body := v_claim.o_response_body;
    RETURN NEXT;
  END LOOP;
  IF cardinality(v_applied) = 0 THEN
    RETURN;
  END IF;

  INSERT INTO refunds
    SELECT n.* FROM unnest(v_applied) AS a(i), jsonb_populate_record(NULL::refunds, p_change->(a.i - 1)->'refund') n
    WHERE p_change->(a.i - 1)->>'refundWrite' = 'insert'
    ORDER BY a.i;
  UPDATE refunds r SET legs = n.legs, status = n.status, fee_returned = n.fee_returned,
      commission_returned = n.commission_returned, updated_at = n.updated_at
    FROM (SELECT p_payment[a.i] AS payment, x.* FROM unnest(v_applied) AS a(i),
            jsonb_populate_record(NULL::refunds, p_change->(a.i - 1)->'refund') x
          WHERE p_change->(a.i - 1)->>'refundWrite' = 'update') n
    WHERE r.id = n.id AND r.transaction_id = n.payment;

  INSERT INTO payment_history (transaction_id, subject, subject_id, from_status, to_status, cause, note)
    SELECT p_payment[a.i], h.e->>'subject', h.e->>'subject_id', h.e->>'from_status', h.e->>'to_status', h.e->>'cause', h.e->>'note'
    FROM unnest(v_applied) AS a(i), jsonb_array_elements(p_change->(a.i - 1)->'history') WITH ORDINALITY AS h(e, n)
    ORDER BY a.i, h.n;

  INSERT INTO transaction_stats_pending (day, mode, merchant_id, status, count, volume, fees)
    SELECT (now() AT TIME ZONE 'UTC')::date, p_mode[a.i], p_merchant_id[a.i], s.status, s.count, s.volume, s.fees
    FROM unnest(v_applied) AS a(i), jsonb_to_record(p_change->(a.i - 1)->'stats') AS s(status text, count bigint, volume bigint, fees bigint)
    WHERE p_change->(a.i - 1) ? 'stats';

  INSERT INTO ledger_entries (group_id, kind, account, merchant_id, partner_id, payout_id, amount)
    SELECT l.group_id, l.kind, l.account, l.merchant_id, l.partner_id, l.payout_id, l.amount
    FROM unnest(v_applied) AS a(i),
      ROWS FROM (jsonb_to_recordset(coalesce(p_change->(a.i - 1)->'ledger', '[]'::jsonb))
        AS (group_id uuid, kind text, account text, merchant_id uuid, partner_id text, payout_id text, amount bigint))
      WITH ORDINALITY AS l(group_id, kind, account, merchant_id, partner_id, payout_id, amount, n)
    ORDER BY a.i, l.n;

  -- The events, and one PENDING delivery per enabled endpoint of the merchant in that mode subscribed
  -- to the type (or to "*"), as record_event writes them; the delivery workers are woken at commit.
  WITH stored AS (
    INSERT INTO events (merchant_id, mode, type, data)
      SELECT p_merchant_id[a.i], p_mode[a.i], e.v->>'type', e.v->'data'
      FROM unnest(v_applied) AS a(i), jsonb_array_elements(coalesce(p_change->(a.i - 1)->'events', '[]'::jsonb)) WITH ORDINALITY AS e(v, n)
      ORDER BY a.i, e.n
      RETURNING id, merchant_id, mode, type
  ), delivered AS (
    INSERT INTO webhook_deliveries (endpoint_id, event_id, merchant_id, status, next_attempt_at)
      SELECT w.id, s.id, s.merchant_id, 'PENDING', now() FROM stored s
      JOIN webhook_endpoints w ON w.merchant_id = s.merchant_id AND w.mode = s.mode AND w.status = 'ENABLED'
        AND w.enabled_events && ARRAY['*', s.type]
      RETURNING 1
  )
  SELECT count(*) INTO v_deliveries FROM delivered;
  IF v_deliveries > 0 THEN
    PERFORM pg_notify('smartsplit_webhooks', '');
  END IF;
END;
$$;
