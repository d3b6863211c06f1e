import { z } from 'zod';
import { cursorParam, nextCursorSchema } from './admin-paging';

/** Monthly fee invoices and credit notes (docs/decisions/0019-invoicing.md). Money in integer pence. */

export const INVOICE_KINDS = ['INVOICE', 'CREDIT_NOTE'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** DRAFT has no number and can change; FINALISED is immutable; VOID is a finalised invoice cancelled by a full credit note. */
export const INVOICE_STATUSES = ['DRAFT', 'FINALISED', 'VOID'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** UK_STANDARD: 20% UK VAT. REVERSE_CHARGE: 0%, the customer accounts for VAT (non-GB with a tax id). */
export const VAT_TREATMENTS = ['UK_STANDARD', 'REVERSE_CHARGE'] as const;
export type VatTreatment = (typeof VAT_TREATMENTS)[number];

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const monthSchema = z
  .string({ error: 'month must be YYYY-MM' })
  .regex(MONTH, 'month must be YYYY-MM')
  .meta({ description: 'A calendar month (UTC), YYYY-MM', example: '2026-03' });

const iso = z.string().meta({ description: 'ISO-8601' });
const pence = z.number().int().meta({ description: 'Integer pence' });

export const invoiceLineSchema = z
  .object({
    description: z.string(),
    quantity: z.number().int().meta({ description: 'How many payments the line covers' }),
    netAmount: pence,
    vatRatePercent: z.number(),
    vatAmount: pence,
    totalAmount: pence,
  })
  .meta({ id: 'InvoiceLine' });

export const billingDetailsSchema = z
  .object({
    companyName: z.string(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    postcode: z.string().nullable(),
    country: z.string().nullable(),
    hasTaxId: z.boolean(),
  })
  .meta({ id: 'InvoiceBillingDetails' });

export const invoiceSummarySchema = z
  .object({
    id: z.string(),
    kind: z.enum(INVOICE_KINDS),
    number: z.string().nullable().meta({ description: 'SS-YYYY-NNNNNN once finalised; null for a draft' }),
    status: z.enum(INVOICE_STATUSES),
    merchantId: z.string().meta({ description: 'Public mch_ id' }),
    companyName: z.string(),
    month: z.string().meta({ description: 'The month billed, YYYY-MM' }),
    currency: z.literal('GBP'),
    subtotal: pence,
    vatAmount: pence,
    total: pence,
    vatTreatment: z.enum(VAT_TREATMENTS),
    issuedAt: iso.nullable(),
    dueDate: z.string().nullable().meta({ description: 'YYYY-MM-DD' }),
    creditedInvoiceId: z.string().nullable().meta({ description: 'For a credit note: the invoice it credits' }),
    creditedInvoiceNumber: z.string().nullable(),
    creditNoteId: z.string().nullable().meta({ description: 'For a voided invoice: the credit note that cancelled it' }),
    createdAt: iso,
  })
  .meta({ id: 'InvoiceSummary' });
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceDetailSchema = invoiceSummarySchema
  .extend({
    lines: z.array(invoiceLineSchema),
    vatNote: z.string().nullable(),
    notes: z.string().nullable(),
    voidReason: z.string().nullable(),
    billing: billingDetailsSchema,
  })
  .meta({ id: 'InvoiceDetail' });
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const invoiceIdParamsSchema = z.object({ invoiceId: z.string().max(100) }).strict();

export const listInvoicesQuerySchema = z
  .object({
    status: z.enum(INVOICE_STATUSES, { error: 'status must be DRAFT, FINALISED or VOID' }).optional(),
    kind: z.enum(INVOICE_KINDS, { error: 'kind must be INVOICE or CREDIT_NOTE' }).optional(),
    month: monthSchema.optional(),
    merchantId: z.string().max(64).optional().meta({ description: 'Public mch_ id' }),
    cursor: cursorParam,
  })
  .strict();

export const listInvoicesResponseSchema = z.object({ invoices: z.array(invoiceSummarySchema), nextCursor: nextCursorSchema });

export const draftInvoiceRequestSchema = z
  .object({
    merchantId: z.string({ error: 'merchantId is required' }).min(1, 'merchantId is required').max(64),
    month: monthSchema,
  })
  .strict();

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

export const updateInvoiceRequestSchema = z
  .object({
    notes: z.string().max(1000, 'notes must be at most 1000 characters').nullable().optional(),
    dueDate: z
      .string()
      .refine((v) => DATE_ONLY.test(v) && isCalendarDate(v), 'dueDate must be a date (YYYY-MM-DD)')
      .nullable()
      .optional(),
  })
  .strict()
  .refine((b) => b.notes !== undefined || b.dueDate !== undefined, { message: 'Nothing to change: send notes or dueDate' });

export const voidInvoiceRequestSchema = z
  .object({
    reason: z.string({ error: 'reason is required' }).trim().min(3, 'reason must be at least 3 characters').max(500, 'reason must be at most 500 characters'),
  })
  .strict();

export const voidInvoiceResponseSchema = z.object({ invoice: invoiceDetailSchema, creditNote: invoiceDetailSchema });

export const merchantInvoicesResponseSchema = z.object({ invoices: z.array(invoiceSummarySchema) });
