import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { DISPUTE_REASON_LABELS } from '@contract/disputes';
import { decideDispute, getDispute, getDisputeFile } from '@contract/endpoints/admin-disputes';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { adminApi } from '@web/lib/api-client';
import { formatDateTime, formatGBP } from '@web/lib/format';
import { saveDownload } from '@web/lib/download-file';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { LoadState } from '@web/features/admin/components/load-state';
import { useAdminQuery } from '@web/features/admin/lib/admin-queries';
import { isUnauthorized } from '@web/features/admin/lib/is-unauthorized';
import { useAdminCan } from '@web/features/admin/lib/use-admin-role';
import { DisputeStatusBadge } from './dispute-status-badge';

/** One dispute: the payment and its legs, the evidence and its files, the history, and the decision. */
export function DisputeDetailDialog({ disputeId, onClose, onChanged }: { disputeId: string | null; onClose: () => void; onChanged: () => Promise<unknown> }) {
  const detail = useAdminQuery(getDispute, { params: { disputeId: disputeId ?? 'dp_none' } }, { enabled: disputeId !== null });
  const canDecide = useAdminCan(decideDispute);
  const decide = useMutation({
    mutationFn: (outcome: 'WON' | 'LOST') => adminApi.call(decideDispute, { params: { disputeId: disputeId! }, body: { outcome } }),
    onSuccess: async (data) => {
      toast({ title: 'Dispute decided', description: data.message });
      await onChanged();
      await detail.refetch();
    },
    onError: (e) => {
      if (!isUnauthorized(e)) toast({ title: 'Not decided', description: serverMessage(e) ?? 'Please try again', variant: 'destructive' });
    },
  });
  const download = useMutation({
    mutationFn: async (file: { id: string; fileName: string }) =>
      saveDownload(await adminApi.fetchRaw(getDisputeFile, { params: { disputeId: disputeId!, fileId: file.id } }), file.fileName),
    onError: (e) => {
      if (!isUnauthorized(e)) toast({ title: 'Download failed', description: serverMessage(e) ?? 'Please try again', variant: 'destructive' });
    },
  });
  const d = detail.data?.dispute;

  return (
    <Dialog open={disputeId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Dispute {disputeId}</DialogTitle>
          <DialogDescription>{d ? `${d.companyName} (${d.merchantId})` : 'Loading the dispute'}</DialogDescription>
        </DialogHeader>
        <LoadState isPending={detail.isPending} isError={detail.isError} onRetry={() => void detail.refetch()} what="dispute" />
        {d ? (
          <div className="space-y-4 text-sm">
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
              <dt className="text-muted-foreground">Status</dt>
              <dd data-testid="dispute-detail-status">
                <DisputeStatusBadge status={d.status} />
              </dd>
              <dt className="text-muted-foreground">Disputed</dt>
              <dd className="tabular-nums">{formatGBP(d.amount)}</dd>
              <dt className="text-muted-foreground">Reason</dt>
              <dd>{DISPUTE_REASON_LABELS[d.reason]}</dd>
              <dt className="text-muted-foreground">Due by</dt>
              <dd>{formatDateTime(d.dueBy)}</dd>
              <dt className="text-muted-foreground">Payment</dt>
              <dd>
                <span className="block font-mono text-xs">{d.transactionId}</span>
                {formatGBP(d.payment.amount)} on {formatDateTime(d.payment.createdAt)} ({d.payment.category})
              </dd>
              <dt className="text-muted-foreground">Leg</dt>
              <dd>
                {d.cardBrand ?? 'Card'} ending {d.cardLast4 ?? '????'} ({d.cardId}): {formatGBP(d.legAmount)} of {d.payment.legs.length} leg
                {d.payment.legs.length === 1 ? '' : 's'}
              </dd>
            </dl>
            <section aria-labelledby="dispute-evidence">
              <h3 id="dispute-evidence" className="font-medium">
                Evidence {d.submittedAt ? `(submitted ${formatDateTime(d.submittedAt)})` : '(not submitted)'}
              </h3>
              <p className="mt-1 whitespace-pre-wrap break-words rounded-md border border-border p-2" data-testid="dispute-evidence-text">
                {d.evidenceText || 'No statement.'}
              </p>
              {d.files.length > 0 ? (
                <ul className="mt-2 space-y-1">
                  {d.files.map((f) => (
                    <li key={f.id}>
                      <Button variant="link" size="sm" className="h-auto p-0" onClick={() => download.mutate(f)}>
                        <Download aria-hidden="true" />
                        {f.fileName} ({Math.ceil(f.sizeBytes / 1024)} KB)
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-muted-foreground">No files.</p>
              )}
            </section>
            <section aria-labelledby="dispute-history">
              <h3 id="dispute-history" className="font-medium">
                History
              </h3>
              <ol className="mt-1 space-y-1">
                {d.history.map((h, i) => (
                  <li key={i} data-testid="dispute-history-entry">
                    {formatDateTime(h.at)}: {h.status.replace('_', ' ').toLowerCase()} by {h.by}
                    {h.note ? ` (${h.note})` : ''}
                  </li>
                ))}
              </ol>
            </section>
          </div>
        ) : null}
        {d && canDecide && d.status === 'UNDER_REVIEW' ? (
          <DialogFooter>
            <Button variant="destructive" disabled={decide.isPending} onClick={() => decide.mutate('LOST')}>
              Lost
            </Button>
            <Button disabled={decide.isPending} onClick={() => decide.mutate('WON')}>
              Won
            </Button>
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
