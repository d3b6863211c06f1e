import { Link, useParams } from 'react-router';
import { paymentIdParamsSchema } from '@contract/payment-lifecycle';
import { PaymentDetailSections } from '@web/components/payments/payment-detail-sections';
import { PaymentSummary } from '@web/components/payments/payment-summary';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { serverMessage } from '@web/lib/server-message';
import { PaymentActions } from '../components/payment/payment-actions';
import { tabPath } from '../components/portal-tabs';
import { usePayment } from '../lib/payments-api';

/** /merchant-portal/payments/:paymentId: one payment, its legs, refunds, disputes and timeline, and what may be done to it. */
export function PaymentDetailPage() {
  const { paymentId = '' } = useParams();
  const valid = paymentIdParamsSchema.safeParse({ paymentId }).success;
  return (
    <div className="grid gap-4">
      <Link className="w-fit text-sm font-medium text-primary underline underline-offset-4" to={tabPath('')}>
        Back to transactions
      </Link>
      {valid ? (
        <PaymentCard paymentId={paymentId} />
      ) : (
        <Card role="alert">
          <CardHeader>
            <CardTitle as="h2">There is no payment at this address</CardTitle>
          </CardHeader>
        </Card>
      )}
    </div>
  );
}

function PaymentCard({ paymentId }: { paymentId: string }) {
  const detail = usePayment(paymentId);
  const payment = detail.data;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        {/* The payment's own page shows its ids and the customer's email whole, wrapped anywhere on a phone. */}
        <div className="grid min-w-0 gap-1.5 [overflow-wrap:anywhere]">
          <CardTitle as="h2">Payment {paymentId}</CardTitle>
          <CardDescription>{payment ? `${payment.customerEmail}, ${payment.legs.length} leg${payment.legs.length === 1 ? '' : 's'}` : ' '}</CardDescription>
        </div>
        {payment ? <PaymentActions payment={payment} /> : null}
      </CardHeader>
      <CardContent className="grid gap-6">
        {detail.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading the payment…
          </p>
        ) : null}
        {detail.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The payment could not be loaded. {serverMessage(detail.error) ?? 'Please try again.'}
          </p>
        ) : null}
        {payment ? (
          <>
            <PaymentSummary payment={payment} />
            <PaymentDetailSections payment={payment} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
