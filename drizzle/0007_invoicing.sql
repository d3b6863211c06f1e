CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"net_amount" bigint NOT NULL,
	"vat_rate_percent" numeric(5, 2) NOT NULL,
	"vat_amount" bigint NOT NULL,
	"total_amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_pdfs" (
	"invoice_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"period" date NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"number" text,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"subtotal" bigint NOT NULL,
	"vat_amount" bigint NOT NULL,
	"total" bigint NOT NULL,
	"vat_treatment" text NOT NULL,
	"vat_note" text,
	"billing" jsonb NOT NULL,
	"notes" text,
	"due_date" date,
	"credited_invoice_id" uuid,
	"issued_at" timestamp with time zone,
	"issued_by" uuid,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_pdfs" ADD CONSTRAINT "invoice_pdfs_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_position_uq" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_merchant_period_uq" ON "invoices" USING btree ("merchant_id","period") WHERE "invoices"."kind" = 'INVOICE' and "invoices"."status" <> 'VOID';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credited_uq" ON "invoices" USING btree ("credited_invoice_id") WHERE "invoices"."credited_invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_merchant_created_idx" ON "invoices" USING btree ("merchant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- hand-written: finalised invoices and credit notes are immutable (docs/decisions/0019-invoicing.md).
-- A document that has left DRAFT may only go FINALISED -> VOID (with voided_at and void_reason);
-- any other change, and any delete, is refused. Its lines and its stored PDF never change either.
CREATE OR REPLACE FUNCTION invoices_guard_finalised() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status <> 'DRAFT' THEN
      RAISE EXCEPTION 'invoice % is finalised and cannot be deleted', OLD.number USING ERRCODE = 'P0001';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status = 'DRAFT' THEN
    RETURN NEW;
  END IF;
  IF OLD.status = 'FINALISED' AND NEW.status = 'VOID'
     AND (to_jsonb(NEW) - 'status' - 'voided_at' - 'void_reason' - 'updated_at')
         = (to_jsonb(OLD) - 'status' - 'voided_at' - 'void_reason' - 'updated_at') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'invoice % is finalised and cannot be changed', OLD.number USING ERRCODE = 'P0001';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER invoices_immutable BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION invoices_guard_finalised();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_lines_guard_finalised() RETURNS trigger AS $$
DECLARE
  parent_status text;
BEGIN
  SELECT status INTO parent_status FROM invoices
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.invoice_id ELSE NEW.invoice_id END;
  IF parent_status IS DISTINCT FROM 'DRAFT'
     OR (TG_OP = 'UPDATE' AND OLD.invoice_id <> NEW.invoice_id
         AND (SELECT status FROM invoices WHERE id = OLD.invoice_id) <> 'DRAFT') THEN
    RAISE EXCEPTION 'the lines of a finalised invoice cannot be changed' USING ERRCODE = 'P0001';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER invoice_lines_immutable BEFORE INSERT OR UPDATE OR DELETE ON "invoice_lines"
  FOR EACH ROW EXECUTE FUNCTION invoice_lines_guard_finalised();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_pdfs_write_once() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'an issued invoice PDF cannot be changed' USING ERRCODE = 'P0001';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER invoice_pdfs_immutable BEFORE UPDATE OR DELETE ON "invoice_pdfs"
  FOR EACH ROW EXECUTE FUNCTION invoice_pdfs_write_once();
