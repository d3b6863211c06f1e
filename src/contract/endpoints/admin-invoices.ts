import { defineEndpoint } from '../endpoint';
import {
  draftInvoiceRequestSchema,
  invoiceDetailSchema,
  invoiceIdParamsSchema,
  listInvoicesQuerySchema,
  listInvoicesResponseSchema,
  updateInvoiceRequestSchema,
  voidInvoiceRequestSchema,
  voidInvoiceResponseSchema,
} from '../invoices';
import type { AdminRole } from '../roles';

/**
 * Invoicing: monthly fee invoices and credit notes (docs/decisions/0019-invoicing.md). Finance and super
 * admins change them; support reads them. A finalised invoice never changes: any change answers 409
 * INVOICE_FINALISED, and a correction is a credit note.
 */
const base = { auth: 'admin', tags: ['Admin'] } as const;
const READ: readonly AdminRole[] = ['SUPER_ADMIN', 'FINANCE', 'SUPPORT'];
const WRITE: readonly AdminRole[] = ['SUPER_ADMIN', 'FINANCE'];

export const listInvoices = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/invoices',
  roles: READ,
  summary: 'Invoices and credit notes, newest first',
  description: 'Filters: status, kind, month (the month billed, YYYY-MM) and merchantId (public mch_ id). Keyset-paged, 50 a page.',
  query: listInvoicesQuerySchema,
  responses: { 200: listInvoicesResponseSchema },
  errors: ['INVALID_CURSOR'],
});

export const getInvoice = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/invoices/:invoiceId',
  roles: READ,
  summary: 'An invoice or credit note with its lines',
  params: invoiceIdParamsSchema,
  responses: { 200: invoiceDetailSchema },
  errors: ['INVOICE_NOT_FOUND'],
});

export const draftInvoice = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/admin/invoices',
  roles: WRITE,
  summary: "Draft the fee invoice for a merchant's past month",
  description:
    "One line: the platform fee on the merchant's completed live payments in that month (UTC). Test payments are never invoiced. " +
    'Under refundFeePolicy proportional, a second, negative line: the fees the month’s live refunds returned; VAT is then charged on the net fee. ' +
    '409 INVOICE_EXISTS when the month already has a draft or finalised invoice; 409 NOTHING_TO_INVOICE when it had no live fees; 400 MONTH_NOT_OVER for the current or a future month.',
  body: draftInvoiceRequestSchema,
  responses: { 201: invoiceDetailSchema },
  errors: ['ENCRYPTED_VALUE_UNREADABLE', 'INVOICE_EXISTS', 'INVOICE_NOT_FOUND', 'MERCHANT_NOT_FOUND', 'MONTH_NOT_OVER', 'NOTHING_TO_INVOICE'],
});

export const updateInvoice = defineEndpoint({
  ...base,
  method: 'PATCH',
  path: '/api/admin/invoices/:invoiceId',
  roles: WRITE,
  summary: "Change a draft's notes or due date",
  description: 'Only a draft changes: a finalised or void invoice, or a credit note, answers 409 INVOICE_FINALISED.',
  params: invoiceIdParamsSchema,
  body: updateInvoiceRequestSchema,
  responses: { 200: invoiceDetailSchema },
  errors: ['INVOICE_FINALISED', 'INVOICE_NOT_FOUND'],
});

export const finaliseInvoice = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/admin/invoices/:invoiceId/finalise',
  roles: WRITE,
  summary: 'Finalise a draft: number it, store its PDF and email it to the merchant',
  description:
    'Assigns the next gapless number (SS-YYYY-NNNNNN), fixes VAT from the merchant’s current billing details, stores the PDF and queues an email with the PDF to the merchant’s owners and admins, all in one transaction. ' +
    '409 INVOICE_FINALISED when it is not a draft.',
  params: invoiceIdParamsSchema,
  responses: { 200: invoiceDetailSchema },
  errors: ['ENCRYPTED_VALUE_UNREADABLE', 'INVOICE_FINALISED', 'INVOICE_NOT_FOUND'],
});

export const voidInvoice = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/admin/invoices/:invoiceId/void',
  roles: WRITE,
  summary: 'Void a finalised invoice by issuing a full credit note',
  description:
    'The credit note takes the next number from the same sequence, references the invoice, is stored as a PDF and emailed to the merchant. ' +
    '409 NOT_FINALISED for a draft, a credit note, or an invoice already void.',
  params: invoiceIdParamsSchema,
  body: voidInvoiceRequestSchema,
  responses: { 200: voidInvoiceResponseSchema },
  errors: ['ENCRYPTED_VALUE_UNREADABLE', 'INVOICE_NOT_FOUND', 'NOT_FINALISED'],
});

export const getInvoicePdf = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/invoices/:invoiceId/pdf',
  roles: READ,
  summary: 'Download the PDF of a finalised invoice or credit note',
  description: 'The stored PDF, exactly as issued. A draft has none yet (409 NOT_FINALISED). Errors are JSON.',
  params: invoiceIdParamsSchema,
  produces: ['application/pdf'],
  responses: {},
  errors: ['INVOICE_NOT_FOUND', 'NOT_FINALISED'],
});
