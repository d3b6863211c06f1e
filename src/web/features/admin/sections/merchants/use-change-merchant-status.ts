import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminApi, endpointKey } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { isUnauthorized } from '@web/features/admin/lib/is-unauthorized';
import { serverMessage } from '@web/lib/server-message';
import { changeMerchantStatus, getMerchantDetails, listMerchants } from '@contract/endpoints/admin-merchants';
import { getAnalytics, getDailyStats, getStats, listAuditLogs, listTransactions } from '@contract/endpoints/admin-reports';

export interface StatusChange {
  merchantId: string;
  status: 'ACTIVE' | 'SUSPENDED';
}

/** docs/product-spec.md section 4: after a status change, merchants, transactions and stats reload (and what derives from them). */
export function invalidateAfterMerchantChange(queryClient: QueryClient): Promise<unknown> {
  const endpoints = [listMerchants, getMerchantDetails, listTransactions, getStats, getDailyStats, getAnalytics, listAuditLogs];
  return Promise.all(endpoints.map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) })));
}

/** Approve, suspend or reinstate, with the toasts of docs/product-spec.md section 8. */
export function useChangeMerchantStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ merchantId, status }: StatusChange) => adminApi.call(changeMerchantStatus, { params: { merchantId }, body: { status } }),
    onSuccess: (data, { status }) => {
      toast({ title: 'Status Updated', description: data?.message || `Merchant status changed to ${status}` });
      return invalidateAfterMerchantChange(queryClient);
    },
    onError: (error) => {
      // A 401 has already cleared the token; the session hook says "Session Expired" instead.
      if (isUnauthorized(error)) return;
      toast({ title: 'Update Failed', description: serverMessage(error) ?? 'Failed to update merchant status', variant: 'destructive' });
      // Someone else may have changed the merchant meanwhile: show the current state.
      void Promise.all([listMerchants, getMerchantDetails].map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) })));
    },
  });
}
