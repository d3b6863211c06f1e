-- Applies one lifecycle action to a payment in one statement (docs/decisions/0037): capture, cancel,
-- a leg's authorisation report, a refund or a refund leg's result, as the Node side planned it from
-- the payment it read (src/server/modules/payments/payment-change.ts). It is apply_payment_changes
-- with a batch of one: claim_payment_change's checks and claim, then the refund, the history, the
-- day's pending stats, ledger entries and events with their deliveries.
CREATE OR REPLACE FUNCTION "apply_payment_change"(p_merchant_id uuid, p_mode text, p_key text, p_request_hash text,
  p_key_ttl_hours integer, p_payment uuid, p_version text, p_disputed bigint, p_change jsonb,
  p_response_status integer, p_response_body text, p_api_key uuid,
  OUT o_outcome text, OUT o_response_status integer, OUT o_response_body text)
LANGUAGE sql AS $$
  SELECT o_outcome, o_response_status, o_response_body
  FROM apply_payment_changes(ARRAY[p_merchant_id], ARRAY[p_mode], ARRAY[p_key], ARRAY[p_request_hash],
    ARRAY[p_key_ttl_hours], ARRAY[p_payment], ARRAY[p_version], ARRAY[p_disputed], jsonb_build_array(p_change),
    ARRAY[p_response_status], jsonb_build_array(p_response_body), ARRAY[p_api_key])
$$;
