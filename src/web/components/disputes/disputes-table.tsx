import { DISPUTE_REASON_LABELS, type Dispute } from '@contract/disputes';
import { Button } from '@web/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatDateTime, formatGBP } from '@web/lib/format';
import { DisputeStatusBadge } from './dispute-status-badge';
import { Truncate } from '@web/components/ui/truncate';

/** A dispute row; the admin panel's rows also name the merchant. */
export type DisputeRow = Dispute & { merchantId?: string; companyName?: string };

interface Props<D extends DisputeRow> {
  disputes: readonly D[];
  /** The table's accessible name. */
  label: string;
  rowTestId: string;
  /** The heading of the due-date column ("Due by" for staff, "Respond by" for the merchant). */
  dueHeading: string;
  /** The merchant column, for staff who see every merchant's disputes. */
  showMerchant?: boolean;
  /** The card brand and last four digits under the payment id, for the merchant who has no other view of the leg. */
  showCard?: boolean;
  actionLabel: (dispute: D) => string;
  onOpen: (disputeId: string) => void;
}

/** Disputes, one row each: the admin queue and the merchant portal's list share it. */
export function DisputesTable<D extends DisputeRow>({
  disputes,
  label,
  rowTestId,
  dueHeading,
  showMerchant = false,
  showCard = false,
  actionLabel,
  onOpen,
}: Props<D>) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead>Dispute</TableHead>
          {showMerchant ? <TableHead>Merchant</TableHead> : null}
          <TableHead>Reason</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>{dueHeading}</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {disputes.map((d) => (
          <TableRow key={d.id} data-testid={rowTestId}>
            <TableCell>
              <Truncate value={d.id} className="max-w-[11rem] font-mono text-xs" />
              <span className="flex font-mono text-xs text-muted-foreground">
                <Truncate value={d.transactionId} className="max-w-[11rem]" />
                {showCard ? <span className="whitespace-pre">{` · ${d.cardBrand ?? 'card'} ending ${d.cardLast4 ?? '????'}`}</span> : null}
              </span>
            </TableCell>
            {showMerchant ? (
              <TableCell>
                <Truncate value={d.companyName ?? ''} className="max-w-[10rem]" />
                <Truncate value={d.merchantId ?? ''} className="max-w-[10rem] font-mono text-xs text-muted-foreground" />
              </TableCell>
            ) : null}
            <TableCell>{DISPUTE_REASON_LABELS[d.reason]}</TableCell>
            <TableCell className="text-right tabular-nums">{formatGBP(d.amount)}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDateTime(d.dueBy)}</TableCell>
            <TableCell>
              <DisputeStatusBadge status={d.status} />
            </TableCell>
            <TableCell className="text-right">
              <Button variant="outline" size="sm" onClick={() => onOpen(d.id)} aria-label={`Open dispute ${d.id}`}>
                {actionLabel(d)}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
