CREATE TABLE "dispute_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"card_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"due_by" timestamp with time zone NOT NULL,
	"evidence_text" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"due_soon_notified_at" timestamp with time zone,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_adjustments" (
	"payout_id" text NOT NULL,
	"group_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "payout_adjustments_payout_id_group_id_pk" PRIMARY KEY("payout_id","group_id")
);
--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "dispute_fee" integer DEFAULT 1500 NOT NULL;--> statement-breakpoint
ALTER TABLE "dispute_files" ADD CONSTRAINT "dispute_files_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_adjustments" ADD CONSTRAINT "payout_adjustments_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_files_dispute_idx" ON "dispute_files" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE INDEX "disputes_status_due_idx" ON "disputes" USING btree ("status","due_by","id");--> statement-breakpoint
CREATE INDEX "disputes_due_idx" ON "disputes" USING btree ("due_by","id");--> statement-breakpoint
CREATE INDEX "disputes_merchant_due_idx" ON "disputes" USING btree ("merchant_id","due_by","id");--> statement-breakpoint
CREATE INDEX "disputes_transaction_idx" ON "disputes" USING btree ("transaction_id","card_id");--> statement-breakpoint
CREATE INDEX "payout_adjustments_group_idx" ON "payout_adjustments" USING btree ("group_id");
--> statement-breakpoint
-- hand-written: disputes (docs/decisions/0020-disputes.md)
-- A leg's disputes never exceed it: open, lost and accepted ones together are at most the leg's amount.
-- The application checks it under a lock on the payment; this keeps it true whatever writes.
CREATE FUNCTION "disputes_check_leg"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_leg bigint;
  v_total bigint;
BEGIN
  SELECT (s->>'amount')::bigint INTO v_leg FROM transactions t, jsonb_array_elements(t.splits) s
    WHERE t.id = NEW.transaction_id AND s->>'cardId' = NEW.card_id LIMIT 1;
  IF v_leg IS NULL THEN
    RAISE EXCEPTION 'dispute % names no leg of its payment', NEW.id;
  END IF;
  SELECT coalesce(sum(d.amount), 0) INTO v_total FROM disputes d
    WHERE d.transaction_id = NEW.transaction_id AND d.card_id = NEW.card_id
      AND d.status IN ('NEEDS_RESPONSE', 'UNDER_REVIEW', 'LOST', 'ACCEPTED');
  IF v_total > v_leg THEN
    RAISE EXCEPTION 'disputes on leg % exceed its amount', NEW.card_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "disputes_leg_limit" AFTER INSERT ON "disputes"
  FOR EACH ROW EXECUTE FUNCTION disputes_check_leg();
