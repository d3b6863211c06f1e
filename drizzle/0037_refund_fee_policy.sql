ALTER TABLE "refunds" ADD COLUMN "fee_policy" text DEFAULT 'retain' NOT NULL;--> statement-breakpoint
CREATE INDEX "refunds_proportional_idx" ON "refunds" USING btree ("transaction_id") WHERE "refunds"."fee_policy" = 'proportional';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_fee_policy_check" CHECK ("refunds"."fee_policy" in ('retain', 'proportional'));--> statement-breakpoint
-- hand-written below
-- Refunds made before the policy was stored: one that returned any fee or commission was made under
-- proportional. (One under proportional too small to return a penny counts as retain, which changes
-- nothing it or a later refund returns beyond that penny's rounding.)
UPDATE "refunds" SET "fee_policy" = 'proportional' WHERE "fee_returned" > 0 OR "commission_returned" > 0;
