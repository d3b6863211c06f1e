import { PaymentDetailSections } from '@web/components/payments/payment-detail-sections';
import { PaymentSummary } from '@web/components/payments/payment-summary';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { LoadState } from '@web/features/admin/components/load-state';
import { useAdminTransaction } from './transactions-api';

/** One payment opened from the Transactions list: its summary, legs, refunds, disputes and history. Read-only for staff. */
export function TransactionDetailDialog({ transactionId, onClose }: { transactionId: string | null; onClose: () => void }) {
  const detail = useAdminTransaction(transactionId);
  const t = detail.data;
  return (
    <Dialog open={transactionId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-4xl">
        <DialogHeader className="[overflow-wrap:anywhere]">
          <DialogTitle>Payment {transactionId}</DialogTitle>
          <DialogDescription>{t ? `${t.companyName} (${t.merchantId})` : 'Loading the payment'}</DialogDescription>
        </DialogHeader>
        <LoadState isPending={detail.isPending} isError={detail.isError} onRetry={() => void detail.refetch()} what="payment" />
        {t ? (
          <div className="grid gap-6">
            <PaymentSummary
              payment={t}
              extra={
                <>
                  <dt className="text-muted-foreground">Merchant</dt>
                  <dd>{t.companyName}</dd>
                </>
              }
            />
            <PaymentDetailSections payment={t} />
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
