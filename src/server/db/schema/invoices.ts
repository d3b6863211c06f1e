import { sql } from 'drizzle-orm';
import { bigint, customType, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INVOICE_KINDS, INVOICE_STATUSES, VAT_TREATMENTS } from '@contract/invoices';
import { merchants } from './merchants';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** The merchant's billing details as they stood when the document was drafted or finalised. */
export interface BillingSnapshot {
  companyName: string;
  address: string | null;
  city: string | null;
  postcode: string | null;
  country: string | null;
  hasTaxId: boolean;
}

/**
 * Fee invoices and credit notes (docs/decisions/0019-invoicing.md). Amounts in integer pence; totals are
 * sums of the lines. Once status leaves DRAFT a trigger refuses any change but FINALISED -> VOID.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    /** The first day of the month billed. */
    period: date('period', { mode: 'string' }).notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('DRAFT'),
    /** SS-YYYY-NNNNNN, given at finalisation; null for a draft. */
    number: text('number').unique(),
    currency: text('currency').notNull().default('GBP'),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    vatAmount: bigint('vat_amount', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    vatTreatment: text('vat_treatment', { enum: VAT_TREATMENTS }).notNull(),
    vatNote: text('vat_note'),
    billing: jsonb('billing').$type<BillingSnapshot>().notNull(),
    notes: text('notes'),
    dueDate: date('due_date', { mode: 'string' }),
    /** For a credit note: the invoice it credits. */
    creditedInvoiceId: uuid('credited_invoice_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuedBy: uuid('issued_by'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live invoice per merchant and month: the daily job and an admin cannot both draft it.
    uniqueIndex('invoices_merchant_period_uq')
      .on(t.merchantId, t.period)
      .where(sql`${t.kind} = 'INVOICE' and ${t.status} <> 'VOID'`),
    // One credit note per voided invoice.
    uniqueIndex('invoices_credited_uq')
      .on(t.creditedInvoiceId)
      .where(sql`${t.creditedInvoiceId} is not null`),
    index('invoices_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('invoices_merchant_created_idx').on(t.merchantId, t.createdAt.desc()),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    netAmount: bigint('net_amount', { mode: 'number' }).notNull(),
    vatRatePercent: numeric('vat_rate_percent', { precision: 5, scale: 2 }).notNull(),
    vatAmount: bigint('vat_amount', { mode: 'number' }).notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('invoice_lines_position_uq').on(t.invoiceId, t.position)],
);

/** The PDF exactly as issued; written once at finalisation and never changed (trigger). */
export const invoicePdfs = pgTable('invoice_pdfs', {
  invoiceId: uuid('invoice_id')
    .primaryKey()
    .references(() => invoices.id, { onDelete: 'restrict' }),
  fileName: text('file_name').notNull(),
  content: bytea('content').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The gapless numbering: one row per calendar year, bumped inside the finalising transaction. The
 * row lock orders concurrent finalisations, and a rollback takes the number back with it.
 */
export const invoiceNumberCounters = pgTable('invoice_number_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
