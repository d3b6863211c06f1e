-- Stores one event and, when p_deliver, one PENDING delivery per enabled endpoint of the merchant in
-- that mode subscribed to the type (or to "*"), then wakes the delivery workers (the notification is
-- sent at commit, so a worker never looks before the rows are visible). Every event but a payment's
-- goes through here, from the Node side (src/server/modules/events/record-event.ts); record_payment
-- writes its payment's event itself, the same way (docs/decisions/0012-webhooks.md).
-- Contract values it uses (src/contract; src/server/db/sql-functions.test.ts checks them):
--   WEBHOOK_DELIVERY_STATUSES has 'PENDING'
--   WEBHOOK_ENDPOINT_STATUSES has 'ENABLED'
CREATE OR REPLACE FUNCTION "record_event"(p_merchant_id uuid, p_mode text, p_type text, p_data jsonb, p_deliver boolean,
  OUT o_event_id text, OUT o_created_at timestamptz, OUT o_deliveries integer)
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO events (merchant_id, mode, type, data) VALUES (p_merchant_id, p_mode, p_type, p_data)
    RETURNING id, created_at INTO o_event_id, o_created_at;
  o_deliveries := 0;
  IF p_deliver THEN
    INSERT INTO webhook_deliveries (endpoint_id, event_id, merchant_id, status, next_attempt_at)
      SELECT e.id, o_event_id, p_merchant_id, 'PENDING', now() FROM webhook_endpoints e
      WHERE e.merchant_id = p_merchant_id AND e.mode = p_mode AND e.status = 'ENABLED'
        AND e.enabled_events && ARRAY['*', p_type];
    GET DIAGNOSTICS o_deliveries = ROW_COUNT;
    IF o_deliveries > 0 THEN
      PERFORM pg_notify('smartsplit_webhooks', '');
    END IF;
  END IF;
END;
$$;
