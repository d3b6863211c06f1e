import type { InvoiceSummary } from '@contract/invoices';

export const KIND_LABEL: Record<InvoiceSummary['kind'], string> = { INVOICE: 'Invoice', CREDIT_NOTE: 'Credit note' };
export const STATUS_LABEL: Record<InvoiceSummary['status'], string> = { DRAFT: 'Draft', FINALISED: 'Finalised', VOID: 'Void' };
export const STATUS_VARIANT = { DRAFT: 'secondary', FINALISED: 'success', VOID: 'destructive' } as const;
