import { Badge } from '@web/components/ui/badge';

const MERCHANT_VARIANTS = { ACTIVE: 'success', PENDING_VERIFICATION: 'secondary', SUSPENDED: 'destructive' } as const;

export function MerchantStatusBadge({ status }: { status: string }) {
  const variant = MERCHANT_VARIANTS[status as keyof typeof MERCHANT_VARIANTS] ?? 'outline';
  return <Badge variant={variant}>{status}</Badge>;
}

/** COMPLETED is highlighted (docs/product-spec.md section 2); every other status is plain. */
export function TransactionStatusBadge({ status }: { status: string }) {
  return <Badge variant={status === 'COMPLETED' ? 'success' : 'outline'}>{status}</Badge>;
}

const VERIFICATION_VARIANTS = { APPROVED: 'success', UNDER_REVIEW: 'secondary', ACTION_REQUIRED: 'destructive', NOT_STARTED: 'outline' } as const;

export function VerificationStatusBadge({ status }: { status: string }) {
  const variant = VERIFICATION_VARIANTS[status as keyof typeof VERIFICATION_VARIANTS] ?? 'outline';
  return <Badge variant={variant}>{status}</Badge>;
}

export function ModeBadge({ mode }: { mode: string }) {
  return <Badge variant={mode === 'live' ? 'default' : 'outline'}>{mode}</Badge>;
}
