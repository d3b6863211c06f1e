-- Several payments in one transaction and one round trip (src/server/modules/payments/payment-writer.ts):
-- record_payment for each, in the order given, and its three outputs for each in that order. Element i
-- of every array is payment i; the prefix lists and the JSON arguments travel as text and are cast
-- here (an array of arrays must be rectangular). The caller orders the payments by their customer
-- lock's key, so two batches take their advisory locks in the same order and cannot deadlock on them.
-- Inside one transaction each record_payment still counts velocity in a new statement after its lock,
-- and sees the payments stored before it in the batch, so the rules hold as they do one at a time. The
-- batch commits, or rolls back, as a whole: nothing is acknowledged before the commit.
-- Its arguments follow record_payment's: a change to one is a change to both, in one migration.
CREATE OR REPLACE FUNCTION "record_payments"(
  p_key_id uuid[], p_merchant_id uuid[], p_mode text[],
  p_fee_percent numeric[], p_min_amount integer[], p_max_amount integer[],
  p_bin_prefixes text[], p_blocked_prefixes text[],
  p_idempotency_key text[], p_request_hash text[],
  p_transaction_id text[], p_status text[], p_amount bigint[], p_fee_amount bigint[],
  p_customer_email text[], p_category text[], p_splits text[], p_total_reward numeric[],
  p_declined_cards text[], p_decline_reason text[],
  p_body_head text[], p_velocity_body_head text[],
  p_velocity_max integer[], p_velocity_window_minutes integer[], p_customer_erased text[],
  p_legs text[], p_lifecycle text[]
)
RETURNS TABLE (outcome text, response_status integer, response_body text)
LANGUAGE plpgsql AS $$
DECLARE
  i integer;
  r record;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_key_id, 1), 0) LOOP
    SELECT * INTO r FROM record_payment(p_key_id[i], p_merchant_id[i], p_mode[i],
      p_fee_percent[i], p_min_amount[i], p_max_amount[i],
      p_bin_prefixes[i]::text[], p_blocked_prefixes[i]::text[],
      p_idempotency_key[i], p_request_hash[i],
      p_transaction_id[i], p_status[i], p_amount[i], p_fee_amount[i],
      p_customer_email[i], p_category[i], p_splits[i]::jsonb, p_total_reward[i],
      p_declined_cards[i]::jsonb, p_decline_reason[i],
      p_body_head[i], p_velocity_body_head[i],
      p_velocity_max[i], p_velocity_window_minutes[i], p_customer_erased[i],
      p_legs[i]::jsonb, p_lifecycle[i]::jsonb);
    outcome := r.outcome;
    response_status := r.response_status;
    response_body := r.response_body;
    RETURN NEXT;
  END LOOP;
END;
$$;
