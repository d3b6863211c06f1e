import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatGBP } from '@web/lib/format';
import { saveDownload } from '@web/lib/download-file';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { LoadState } from '@web/features/admin/components/load-state';
import { useAdminQuery } from '@web/features/admin/lib/admin-queries';
import { getFeeRevenue, getPartnerStatement } from '@contract/endpoints/admin-commission';
import { adminApi, failedToast } from './use-commission-refresh';

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** Fee revenue for a chosen month, by merchant and by partner, with each partner's statement. */
export function RevenueCard() {
  const [month, setMonth] = useState(thisMonth);
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const revenue = useAdminQuery(getFeeRevenue, { query: { month } }, { enabled: valid });
  const download = useMutation({
    mutationFn: async (partnerId: string) =>
      saveDownload(await adminApi.fetchRaw(getPartnerStatement, { params: { partnerId }, query: { month } }), `partner-statement-${partnerId}-${month}.csv`),
    onError: failedToast('Download failed'),
  });
  const r = revenue.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Fee revenue</CardTitle>
        <CardDescription>Completed live payments in the month (UTC), from the ledger.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid max-w-xs gap-1.5">
          <label htmlFor="revenue-month" className="text-sm font-medium">
            Month
          </label>
          <Input id="revenue-month" type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
        </div>
        {valid ? <LoadState isPending={revenue.isPending} isError={revenue.isError} onRetry={() => void revenue.refetch()} what="fee revenue" /> : null}
        {r ? (
          <p className="text-sm" data-testid="revenue-totals">
            {r.totals.payments} payments, {formatGBP(r.totals.volume)} volume, {formatGBP(r.totals.fees)} fees: {formatGBP(r.totals.commission)} to partners,{' '}
            {formatGBP(r.totals.platformRevenue)} to the platform.
          </p>
        ) : null}
        <div className="grid gap-6 xl:grid-cols-2">
          <div>
            <h3 className="mb-2 text-sm font-semibold">By merchant</h3>
            {r && r.byMerchant.length === 0 ? <EmptyState title="No fees this month" /> : null}
            {r && r.byMerchant.length > 0 ? (
              <Table aria-label="Fee revenue by merchant">
                <TableHeader>
                  <TableRow>
                    <TableHead>Merchant</TableHead>
                    <TableHead className="text-right">Payments</TableHead>
                    <TableHead className="text-right">Fees</TableHead>
                    <TableHead className="text-right">Commission</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {r.byMerchant.map((m) => (
                    <TableRow key={m.merchantId}>
                      <TableCell className="break-words">{m.companyName}</TableCell>
                      <TableCell className="text-right tabular-nums">{m.payments}</TableCell>
                      <TableCell className="text-right tabular-nums">{formatGBP(m.fees)}</TableCell>
                      <TableCell className="text-right tabular-nums">{formatGBP(m.commission)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : null}
          </div>
          <div>
            <h3 className="mb-2 text-sm font-semibold">By partner</h3>
            {r && r.byPartner.length === 0 ? <EmptyState title="No partners yet" /> : null}
            {r && r.byPartner.length > 0 ? (
              <Table aria-label="Fee revenue by partner">
                <TableHeader>
                  <TableRow>
                    <TableHead>Partner</TableHead>
                    <TableHead className="text-right">Fees</TableHead>
                    <TableHead className="text-right">Commission</TableHead>
                    <TableHead>
                      <span className="sr-only">Statement</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {r.byPartner.map((p) => (
                    <TableRow key={p.partnerId} data-testid="partner-revenue">
                      <TableCell>
                        <span className="block break-words">{p.name}</span>
                        <span className="text-xs text-muted-foreground">
                          {p.merchants} merchant{p.merchants === 1 ? '' : 's'}, {p.payments} payment{p.payments === 1 ? '' : 's'}
                        </span>
                      </TableCell>
                      <TableCell className="text-right tabular-nums">{formatGBP(p.fees)}</TableCell>
                      <TableCell className="text-right tabular-nums">{formatGBP(p.commission)}</TableCell>
                      <TableCell className="text-right">
                        <Button size="sm" variant="outline" aria-label={`Download the statement of ${p.name}`} onClick={() => download.mutate(p.partnerId)}>
                          <Download aria-hidden="true" />
                          CSV
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : null}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
