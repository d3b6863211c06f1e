CREATE TABLE "events" (
	"id" text PRIMARY KEY DEFAULT 'evt_' || replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"merchant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"response_status" integer,
	"duration_ms" integer NOT NULL,
	"error" text,
	"response_excerpt" text
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"retries_used" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_response_status" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"url" text NOT NULL,
	"description" text,
	"enabled_events" text[] NOT NULL,
	"status" text DEFAULT 'ENABLED' NOT NULL,
	"disabled_reason" text,
	"secret_enc" text NOT NULL,
	"previous_secret_enc" text,
	"previous_secret_expires_at" timestamp with time zone,
	"secret_rolled_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "webhook_modes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_merchant_mode_created_idx" ON "events" USING btree ("merchant_id","mode","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_merchant_mode_type_created_idx" ON "events" USING btree ("merchant_id","mode","type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id","at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" in ('PENDING', 'RETRYING');--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_merchant_idx" ON "webhook_endpoints" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_created_idx" ON "webhook_endpoints" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- hand-written:
-- merchants.webhook_modes lists the modes in which the merchant has an enabled endpoint, so the
-- payment statement (which already reads the merchant row) knows without another read whether an
-- event needs deliveries. Whoever changes an endpoint, this recomputes the list after locking the
-- merchant row; each statement of this function takes a fresh snapshot, so the recount sees every
-- change committed by the previous holder of that lock.
CREATE FUNCTION "sync_webhook_modes"() RETURNS trigger
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
--> statement-breakpoint
CREATE TRIGGER "webhook_endpoints_modes" AFTER INSERT OR DELETE OR UPDATE OF "status", "mode", "merchant_id" ON "webhook_endpoints"
  FOR EACH ROW EXECUTE FUNCTION sync_webhook_modes();
--> statement-breakpoint
-- Stores one event and, when p_deliver, one PENDING delivery per enabled endpoint of the merchant in
-- that mode subscribed to the type (or to "*"), then wakes the delivery workers (the notification is
-- sent at commit, so a worker never looks before the rows are visible). Every event goes through here:
-- record_payment below and the Node side (src/server/modules/events/record-event.ts).
CREATE FUNCTION "record_event"(p_merchant_id uuid, p_mode text, p_type text, p_data jsonb, p_deliver boolean,
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
--> statement-breakpoint
-- record_payment as in migration 0006, plus the payment's event (payment.completed or
-- payment.declined, its data the stored answer) in the same statement, and so the same transaction
-- and round trip. Deliveries are looked for only when merchants.webhook_modes says this mode has an
-- enabled endpoint, which the merchant lookup already made here reads at no extra cost.
CREATE OR REPLACE FUNCTION "record_payment"(
  p_key_id uuid, p_merchant_id uuid, p_mode text,
  p_fee_percent numeric, p_min_amount integer, p_max_amount integer,
  p_bin_prefixes text[], p_blocked_prefixes text[],
  p_idempotency_key text, p_request_hash text,
  p_transaction_id text, p_status text, p_amount bigint, p_fee_amount bigint,
  p_customer_email text, p_category text, p_splits jsonb, p_total_reward numeric,
  p_declined_cards jsonb, p_decline_reason text,
  p_body_head text, p_velocity_body_head text,
  p_velocity_max integer, p_velocity_window_minutes integer,
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
         coalesce((SELECT s.default_fee_percent = p_fee_percent AND s.min_transaction_amount = p_min_amount
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
    WHERE (t.merchant_id::text || ' ' || t.mode || ' ' || t.customer_email) = (p_merchant_id::text || ' ' || p_mode || ' ' || p_customer_email)
      AND t.created_at > now() - make_interval(mins => p_velocity_window_minutes);
  IF v_recent >= p_velocity_max THEN
    v_status := 'DECLINED';
    v_fee := 0;
    v_splits := '[]';
    v_reward := 0;
    v_reason := 'VELOCITY_LIMIT';
    v_head := p_velocity_body_head;
  END IF;
  response_status := CASE WHEN v_status = 'COMPLETED' THEN 201 ELSE 402 END;
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

  -- The row and its aggregate increment, in one statement.
  WITH stored AS (
    INSERT INTO transactions (transaction_id, merchant_id, mode, status, amount, currency, fee_amount, fee_percent,
        customer_email, category, splits, total_reward, declined_cards, decline_reason, created_at)
      VALUES (p_transaction_id, p_merchant_id, p_mode, v_status, p_amount, 'GBP', v_fee, p_fee_percent,
        p_customer_email, p_category, v_splits, v_reward, p_declined_cards, v_reason, now())
  )
  INSERT INTO transaction_stats_pending (day, mode, merchant_id, status, count, volume, fees)
    VALUES ((now() AT TIME ZONE 'UTC')::date, p_mode, p_merchant_id, v_status, 1, p_amount, v_fee);
  -- Its event: the answer as stored, and deliveries only where an endpoint may want it.
  PERFORM record_event(p_merchant_id, p_mode, CASE WHEN v_status = 'COMPLETED' THEN 'payment.completed' ELSE 'payment.declined' END,
    response_body::jsonb, v_now.merchant_state = 'webhooks');
  outcome := 'recorded';
END;
$$;
