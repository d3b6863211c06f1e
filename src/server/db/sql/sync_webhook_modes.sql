-- merchants.webhook_modes lists the modes in which the merchant has an enabled endpoint, so the
-- payment statement (which already reads the merchant row) knows without another read whether an
-- event needs deliveries. Whoever changes an endpoint, trigger webhook_endpoints_modes calls this to
-- recompute the list after locking the merchant row; each statement of this function takes a fresh
-- snapshot, so the recount sees every change committed by the previous holder of that lock.
-- Contract values it uses (src/contract; src/server/db/sql-functions.test.ts checks them):
--   WEBHOOK_ENDPOINT_STATUSES has 'ENABLED'
CREATE OR REPLACE FUNCTION "sync_webhook_modes"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_merchant uuid;
BEGIN
  FOR v_merchant IN
    SELECT DISTINCT x FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.merchant_id END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.merchant_id END]) AS x
    WHERE x IS NOT NULL
  LOOP
    PERFORM 1 FROM merchants WHERE id = v_merchant FOR UPDATE;
    UPDATE merchants m
      SET webhook_modes = coalesce((SELECT array_agg(DISTINCT e.mode ORDER BY e.mode) FROM webhook_endpoints e
                                    WHERE e.merchant_id = v_merchant AND e.status = 'ENABLED'), '{}')
      WHERE m.id = v_merchant;
  END LOOP;
  RETURN NULL;
END;
$$;
