import { useState } from 'react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatDateTime } from '@web/lib/format';
import { LoadState } from '@web/features/admin/components/load-state';
import type { KybReviewDto } from '@contract/compliance';
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES, type DocumentType } from '@contract/verification';
import { useKybReviews, useStartKybReview } from './compliance-api';

const STATE_LABEL: Record<KybReviewDto['state'], string> = { DUE: 'Due soon', OVERDUE: 'Overdue', BLOCKING: 'Overdue: new live keys paused' };

/** Verified merchants whose periodic review is due within 30 days, overdue or under way. */
export function KybReviewsCard() {
  const reviews = useKybReviews();
  const [starting, setStarting] = useState<KybReviewDto | null>(null);
  const [documents, setDocuments] = useState<DocumentType[]>([...DOCUMENT_TYPES]);
  const start = useStartKybReview({ onDone: () => setStarting(null) });
  const rows = reviews.data?.reviews ?? [];
  const toggle = (t: DocumentType) => setDocuments((d) => (d.includes(t) ? d.filter((x) => x !== t) : [...d, t]));

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Periodic KYB reviews</CardTitle>
        <CardDescription>
          Verified businesses are reviewed a set number of months after approval. Past the grace period an open review pauses new live keys; payments and
          existing keys are never affected.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <LoadState isPending={reviews.isPending} isError={reviews.isError} onRetry={() => void reviews.refetch()} what="KYB reviews" />
        {reviews.isSuccess && rows.length === 0 ? (
          <p data-empty-state className="text-sm text-muted-foreground">
            No reviews are due in the next 30 days.
          </p>
        ) : null}
        {rows.length > 0 ? (
          <Table aria-label="KYB reviews">
            <TableHeader>
              <TableRow>
                <TableHead>Merchant</TableHead>
                <TableHead>Approved</TableHead>
                <TableHead>Due</TableHead>
                <TableHead>State</TableHead>
                <TableHead>Review</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.merchantId} data-testid="kyb-review-row" data-merchant-id={r.merchantId}>
                  <TableCell>
                    <span className="block">{r.companyName}</span>
                    <span className="font-mono text-xs text-muted-foreground">{r.merchantId}</span>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatDateTime(r.approvedAt)}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatDateTime(r.dueAt)}</TableCell>
                  <TableCell>
                    <Badge variant={r.state === 'DUE' ? 'secondary' : 'destructive'}>{STATE_LABEL[r.state]}</Badge>
                  </TableCell>
                  <TableCell>
                    {r.reviewId ? (
                      <span className="text-xs" data-testid="review-in-progress">
                        Started {formatDateTime(r.startedAt!)}: waiting for {r.documentTypes.map((t) => DOCUMENT_TYPE_LABELS[t]).join(', ')}
                      </span>
                    ) : (
                      <Button size="sm" variant="outline" onClick={() => setStarting(r)} aria-label={`Start review of ${r.companyName}`}>
                        Start review
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        <Dialog open={starting !== null} onOpenChange={(open) => (open ? undefined : setStarting(null))}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Start the review of {starting?.companyName}</DialogTitle>
              <DialogDescription>The merchant is asked by email and in the portal to upload fresh copies of these documents.</DialogDescription>
            </DialogHeader>
            <fieldset className="space-y-2">
              <legend className="sr-only">Documents to upload again</legend>
              {DOCUMENT_TYPES.map((t) => (
                <label key={t} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={documents.includes(t)} onChange={() => toggle(t)} />
                  {DOCUMENT_TYPE_LABELS[t]}
                </label>
              ))}
            </fieldset>
            <DialogFooter>
              <Button variant="outline" onClick={() => setStarting(null)}>
                Cancel
              </Button>
              <Button
                onClick={() => starting && start.mutate({ review: starting, documentTypes: documents })}
                disabled={start.isPending || documents.length === 0}
              >
                {start.isPending ? 'Starting…' : 'Ask the merchant'}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
