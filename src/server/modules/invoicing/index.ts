/** The invoicing domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { draftInvoiceFor, draftMonthlyInvoices } from './draft-invoice';
export { getInvoiceDetail } from './invoice-read';
export { finaliseInvoice, getInvoicePdf, takeInvoiceNumber, updateDraftInvoice, voidInvoice } from './issue-invoice';
export { listInvoices, listMerchantInvoices } from './list-invoices';
export { addMonths, monthOf } from './months';
export { REVERSE_CHARGE_NOTE } from './vat';
