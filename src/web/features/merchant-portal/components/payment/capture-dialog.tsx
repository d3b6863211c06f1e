import { useState, type FormEvent } from 'react';
import type { PaymentDetail } from '@contract/payment-lifecycle';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { formatGBP } from '@web/lib/format';
import { useCapturePayment } from '../../lib/payments-api';
import { parseOptionalPounds } from '../../lib/refund-form';
import { InlineError } from './inline-error';
import { useSingleSubmit } from './use-single-submit';

/** Capture all of an authorised payment, or part of it (the rest is voided). */
export function CaptureDialog({ payment, open, onClose }: { payment: PaymentDetail; open: boolean; onClose: () => void }) {
  const [amountText, setAmountText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const capture = useCapturePayment(payment.transactionId, { onDone: onClose });
  const once = useSingleSubmit();
  const authorised = payment.legs.reduce((sum, leg) => sum + leg.amountAuthorised, 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseOptionalPounds(amountText);
    setFieldError(parsed.ok ? undefined : parsed.error);
    if (parsed.ok) once((settled) => capture.mutate(parsed.amount, { onSettled: settled }));
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Capture payment</DialogTitle>
            <DialogDescription>
              {formatGBP(authorised)} is authorised. Capture all of it, or less: what is not captured is released to the customer’s cards.
            </DialogDescription>
          </DialogHeader>
          <FormField id="capture-amount" label="Amount to capture (£)" labelSuffix="(optional)" hint="Leave blank to capture all of it." error={fieldError}>
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                value={amountText}
                placeholder={(authorised / 100).toFixed(2)}
                onChange={(e) => setAmountText(e.target.value)}
              />
            )}
          </FormField>
          <InlineError error={capture.error} fallback="The payment was not captured. Please try again." />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Not now</Button>
            </DialogClose>
            <Button type="submit" disabled={capture.isPending}>
              {capture.isPending ? 'Capturing…' : 'Capture'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
