CREATE TABLE "payout_open_groups" (
	"group_id" uuid NOT NULL,
	"is_payment" boolean NOT NULL,
	"merchant_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_open_groups_group_id_is_payment_pk" PRIMARY KEY("group_id","is_payment")
);
--> statement-breakpoint
-- hand-written below
-- What no payout covers yet, kept by triggers (docs/decisions/0048-ledger-check-in-the-background.md).
-- Filled in two passes so that live payments wait only for the second: the long first pass runs
-- before the triggers exist, when this migration holds no lock that blocks a write; creating the
-- triggers then takes locks that writers of the ledger and payouts wait for until commit, and the
-- second pass adds only what the first did not see and drops what a payout covered meanwhile.
CREATE OR REPLACE FUNCTION "payout_open_add"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO payout_open_groups (group_id, is_payment, merchant_id, amount, created_at)
  VALUES (NEW.group_id, NEW.kind = 'PAYMENT', NEW.merchant_id, NEW.amount, NEW.created_at)
  ON CONFLICT (group_id, is_payment) DO UPDATE SET amount = payout_open_groups.amount + EXCLUDED.amount;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "payout_open_cover"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_TABLE_NAME = 'payout_items' THEN
    DELETE FROM payout_open_groups o USING added a WHERE o.group_id = a.transaction_id AND o.is_payment;
  ELSE
    DELETE FROM payout_open_groups o USING added a WHERE o.group_id = a.group_id AND NOT o.is_payment;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "payout_open_reopen"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO payout_open_groups (group_id, is_payment, merchant_id, amount, created_at)
  SELECT e.group_id, e.kind = 'PAYMENT', e.merchant_id, sum(e.amount), min(e.created_at)
    FROM ledger_entries e
   WHERE e.merchant_id = NEW.merchant_id AND e.account = 'merchant_payable'
     AND ((e.kind = 'PAYMENT' AND e.group_id IN (SELECT i.transaction_id FROM payout_items i WHERE i.payout_id = NEW.id))
       OR (e.kind IN ('DISPUTE_OPENED', 'DISPUTE_WON', 'DISPUTE_FEE', 'REFUND')
           AND e.group_id IN (SELECT a.group_id FROM payout_adjustments a WHERE a.payout_id = NEW.id)))
   GROUP BY e.group_id, e.kind = 'PAYMENT', e.merchant_id
  ON CONFLICT (group_id, is_payment) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Pass 1: everything open when it starts (the anti-joins due-payouts.ts ran until this migration).
INSERT INTO payout_open_groups (group_id, is_payment, merchant_id, amount, created_at)
SELECT e.group_id, e.kind = 'PAYMENT', e.merchant_id, sum(e.amount), min(e.created_at)
  FROM ledger_entries e
 WHERE e.account = 'merchant_payable'
   AND ((e.kind = 'PAYMENT' AND NOT EXISTS (SELECT 1 FROM payout_items i JOIN payouts p ON p.id = i.payout_id
                                             WHERE i.transaction_id = e.group_id AND p.status <> 'FAILED'))
     OR (e.kind IN ('DISPUTE_OPENED', 'DISPUTE_WON', 'DISPUTE_FEE', 'REFUND')
         AND NOT EXISTS (SELECT 1 FROM payout_adjustments a JOIN payouts p ON p.id = a.payout_id
                          WHERE a.group_id = e.group_id AND p.status <> 'FAILED')))
 GROUP BY e.group_id, e.kind = 'PAYMENT', e.merchant_id;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_payout_open" AFTER INSERT ON "ledger_entries"
  FOR EACH ROW WHEN (NEW.account = 'merchant_payable' AND NEW.kind IN ('PAYMENT', 'DISPUTE_OPENED', 'DISPUTE_WON', 'DISPUTE_FEE', 'REFUND'))
  EXECUTE FUNCTION payout_open_add();
--> statement-breakpoint
CREATE TRIGGER "payout_items_cover" AFTER INSERT ON "payout_items"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION payout_open_cover();
--> statement-breakpoint
CREATE TRIGGER "payout_adjustments_cover" AFTER INSERT ON "payout_adjustments"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION payout_open_cover();
--> statement-breakpoint
CREATE TRIGGER "payouts_reopen_on_failure" AFTER UPDATE OF status ON "payouts"
  FOR EACH ROW WHEN (NEW.status = 'FAILED' AND OLD.status IS DISTINCT FROM 'FAILED') EXECUTE FUNCTION payout_open_reopen();
--> statement-breakpoint
-- Pass 2, with the triggers in place and writers waiting: what was written while pass 1 ran. Payments,
-- movements and failed payouts it did not see are added; groups a payout made since covered are dropped.
INSERT INTO payout_open_groups (group_id, is_payment, merchant_id, amount, created_at)
SELECT e.group_id, e.kind = 'PAYMENT', e.merchant_id, sum(e.amount), min(e.created_at)
  FROM ledger_entries e
 WHERE e.account = 'merchant_payable'
   AND ((e.kind = 'PAYMENT' AND NOT EXISTS (SELECT 1 FROM payout_items i JOIN payouts p ON p.id = i.payout_id
                                             WHERE i.transaction_id = e.group_id AND p.status <> 'FAILED'))
     OR (e.kind IN ('DISPUTE_OPENED', 'DISPUTE_WON', 'DISPUTE_FEE', 'REFUND')
         AND NOT EXISTS (SELECT 1 FROM payout_adjustments a JOIN payouts p ON p.id = a.payout_id
                          WHERE a.group_id = e.group_id AND p.status <> 'FAILED')))
   AND NOT EXISTS (SELECT 1 FROM payout_open_groups o WHERE o.group_id = e.group_id AND o.is_payment = (e.kind = 'PAYMENT'))
 GROUP BY e.group_id, e.kind = 'PAYMENT', e.merchant_id;
--> statement-breakpoint
DELETE FROM payout_open_groups o USING payout_items i JOIN payouts p ON p.id = i.payout_id
 WHERE p.created_at > now() - interval '1 day' AND p.status <> 'FAILED' AND o.group_id = i.transaction_id AND o.is_payment;
--> statement-breakpoint
DELETE FROM payout_open_groups o USING payout_adjustments a JOIN payouts p ON p.id = a.payout_id
 WHERE p.created_at > now() - interval '1 day' AND p.status <> 'FAILED' AND o.group_id = a.group_id AND NOT o.is_payment;
