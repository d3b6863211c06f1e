import { defineEndpoint } from '../endpoint';
import { invoiceIdParamsSchema, merchantInvoicesResponseSchema } from '../invoices';
import { MERCHANT_CAN } from '../roles';

/**
 * The portal's Billing page: the merchant's own issued invoices and credit notes (drafts are not
 * shown). Another merchant's invoice id answers 404.
 */
const tags = ['Merchant billing'];

export const listMyInvoices = defineEndpoint({
  method: 'GET',
  path: '/api/merchant/invoices',
  auth: 'merchantUser',
  roles: MERCHANT_CAN.manageAccount,
  tags,
  summary: 'Your invoices and credit notes, newest first',
  responses: { 200: merchantInvoicesResponseSchema },
});

export const getMyInvoicePdf = defineEndpoint({
  method: 'GET',
  path: '/api/merchant/invoices/:invoiceId/pdf',
  auth: 'merchantUser',
  roles: MERCHANT_CAN.manageAccount,
  tags,
  summary: 'Download one of your invoices or credit notes as a PDF',
  params: invoiceIdParamsSchema,
  produces: ['application/pdf'],
  responses: {},
  errors: ['INVOICE_NOT_FOUND', 'NOT_FINALISED'],
});
