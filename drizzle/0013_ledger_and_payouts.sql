CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"account" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"partner_id" text,
	"payout_id" text,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_fee_overrides" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"fee_percent" numeric(5, 2),
	"effective_from" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_merchants" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_by" uuid
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contact_email" text NOT NULL,
	"revenue_share_percent" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_holds" (
	"run_id" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "payout_holds_run_id_merchant_id_pk" PRIMARY KEY("run_id","merchant_id")
);
--> statement-breakpoint
CREATE TABLE "payout_items" (
	"payout_id" text NOT NULL,
	"transaction_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "payout_items_payout_id_transaction_id_pk" PRIMARY KEY("payout_id","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"delay_days" integer NOT NULL,
	"trigger" text NOT NULL,
	"run_day" date,
	"created_by" uuid,
	"payout_count" integer NOT NULL,
	"total_amount" bigint NOT NULL,
	"held_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"bank_account_last4" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "payout_delay_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_fee_overrides" ADD CONSTRAINT "merchant_fee_overrides_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_merchants" ADD CONSTRAINT "partner_merchants_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_merchants" ADD CONSTRAINT "partner_merchants_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_holds" ADD CONSTRAINT "payout_holds_run_id_payout_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payout_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_holds" ADD CONSTRAINT "payout_holds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_run_id_payout_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payout_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_merchant_idx" ON "ledger_entries" USING btree ("merchant_id","account","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_brin" ON "ledger_entries" USING brin ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_fee_overrides_merchant_from_uq" ON "merchant_fee_overrides" USING btree ("merchant_id","effective_from");--> statement-breakpoint
CREATE INDEX "partner_merchants_partner_idx" ON "partner_merchants" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "payout_items_transaction_idx" ON "payout_items" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payout_runs_created_idx" ON "payout_runs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payout_runs_day_uq" ON "payout_runs" USING btree ("run_day") WHERE "payout_runs"."run_day" is not null;--> statement-breakpoint
CREATE INDEX "payouts_merchant_idx" ON "payouts" USING btree ("merchant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_run_idx" ON "payouts" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","created_at" DESC NULLS LAST);
--> statement-breakpoint
-- hand-written: the ledger (docs/decisions/0018-ledger-and-payouts.md)
-- Append-only, as audit_logs (migration 0001): nothing updates, deletes or truncates an entry.
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_update" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
-- A completed live payment's entries, written by the statement that stores the payment (record_payment's
-- INSERT, or recordTransactions), so they commit or roll back with it and cost no round trip:
--   payment_clearing    -amount            (the money the payment brought in)
--   merchant_payable    amount - fee       (owed to the merchant)
--   platform_fee        fee - commission   (ours)
--   partner_commission  commission         (only when the merchant has a partner)
-- commission = round(fee * share / 100): PostgreSQL rounds numeric halves away from zero, which for a
-- fee that is never negative is half-up on the penny. The four sum to zero by construction.
-- Test payments and declines never reach the function (the trigger's WHEN).
CREATE FUNCTION "ledger_record_payment"() RETURNS trigger
LANGUAGE plpgsql
SET enable_seqscan = off
AS $$
DECLARE
  v_partner text;
  v_share numeric;
  v_commission bigint := 0;
BEGIN
  SELECT pm.partner_id INTO v_partner FROM partner_merchants pm WHERE pm.merchant_id = NEW.merchant_id;
  IF v_partner IS NOT NULL THEN
    SELECT p.revenue_share_percent INTO v_share FROM partners p WHERE p.id = v_partner;
    v_commission := round(NEW.fee_amount * coalesce(v_share, 0) / 100);
    INSERT INTO ledger_entries (group_id, kind, account, merchant_id, partner_id, amount, created_at) VALUES
      (NEW.id, 'PAYMENT', 'payment_clearing', NEW.merchant_id, NULL, -NEW.amount, NEW.created_at),
      (NEW.id, 'PAYMENT', 'merchant_payable', NEW.merchant_id, NULL, NEW.amount - NEW.fee_amount, NEW.created_at),
      (NEW.id, 'PAYMENT', 'platform_fee', NEW.merchant_id, NULL, NEW.fee_amount - v_commission, NEW.created_at),
      (NEW.id, 'PAYMENT', 'partner_commission', NEW.merchant_id, v_partner, v_commission, NEW.created_at);
  ELSE
    INSERT INTO ledger_entries (group_id, kind, account, merchant_id, amount, created_at) VALUES
      (NEW.id, 'PAYMENT', 'payment_clearing', NEW.merchant_id, -NEW.amount, NEW.created_at),
      (NEW.id, 'PAYMENT', 'merchant_payable', NEW.merchant_id, NEW.amount - NEW.fee_amount, NEW.created_at),
      (NEW.id, 'PAYMENT', 'platform_fee', NEW.merchant_id, NEW.fee_amount, NEW.created_at);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "transactions_ledger" AFTER INSERT ON "transactions"
  FOR EACH ROW WHEN (NEW.mode = 'live' AND NEW.status = 'COMPLETED') EXECUTE FUNCTION ledger_record_payment();
--> statement-breakpoint
-- The payment path caches the fee overrides with the settings (modules/payments/payment-cache.ts).
CREATE TRIGGER "merchant_fee_overrides_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "merchant_fee_overrides"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_change('settings');
--> statement-breakpoint
-- record_payment as in migration 0012 (the payment's event), with one change: the fee it re-checks is
-- the merchant's fee in force now (its latest merchant_fee_overrides row from before now, whose null fee
-- means the default), not always the platform default. Served by merchant_fee_overrides_merchant_from_uq.
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
         coalesce((SELECT coalesce((SELECT o.fee_percent FROM merchant_fee_overrides o WHERE o.merchant_id = p_merchant_id
             AND o.effective_from <= now() ORDER BY o.effective_from DESC LIMIT 1), s.default_fee_percent) = p_fee_percent AND s.min_transaction_amount = p_min_amount
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
