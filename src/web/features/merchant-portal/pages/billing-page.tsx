import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { getMyInvoicePdf, listMyInvoices } from '@contract/endpoints/merchant-billing';
import type { InvoiceSummary } from '@contract/invoices';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { endpointQuery, merchantApi } from '@web/lib/api-client';
import { saveResponseAsFile } from '@web/lib/download-file';
import { formatDateTime, formatGBP, formatMonth } from '@web/lib/format';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';

async function download(row: InvoiceSummary) {
  try {
    await saveResponseAsFile(await merchantApi.fetchRaw(getMyInvoicePdf, { params: { invoiceId: row.id } }), `${row.number ?? 'invoice'}.pdf`);
  } catch (e) {
    toast({ title: 'Could not download the PDF', description: serverMessage(e) ?? 'Please try again', variant: 'destructive' });
  }
}

/** /merchant-portal/billing (owners and admins): SmartSplit's fee invoices and credit notes, with their PDFs. */
export function BillingPage() {
  const invoices = useQuery(endpointQuery(merchantApi, listMyInvoices));
  const rows = invoices.data?.invoices ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Invoices and credit notes</CardTitle>
        <CardDescription>
          SmartSplit invoices its platform fee on your live payments once a month. Each invoice and credit note is also emailed to your account&apos;s owners
          and admins.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {invoices.isPending ? (
          <p role="status" className="py-4 text-sm text-muted-foreground">
            Loading your invoices…
          </p>
        ) : invoices.isError ? (
          <div role="alert" className="grid gap-3">
            <p>We could not load your invoices: {serverMessage(invoices.error) ?? 'check your connection and try again.'}</p>
            <div>
              <Button onClick={() => void invoices.refetch()} disabled={invoices.isFetching}>
                Try again
              </Button>
            </div>
          </div>
        ) : rows.length === 0 ? (
          <p data-empty-state className="py-4 text-sm text-muted-foreground">
            No invoices yet. Your first arrives on the 1st of the month after your first live payment.
          </p>
        ) : (
          <Table aria-label="Your invoices and credit notes">
            <TableHeader>
              <TableRow>
                <TableHead>Number</TableHead>
                <TableHead>Period</TableHead>
                <TableHead>Issued</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Total</TableHead>
                <TableHead>
                  <span className="sr-only">Download</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-testid="billing-row" data-kind={row.kind}>
                  <TableCell className="whitespace-nowrap">
                    <span className="block font-mono text-sm">{row.number}</span>
                    <span className="text-xs text-muted-foreground">
                      {row.kind === 'CREDIT_NOTE' ? `Credit note${row.creditedInvoiceNumber ? ` for ${row.creditedInvoiceNumber}` : ''}` : 'Invoice'}
                    </span>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatMonth(row.month)}</TableCell>
                  <TableCell className="whitespace-nowrap">{row.issuedAt ? formatDateTime(row.issuedAt) : '—'}</TableCell>
                  <TableCell>
                    <Badge variant={row.status === 'VOID' ? 'destructive' : 'success'}>{row.status === 'VOID' ? 'Void' : 'Issued'}</Badge>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{row.kind === 'CREDIT_NOTE' ? `−${formatGBP(row.total)}` : formatGBP(row.total)}</TableCell>
                  <TableCell className="text-right">
                    <Button size="sm" variant="outline" onClick={() => void download(row)} aria-label={`Download ${row.number} PDF`}>
                      <Download aria-hidden="true" />
                      PDF
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
