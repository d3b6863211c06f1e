import type { ReactNode } from 'react';
import type { PaymentDetail } from '@contract/payment-lifecycle';
import { formatDateTime, formatGBP } from '@web/lib/format';
import { LifecycleStatusBadge } from './lifecycle-status-badge';
import { CANCEL_REASON_LABELS, REFUND_STATE_LABELS } from './payment-labels';

/** A payment's figures and where it stands; `extra` adds rows a screen needs (the admin panel's merchant). */
export function PaymentSummary({ payment, extra }: { payment: PaymentDetail; extra?: ReactNode }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr_auto_1fr]" data-testid="payment-summary">
      <dt className="text-muted-foreground">Amount</dt>
      <dd className="tabular-nums" data-testid="payment-amount">
        {formatGBP(payment.amount)}
      </dd>
      <dt className="text-muted-foreground">Status</dt>
      <dd data-testid="payment-status">
        <LifecycleStatusBadge status={payment.status} />
        {payment.cancelReason ? <span className="ml-2 text-muted-foreground">{CANCEL_REASON_LABELS[payment.cancelReason]}</span> : null}
      </dd>
      <dt className="text-muted-foreground">Captured</dt>
      <dd className="tabular-nums" data-testid="payment-captured">
        {formatGBP(payment.amountCaptured)}
      </dd>
      <dt className="text-muted-foreground">Refunded</dt>
      <dd className="tabular-nums" data-testid="payment-refunded">
        {formatGBP(payment.amountRefunded)}
      </dd>
      <dt className="text-muted-foreground">Refund status</dt>
      <dd data-testid="payment-refund-status">{REFUND_STATE_LABELS[payment.refundStatus]}</dd>
      <dt className="text-muted-foreground">Fee</dt>
      <dd className="tabular-nums">{formatGBP(payment.feeAmount)}</dd>
      <dt className="text-muted-foreground">Reward</dt>
      <dd className="tabular-nums">{formatGBP(payment.totalReward)}</dd>
      <dt className="text-muted-foreground">Capture</dt>
      <dd>{payment.captureMethod === 'manual' ? 'Manual' : 'Automatic'}</dd>
      <dt className="text-muted-foreground">Customer</dt>
      <dd className="break-all">{payment.customerEmail}</dd>
      <dt className="text-muted-foreground">Category</dt>
      <dd>{payment.category}</dd>
      <dt className="text-muted-foreground">Mode</dt>
      <dd>{payment.mode}</dd>
      <dt className="text-muted-foreground">Created</dt>
      <dd>{formatDateTime(payment.createdAt)}</dd>
      {extra}
    </dl>
  );
}
