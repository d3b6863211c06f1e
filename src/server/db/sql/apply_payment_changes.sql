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
