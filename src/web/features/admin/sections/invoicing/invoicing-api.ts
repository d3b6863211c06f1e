import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { draftInvoice, finaliseInvoice, getInvoicePdf, listInvoices, voidInvoice } from '@contract/endpoints/admin-invoices';
import type { InvoiceSummary } from '@contract/invoices';
import { adminApi, endpointKey } from '@web/lib/api-client';
import { saveResponseAsFile } from '@web/lib/download-file';
import { formatMonth } from '@web/lib/format';
import { toast } from '@web/lib/use-toast';
import { useCursorList, type Filters } from '@web/features/admin/lib/admin-queries';
import { failureToast } from '@web/features/admin/lib/failure-toast';

/*
 * Admin invoicing: the list, the changes, and what each change does to the cache. A draft, a
 * finalised invoice or a void changes the list, which reloads. Each change's `onDone` runs as soon
 * as the server agrees, before the reload, so a form or dialog closes at once.
 */

function refreshInvoices(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: endpointKey(listInvoices) });
}

type Done = { onDone?: () => void };

export function useInvoices(filters: Filters) {
  return useCursorList(listInvoices, filters);
}

export function useDraftInvoice({ onDone }: Done = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { merchantId: string; month: string }) => adminApi.call(draftInvoice, { body }),
    onSuccess: (invoice) => {
      toast({ title: 'Draft created', description: `${invoice.companyName}, ${formatMonth(invoice.month)}` });
      onDone?.();
      return refreshInvoices(queryClient);
    },
    onError: failureToast('Could not draft the invoice'),
  });
}

export function useFinaliseInvoice({ onDone }: Done = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminApi.call(finaliseInvoice, { params: { invoiceId: id } }),
    onSuccess: (invoice) => {
      toast({ title: `Invoice ${invoice.number} finalised`, description: `Emailed to ${invoice.companyName} with its PDF` });
      onDone?.();
      return refreshInvoices(queryClient);
    },
    onError: failureToast('Could not finalise the invoice'),
  });
}

export function useVoidInvoice({ onDone }: Done = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => adminApi.call(voidInvoice, { params: { invoiceId: id }, body: { reason } }),
    onSuccess: (result) => {
      toast({ title: `Invoice ${result.invoice.number} voided`, description: `Credit note ${result.creditNote.number} issued and emailed` });
      onDone?.();
      return refreshInvoices(queryClient);
    },
    onError: failureToast('Could not void the invoice'),
  });
}

/** Saves an invoice's PDF; a failure is toasted. */
export async function downloadInvoicePdf(row: InvoiceSummary) {
  try {
    await saveResponseAsFile(await adminApi.fetchRaw(getInvoicePdf, { params: { invoiceId: row.id } }), `${row.number ?? 'invoice'}.pdf`);
  } catch (e) {
    failureToast('Could not download the PDF')(e);
  }
}
