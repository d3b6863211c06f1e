import { useState } from 'react';
import { Download, FileText } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatDateTimeLines, formatGBP, formatMonth } from '@web/lib/format';
import { ConfirmDialog } from '@web/features/admin/components/confirm-dialog';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { LoadMore } from '@web/features/admin/components/load-more';
import { LoadState } from '@web/features/admin/components/load-state';
import { useAdminCan } from '@web/features/admin/lib/use-admin-role';
import { draftInvoice, finaliseInvoice, voidInvoice } from '@contract/endpoints/admin-invoices';
import type { InvoiceSummary } from '@contract/invoices';
import { DraftInvoiceForm } from './draft-invoice-form';
import { downloadInvoicePdf, useFinaliseInvoice, useInvoices, useVoidInvoice } from './invoicing-api';
import { InvoiceFilters, NO_INVOICE_FILTERS, type InvoiceFilterValues } from './invoice-filters';
import { KIND_LABEL, STATUS_LABEL, STATUS_VARIANT } from './invoice-labels';
import { VoidInvoiceDialog } from './void-invoice-dialog';

/** Invoicing: monthly fee invoices and credit notes; drafts are finalised (numbered, emailed) or voided by a credit note. */
export function InvoicingSection() {
  const [filters, setFilters] = useState<InvoiceFilterValues>(NO_INVOICE_FILTERS);
  const list = useInvoices({ ...filters });
  const rows = list.data?.pages.flatMap((page) => page.invoices) ?? [];
  const canDraft = useAdminCan(draftInvoice);
  const canFinalise = useAdminCan(finaliseInvoice);
  const canVoid = useAdminCan(voidInvoice);
  const [finalising, setFinalising] = useState<InvoiceSummary | null>(null);
  const [voiding, setVoiding] = useState<InvoiceSummary | null>(null);
  const finalise = useFinaliseInvoice({ onDone: () => setFinalising(null) });
  const voidIt = useVoidInvoice({ onDone: () => setVoiding(null) });
  const filtered = Object.values(filters).some((v) => v.trim() !== '');

  return (
    <div className="space-y-6">
      {canDraft ? <DraftInvoiceForm /> : null}
      <InvoiceFilters onApply={setFilters} />
      <LoadState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()} what="invoices" />
      {list.isSuccess && rows.length === 0 ? (
        <EmptyState icon={FileText} title={filtered ? 'No invoices match these filters' : 'No invoices yet'}>
          {filtered ? null : 'Drafts appear on the 1st of each month for every merchant with live fees in the month before.'}
        </EmptyState>
      ) : null}
      {rows.length > 0 ? (
        <div className="rounded-lg border border-border bg-background p-2">
          <Table aria-label="Invoices and credit notes">
            <TableHeader>
              <TableRow>
                <TableHead>Number</TableHead>
                <TableHead>Merchant</TableHead>
                <TableHead>Month</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Net</TableHead>
                <TableHead className="text-right">VAT</TableHead>
                <TableHead className="text-right">Total</TableHead>
                <TableHead>Issued</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-testid="invoice-row" data-status={row.status} data-kind={row.kind}>
                  <TableCell>
                    <span className="block whitespace-nowrap font-mono text-sm">{row.number ?? 'Draft'}</span>
                    <span className="block text-xs text-muted-foreground">
                      {KIND_LABEL[row.kind]}
                      {row.creditedInvoiceNumber ? ` for ${row.creditedInvoiceNumber}` : ''}
                    </span>
                  </TableCell>
                  <TableCell className="min-w-[12rem]">
                    <span className="block [overflow-wrap:anywhere]">{row.companyName}</span>
                    <span className="font-mono text-xs text-muted-foreground">{row.merchantId}</span>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatMonth(row.month)}</TableCell>
                  <TableCell>
                    <Badge variant={STATUS_VARIANT[row.status]}>{STATUS_LABEL[row.status]}</Badge>
                    {row.vatTreatment === 'REVERSE_CHARGE' ? <span className="block text-xs text-muted-foreground">Reverse charge</span> : null}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatGBP(row.subtotal)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatGBP(row.vatAmount)}</TableCell>
                  <TableCell className="text-right font-medium tabular-nums">{formatGBP(row.total)}</TableCell>
                  <TableCell className="whitespace-nowrap">{row.issuedAt ? <IssuedAt value={row.issuedAt} /> : '—'}</TableCell>
                  <TableCell>
                    <div className="flex flex-wrap justify-end gap-2">
                      {row.status === 'DRAFT' && canFinalise ? (
                        <Button size="sm" onClick={() => setFinalising(row)}>
                          Finalise
                        </Button>
                      ) : null}
                      {row.status === 'FINALISED' && row.kind === 'INVOICE' && canVoid ? (
                        <Button size="sm" variant="outline" onClick={() => setVoiding(row)}>
                          Void
                        </Button>
                      ) : null}
                      {row.status !== 'DRAFT' ? (
                        <Button size="sm" variant="outline" onClick={() => void downloadInvoicePdf(row)} aria-label={`Download ${row.number} PDF`}>
                          <Download aria-hidden="true" />
                          PDF
                        </Button>
                      ) : null}
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <LoadMore
            shown={rows.length}
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        </div>
      ) : null}
      <ConfirmDialog
        open={finalising !== null}
        onOpenChange={(open) => (open ? undefined : setFinalising(null))}
        title={`Finalise the invoice for ${finalising?.companyName ?? ''}?`}
        description="It gets the next invoice number, its VAT is fixed from the merchant's current details, and it is emailed to the merchant as a PDF. A finalised invoice cannot be changed, only voided with a credit note."
        confirmLabel="Finalise and send"
        busy={finalise.isPending}
        onConfirm={() => finalising && finalise.mutate(finalising.id)}
      />
      {voiding ? (
        <VoidInvoiceDialog
          number={voiding.number}
          busy={voidIt.isPending}
          onCancel={() => setVoiding(null)}
          onConfirm={(reason) => voidIt.mutate({ id: voiding.id, reason })}
        />
      ) : null}
    </div>
  );
}

/** The day over the time, so the column stays narrow enough for the table to fit a laptop screen. */
function IssuedAt({ value }: { value: string }) {
  const [day, time] = formatDateTimeLines(value);
  return (
    <>
      <span className="block">{day}</span>
      <span className="text-xs text-muted-foreground">{time}</span>
    </>
  );
}
