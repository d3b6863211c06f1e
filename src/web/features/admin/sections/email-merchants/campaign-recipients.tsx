import type { CampaignRecipient } from '@contract/email-campaigns';
import { getCampaign } from '@contract/endpoints/admin-email';
import { Badge } from '@web/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatDateTime } from '@web/lib/format';
import { LoadState } from '@web/features/admin/components/load-state';
import { useAdminQuery } from '@web/features/admin/lib/admin-queries';
import { Truncate } from '@web/components/ui/truncate';

const STATUS_VARIANT = { SENT: 'success', FAILED: 'destructive', PENDING: 'secondary', SKIPPED: 'outline' } as const;
const STATUS_LABEL: Record<CampaignRecipient['status'], string> = { SENT: 'Sent', FAILED: 'Failed', PENDING: 'Pending', SKIPPED: 'Skipped' };

/** Every recipient of one campaign with its latest outcome; failures come first. */
export function CampaignRecipients({ campaignId }: { campaignId: string }) {
  const details = useAdminQuery(
    getCampaign,
    { params: { id: campaignId } },
    {
      loadError: { title: 'Error loading data', description: 'Failed to load the campaign' },
    },
  );
  if (!details.data) return <LoadState isPending={details.isPending} isError={details.isError} onRetry={() => void details.refetch()} what="recipients" />;
  return (
    <Table aria-label="Recipients of this campaign">
      <TableHeader>
        <TableRow>
          <TableHead>Merchant</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Reason</TableHead>
          <TableHead className="text-right">Attempts</TableHead>
          <TableHead>Updated</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {details.data.recipients.map((r) => (
          <TableRow key={r.id} data-testid="history-recipient">
            <TableCell>
              <Truncate value={r.merchantName ?? r.merchantId} className="max-w-[14rem] font-medium" />
              <Truncate value={r.email ?? 'No email address'} className="max-w-[14rem] text-xs text-muted-foreground" />
            </TableCell>
            <TableCell>
              <Badge variant={STATUS_VARIANT[r.status]}>{STATUS_LABEL[r.status]}</Badge>
            </TableCell>
            <TableCell className="max-w-[20rem] break-words text-xs">{r.error ?? ''}</TableCell>
            <TableCell className="text-right tabular-nums">{r.attempts}</TableCell>
            <TableCell className="whitespace-nowrap text-xs">{formatDateTime(r.updatedAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
