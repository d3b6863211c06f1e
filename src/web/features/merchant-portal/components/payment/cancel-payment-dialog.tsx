import { useState, type FormEvent } from 'react';
import type { PaymentDetail } from '@contract/payment-lifecycle';
import { MERCHANT_CANCEL_REASONS } from '@contract/payment-states';
import { FormField } from '@web/components/form-field';
import { CANCEL_REASON_LABELS } from '@web/components/payments/payment-labels';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { fieldClasses } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { formatGBP } from '@web/lib/format';
import { useCancelPayment } from '../../lib/payments-api';
import { InlineError } from './inline-error';
import { useSingleSubmit } from './use-single-submit';

type Reason = (typeof MERCHANT_CANCEL_REASONS)[number];

/** Cancel a payment not yet captured: its authorisations are voided. Asks for the reason the API records. */
export function CancelPaymentDialog({ payment, open, onClose }: { payment: PaymentDetail; open: boolean; onClose: () => void }) {
  const [reason, setReason] = useState<Reason>('requested_by_customer');
  const cancel = useCancelPayment(payment.transactionId, { onDone: onClose });
  const once = useSingleSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    once((settled) => cancel.mutate(reason, { onSettled: settled }));
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Cancel this payment?</DialogTitle>
            <DialogDescription>
              The {formatGBP(payment.amount)} payment is canceled and every authorised card is released. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <FormField id="cancel-reason" label="Reason">
            {(control) => (
              <select {...control} className={cn(fieldClasses, 'h-10 pr-8')} value={reason} onChange={(e) => setReason(e.target.value as Reason)}>
                {MERCHANT_CANCEL_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {CANCEL_REASON_LABELS[r]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <InlineError error={cancel.error} fallback="The payment was not canceled. Please try again." />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Keep the payment</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={cancel.isPending}>
              {cancel.isPending ? 'Canceling…' : 'Cancel payment'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
