import { useQueryClient } from '@tanstack/react-query';
import { adminApi, endpointKey } from '@web/lib/api-client';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { isUnauthorized } from '@web/features/admin/lib/is-unauthorized';
import { getFeeRevenue, listCommissionMerchants, listFeeOverrides, listPartners } from '@contract/endpoints/admin-commission';
import { listAuditLogs } from '@contract/endpoints/admin-reports';

/** After any change on the Commission screen: reload what it shows (and the audit log). */
export function useCommissionRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [listPartners, listCommissionMerchants, listFeeOverrides, getFeeRevenue, listAuditLogs].map((e) =>
        queryClient.invalidateQueries({ queryKey: endpointKey(e) }),
      ),
    );
}

export const failedToast = (title: string) => (e: unknown) => {
  if (!isUnauthorized(e)) toast({ title, description: serverMessage(e) ?? 'Please try again', variant: 'destructive' });
};

export { adminApi };
