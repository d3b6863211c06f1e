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
