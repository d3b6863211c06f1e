import { useState } from 'react';
import type { PaymentDetail } from '@contract/payment-lifecycle';
import { Button } from '@web/components/ui/button';
import { useMerchantCan } from '../../lib/use-merchant-me';
import { CancelPaymentDialog } from './cancel-payment-dialog';
import { CaptureDialog } from './capture-dialog';
import { RefundDialog } from './refund-dialog';

type Open = 'capture' | 'cancel' | 'refund' | null;

/**
 * What the payment's status allows, for owners and admins only (the roles the server lets change a
 * payment): Capture and Cancel while authorised, Cancel while waiting for authorisation, Refund once
 * completed with something left to refund. Each dialog mounts fresh, so it never shows an old error.
 */
export function PaymentActions({ payment }: { payment: PaymentDetail }) {
  const canChange = useMerchantCan('manageAccount');
  const [open, setOpen] = useState<Open>(null);
  if (!canChange) return null;
  const close = () => setOpen(null);
  const canCapture = payment.status === 'AUTHORISED';
  const canCancel = payment.status === 'AUTHORISED' || payment.status === 'REQUIRES_AUTHORISATION';
  const canRefund = payment.status === 'COMPLETED' && payment.amountCaptured - payment.amountRefunded > 0;
  if (!canCapture && !canCancel && !canRefund) return null;

  return (
    <div className="flex flex-wrap gap-2">
      {canCapture ? <Button onClick={() => setOpen('capture')}>Capture</Button> : null}
      {canCancel ? (
        <Button variant="outline" onClick={() => setOpen('cancel')}>
          Cancel payment
        </Button>
      ) : null}
      {canRefund ? (
        <Button variant="outline" onClick={() => setOpen('refund')}>
          Refund
        </Button>
      ) : null}
      {open === 'capture' ? <CaptureDialog payment={payment} open onClose={close} /> : null}
      {open === 'cancel' ? <CancelPaymentDialog payment={payment} open onClose={close} /> : null}
      {open === 'refund' ? <RefundDialog payment={payment} open onClose={close} /> : null}
    </div>
  );
}
