import { useState, type FormEvent } from 'react';
import type { PaymentDetail } from '@contract/payment-lifecycle';
import { REFUND_REASONS, type RefundAllocationMethod, type RefundReason } from '@contract/payment-states';
import { FormField } from '@web/components/form-field';
import { REFUND_REASON_LABELS } from '@web/components/payments/payment-labels';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { fieldClasses, Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { formatGBP } from '@web/lib/format';
import { useCreateRefund, useRefundPreview } from '../../lib/payments-api';
import { parsePounds, penceToPoundsText } from '../../lib/refund-form';
import { InlineError } from './inline-error';
import { useSingleSubmit } from './use-single-submit';
import { RefundOptions } from './refund-options';
import { useDebounced } from './use-debounced';

/**
 * Refund part or all of a completed payment. The preview shows every allocation for the amount
 * typed; the merchant picks one (keep_most_reward by default) and confirms. Until the merchant types,
 * the amount is what can still be refunded, as the server counts it.
 */
export function RefundDialog({ payment, open, onClose }: { payment: PaymentDetail; open: boolean; onClose: () => void }) {
  const [typed, setTyped] = useState<string | null>(null);
  const [reason, setReason] = useState<RefundReason>('requested_by_customer');
  const [allocation, setAllocation] = useState<RefundAllocationMethod>('keep_most_reward');
  const typedAmount = typed === null ? undefined : parsePounds(typed);
  // Before anything is typed, the preview of "all that can be refunded" names that amount.
  const wanted = useDebounced(typedAmount, 300);
  const preview = useRefundPreview(payment.transactionId, wanted);
  const refund = useCreateRefund(payment.transactionId, { onDone: onClose });
  const once = useSingleSubmit();
  const shown = typed ?? (preview.data ? penceToPoundsText(preview.data.refundable) : '');
  // Until something is typed the field shows the default, which a read under way may still change.
  const awaitingDefault = typed === null && preview.isFetching;
  const amountError = typed !== null && typedAmount === null ? 'Enter an amount in pounds, for example 12.50' : undefined;
  const settled = preview.data !== undefined && !preview.isPlaceholderData && !preview.isFetching && wanted === typedAmount;
  const canConfirm = settled && !preview.isError && typedAmount !== null && !refund.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canConfirm || !preview.data) return;
    const body = { amount: preview.data.amount, reason, allocation };
    once((settled) => refund.mutate(body, { onSettled: settled }));
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-3xl">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Refund payment</DialogTitle>
            <DialogDescription>
              {formatGBP(payment.amountCaptured)} captured, {formatGBP(payment.amountRefunded)} refunded so far.
              {preview.data ? ` Up to ${formatGBP(preview.data.refundable)} can be refunded.` : ''}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="refund-amount" label="Amount (£)" error={amountError}>
              {(control) => (
                // Read-only for the moment until the default amount lands, so keys typed then are not
                // appended to it (typing "10" would otherwise make "100.0010").
                <Input {...control} inputMode="decimal" value={shown} readOnly={awaitingDefault} onChange={(e) => setTyped(e.target.value)} />
              )}
            </FormField>
            <FormField id="refund-reason" label="Reason">
              {(control) => (
                <select {...control} className={cn(fieldClasses, 'h-10 pr-8')} value={reason} onChange={(e) => setReason(e.target.value as RefundReason)}>
                  {REFUND_REASONS.map((r) => (
                    <option key={r} value={r}>
                      {REFUND_REASON_LABELS[r]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          {preview.isPending && wanted !== null ? (
            <p role="status" className="text-sm text-muted-foreground">
              Working out the options…
            </p>
          ) : null}
          {preview.isError ? <InlineError error={preview.error} fallback="The refund options could not be worked out." /> : null}
          {preview.data && !preview.isError ? <RefundOptions preview={preview.data} legs={payment.legs} value={allocation} onChange={setAllocation} /> : null}
          <InlineError error={refund.error} fallback="The refund was not made. Please try again." />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Not now</Button>
            </DialogClose>
            <Button type="submit" disabled={!canConfirm}>
              {refund.isPending ? 'Refunding…' : preview.data && settled ? `Refund ${formatGBP(preview.data.amount)}` : 'Refund'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
