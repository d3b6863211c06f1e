import { useState } from 'react';
import { Ban, CheckCircle2, Eye, RotateCcw } from 'lucide-react';
import type { AdminMerchant } from '@contract/admin-merchants';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/features/admin/components/confirm-dialog';
import { useAdminCan } from '@web/features/admin/lib/use-admin-role';
import { changeMerchantStatus } from '@contract/endpoints/admin-merchants';
import { useChangeMerchantStatus } from './use-change-merchant-status';

interface Props {
  merchant: AdminMerchant;
  onView: () => void;
}

/** Approve when pending, Suspend (after a confirmation) when active, Reinstate when suspended; only View for roles that may not change a status. */
export function MerchantActions({ merchant, onView }: Props) {
  const change = useChangeMerchantStatus();
  const canChange = useAdminCan(changeMerchantStatus);
  const [confirming, setConfirming] = useState(false);
  const name = merchant.companyName;
  const run = (status: 'ACTIVE' | 'SUSPENDED') => change.mutateAsync({ merchantId: merchant.merchantId, status }).catch(() => undefined);

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={onView} aria-label={`View ${name}`}>
        <Eye aria-hidden="true" />
        View
      </Button>
      {canChange && merchant.status === 'PENDING_VERIFICATION' ? (
        <Button size="sm" variant="accent" disabled={change.isPending} onClick={() => void run('ACTIVE')} aria-label={`Approve ${name}`}>
          <CheckCircle2 aria-hidden="true" />
          {change.isPending ? 'Approving…' : 'Approve'}
        </Button>
      ) : null}
      {canChange && merchant.status === 'ACTIVE' ? (
        <Button size="sm" variant="destructive" disabled={change.isPending} onClick={() => setConfirming(true)} aria-label={`Suspend ${name}`}>
          <Ban aria-hidden="true" />
          Suspend
        </Button>
      ) : null}
      {canChange && merchant.status === 'SUSPENDED' ? (
        <Button size="sm" variant="secondary" disabled={change.isPending} onClick={() => void run('ACTIVE')} aria-label={`Reinstate ${name}`}>
          <RotateCcw aria-hidden="true" />
          {change.isPending ? 'Reinstating…' : 'Reinstate'}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Suspend ${name}?`}
        description="Their portal sessions are signed out at once and their API keys stop working until the merchant is reinstated. The merchant is emailed."
        confirmLabel="Suspend merchant"
        busy={change.isPending}
        onConfirm={() => void run('SUSPENDED').then(() => setConfirming(false))}
      />
    </div>
  );
}
