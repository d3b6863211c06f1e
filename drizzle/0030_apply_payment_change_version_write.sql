-- hand-written below
-- Written by `npm run db:function` from src/server/db/sql/apply_payment_change.sql, src/server/db/sql/apply_payment_changes.sql: change the source files, not this copy.
-- apply_payment_changes: its arguments or result changed, so the old one goes first.
DROP FUNCTION "apply_payment_changes"(p_merchant_id uuid[], p_mode text[], p_key text[], p_request_hash text[], p_key_ttl_hours integer[], p_payment uuid[], p_version text[], p_disputed bigint[], p_change jsonb[], p_response_status integer[], p_response_body text[]);
--> statement-breakpoint
-- Applies one lifecycle action to a payment in one statement (docs/decisions/0037): capture, cancel,
-- a leg's authorisation report, a refund or a refund leg's result, as the Node side planned it from
-- the payment it read (src/server/modules/payments/payment-change.ts). In order:
--   1. an Idempotency-Key already answered replays its stored answer ('replay'), or is refused when
--      it came with another request ('reused'), before anything is locked;
--   2. for a refund, the disputed total must be the one it saw, under the disputes' lock;
--   3. the payment's lifecycle columns are written only if the row is still the version the plan was
--      made from (its xmin): otherwise 'stale', nothing written, and the caller plans again from what
--      is there now;
--   4. the key is claimed with its answer (SQLSTATE SSK01, undoing the statement, when a request under
--      the same key finished first: the caller plans again and replays it);
--   5. a refund inserted or updated, the history, the day's pending stats, ledger entries and events
--      with their deliveries are written, and 'applied' returned.
-- Every action writes the payment row, even one that changes only a refund, so two actions on one
-- payment can never both pass step 3 on the same version.
-- Contract values it uses (src/contract; src/server/db/sql-functions.test.ts checks them):
--   DISPUTE_COUNTED_STATUSES = 'NEEDS_RESPONSE', 'UNDER_REVIEW', 'LOST', 'ACCEPTED'
CREATE OR REPLACE FUNCTION "apply_payment_change"(p_merchant_id uuid, p_mode text, p_key text, p_request_hash text,
  p_key_ttl_hours integer, p_payment uuid, p_version text, p_disputed bigint, p_change jsonb,
  p_response_status integer, p_response_body text,
  OUT o_outcome text, OUT o_response_status integer, OUT o_response_body text)
LANGUAGE plpgsql AS $$
DECLARE
  v_key idempotency_keys%ROWTYPE;
  v_count integer;
  v_event jsonb;
BEGIN
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
    FROM jsonb_populate_record(NULL::transactions, p_change->'payment') n
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

  IF p_change->>'refundWrite' = 'insert' THEN
    INSERT INTO refunds SELECT * FROM jsonb_populate_record(NULL::refunds, p_change->'refund');
  ELSIF p_change->>'refundWrite' = 'update' THEN
    UPDATE refunds r SET legs = n.legs, status = n.status, fee_returned = n.fee_returned,
        commission_returned = n.commission_returned, updated_at = n.updated_at
      FROM jsonb_populate_record(NULL::refunds, p_change->'refund') n
      WHERE r.id = n.id AND r.transaction_id = p_payment;
  END IF;

  INSERT INTO payment_history (transaction_id, subject, subject_id, from_status, to_status, cause, note)
    SELECT p_payment, h.e->>'subject', h.e->>'subject_id', h.e->>'from_status', h.e->>'to_status', h.e->>'cause', h.e->>'note'
    FROM jsonb_array_elements(p_change->'history') WITH ORDINALITY AS h(e, n)
    ORDER BY h.n;

  IF p_change ? 'stats' THEN
    INSERT INTO transaction_stats_pending (day, mode, merchant_id, status, count, volume, fees)
      SELECT (now() AT TIME ZONE 'UTC')::date, p_mode, p_merchant_id, s.status, s.count, s.volume, s.fees
      FROM jsonb_to_record(p_change->'stats') AS s(status text, count bigint, volume bigint, fees bigint);
  END IF;

  INSERT INTO ledger_entries (group_id, kind, account, merchant_id, partner_id, payout_id, amount)
    SELECT l.group_id, l.kind, l.account, l.merchant_id, l.partner_id, l.payout_id, l.amount
    FROM jsonb_to_recordset(coalesce(p_change->'ledger', '[]'::jsonb)) AS l(group_id uuid, kind text, account text,
      merchant_id uuid, partner_id text, payout_id text, amount bigint);

  FOR v_event IN SELECT e FROM jsonb_array_elements(coalesce(p_change->'events', '[]'::jsonb)) AS e LOOP
    PERFORM record_event(p_merchant_id, p_mode, v_event->>'type', v_event->'data', true);
  END LOOP;

  o_outcome := 'applied';
  o_response_status := p_response_status;
  o_response_body := p_response_body;
END;
$$;
--> statement-breakpoint
-- Several lifecycle changes in one transaction and one round trip (the change writer in
-- src/server/modules/payments/payment-change.ts): apply_payment_change for each, in the order given,
-- and its three outputs for each in that order. Element i of every array is change i. The caller
-- orders the changes by payment, so two batches lock their payments in the same order and cannot
-- deadlock on them; two changes of one payment in a batch are safe too, since the second finds the
-- row at a version its plan did not see and answers 'stale'. The batch commits, or rolls back, as a
-- whole: nothing is acknowledged before the commit. The changes and the answers travel as one JSON
-- array each (element i - 1), which costs less to send than an array of large texts.
-- Its arguments follow apply_payment_change's: a change to one is a change to both, in one migration.
CREATE OR REPLACE FUNCTION "apply_payment_changes"(p_merchant_id uuid[], p_mode text[], p_key text[],
  p_request_hash text[], p_key_ttl_hours integer[], p_payment uuid[], p_version text[], p_disputed bigint[],
  p_change jsonb, p_response_status integer[], p_response_body jsonb)
RETURNS TABLE (o_outcome text, o_response_status integer, o_response_body text)
LANGUAGE plpgsql AS $$
DECLARE
  i integer;
  r record;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_payment, 1), 0) LOOP
    SELECT * INTO r FROM apply_payment_change(p_merchant_id[i], p_mode[i], p_key[i], p_request_hash[i],
      p_key_ttl_hours[i], p_payment[i], p_version[i], p_disputed[i], p_change->(i - 1), p_response_status[i],
      p_response_body->>(i - 1));
    o_outcome := r.o_outcome;
    o_response_status := r.o_response_status;
    o_response_body := r.o_response_body;
    RETURN NEXT;
  END LOOP;
END;
$$;
