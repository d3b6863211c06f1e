-- hand-written below
-- Written by `npm run db:function` from src/server/db/sql/claim_payment_change.sql: change the source files, not this copy.
-- Claims one lifecycle change for its payment (docs/decisions/0037), as the Node side planned it
-- from the payment it read (src/server/modules/payments/payment-change.ts), and writes nothing else:
-- apply_payment_changes writes what goes beside the claimed changes, all of a batch's together. In order:
--   0. an API key that acts is checked here, as record_payment checks a payment's: revoked (or gone)
--      answers 'revoked' and a suspended merchant 'suspended', so the route can trust its in-process
--      key cache and a revocation still applies to the very next request;
--   1. an Idempotency-Key already answered replays its stored answer ('replay'), or is refused when
--      it came with another request ('reused'), before anything is locked;
--   2. for a refund, the disputed total must be the one it saw, under the disputes' lock, and the
--      platform's refund fee policy the one it was planned under (refund_fee_policy among the
--      payment's columns): a plan made from a remembered payment takes the policy from a cache;
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

  -- A refund takes the disputes' lock, then the row, and checks the disputed total under both (a
  -- dispute does not write the payment row); every action then writes the row only at the version it
  -- read. The order is the dispute opener's (lockPaymentForDisputes, then its insert, which takes a
  -- key-share lock on the row), and NO KEY UPDATE, like the UPDATE below, leaves that insert free:
  -- FOR UPDATE taken before the disputes' lock would deadlock with a dispute opened at that moment.
  IF p_disputed IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('smartsplit:dispute:' || p_payment::text, 0));
    PERFORM 1 FROM transactions WHERE id = p_payment FOR NO KEY UPDATE;
    IF (SELECT coalesce(sum(amount), 0) FROM disputes WHERE transaction_id = p_payment
          AND status IN ('NEEDS_RESPONSE', 'UNDER_REVIEW', 'LOST', 'ACCEPTED')) <> p_disputed
       OR (p_payment_columns ? 'refund_fee_policy' AND p_payment_columns->>'refund_fee_policy' <>
           coalesce((SELECT refund_fee_policy FROM platform_settings WHERE id = 1), p_payment_columns->>'refund_fee_policy')) THEN
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
