import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { toast } from '@web/lib/use-toast';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { LoadState } from '@web/features/admin/components/load-state';
import { NativeSelect } from '@web/features/admin/components/native-select';
import { useAdminQuery } from '@web/features/admin/lib/admin-queries';
import { assignPartner, listCommissionMerchants, listPartners } from '@contract/endpoints/admin-commission';
import { adminApi, failedToast, useCommissionRefresh } from './use-commission-refresh';

/** Merchants with their partner (assignable here) and the fee in force. */
export function PartnerMerchantsCard() {
  const [search, setSearch] = useState('');
  const partners = useAdminQuery(listPartners);
  const merchants = useAdminQuery(listCommissionMerchants, { query: search.trim() ? { search: search.trim() } : {} });
  const refresh = useCommissionRefresh();
  const assign = useMutation({
    mutationFn: (v: { merchantId: string; partnerId: string | null }) =>
      adminApi.call(assignPartner, { params: { merchantId: v.merchantId }, body: { partnerId: v.partnerId } }),
    onSuccess: (data) => {
      toast({ title: 'Partner assigned', description: data.message });
      return refresh();
    },
    onError: failedToast('Could not assign the partner'),
  });
  const rows = merchants.data?.merchants ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Merchants and partners</CardTitle>
        <CardDescription>The share applies to fees on payments made after the assignment; earlier payments keep theirs.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid max-w-sm gap-1.5">
          <label htmlFor="commission-search" className="text-sm font-medium">
            Find a merchant
          </label>
          <Input id="commission-search" type="search" placeholder="Company or mch_ id" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <LoadState isPending={merchants.isPending} isError={merchants.isError} onRetry={() => void merchants.refetch()} what="merchants" />
        {merchants.isSuccess && rows.length === 0 ? <EmptyState title="No merchants match" /> : null}
        {rows.length > 0 ? (
          <Table aria-label="Merchants and partners">
            <TableHeader>
              <TableRow>
                <TableHead>Merchant</TableHead>
                <TableHead className="text-right">Fee in force</TableHead>
                <TableHead>Partner</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((m) => (
                <TableRow key={m.merchantId} data-testid="commission-merchant">
                  <TableCell>
                    <span className="block break-words">{m.companyName}</span>
                    <span className="font-mono text-xs text-muted-foreground">{m.merchantId}</span>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {m.feePercent}% {m.feeOverridden ? <Badge variant="outline">override</Badge> : null}
                  </TableCell>
                  <TableCell>
                    <NativeSelect
                      aria-label={`Partner of ${m.companyName}`}
                      value={m.partnerId ?? ''}
                      disabled={assign.isPending}
                      onChange={(e) => assign.mutate({ merchantId: m.merchantId, partnerId: e.target.value || null })}
                    >
                      <option value="">No partner</option>
                      {(partners.data?.partners ?? []).map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.name} ({p.revenueSharePercent}%)
                        </option>
                      ))}
                    </NativeSelect>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </CardContent>
    </Card>
  );
}
