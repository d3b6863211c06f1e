import { Download } from 'lucide-react';
import { DISPUTE_REASON_LABELS } from '@contract/disputes';
import { decideDispute } from '@contract/endpoints/admin-disputes';
import { DisputeStatusBadge } from '@web/components/disputes/dispute-status-badge';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { formatDateTime, formatGBP } from '@web/lib/format';
import { LoadState } from '@web/features/admin/components/load-state';
import { useAdminCan } from '@web/features/admin/lib/use-admin-role';
import { useDecideDispute, useDispute, useDisputeFileDownload } from './disputes-api';

/** One dispute: the payment and its legs, the evidence and its files, the history, and the decision. */
export function DisputeDetailDialog({ disputeId, onClose }: { disputeId: string | null; onClose: () => void }) {
  const detail = useDispute(disputeId);
  const canDecide = useAdminCan(decideDispute);
  const decide = useDecideDispute(disputeId);
  const download = useDisputeFileDownload(disputeId);
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
