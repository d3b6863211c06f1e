import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getMerchantApiRateLimit, setMerchantApiRateLimit } from '@contract/endpoints/admin-api-management';
import { listAuditLogs } from '@contract/endpoints/admin-reports';
import { adminApi } from '@web/lib/api-client';
import { fieldError } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { invalidateEndpoints, useAdminQuery } from '@web/features/admin/lib/admin-queries';
import { failureToast } from '@web/features/admin/lib/failure-toast';

/** A merchant's per-key API rate limit, and setting it (which reloads the limit and the audit log). */

export const perSecond = (n: number) => (n === 0 ? 'no limit' : `${n.toLocaleString('en-GB')} a second`);

export function useMerchantApiRateLimit(merchantId: string) {
  return useAdminQuery(getMerchantApiRateLimit, { params: { merchantId } });
}

/** Sets the limit (null: the platform defaults); a message the server gives for the field goes to `onFieldError` as well. */
export function useSaveApiRateLimit(merchantId: string, { onFieldError }: { onFieldError: (message: string) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestsPerSecond: number | null) => adminApi.call(setMerchantApiRateLimit, { params: { merchantId }, body: { requestsPerSecond } }),
    onSuccess: (data) => {
      toast({ title: 'API rate limit saved', description: `Live keys: ${perSecond(data.effective.live)}; test keys: ${perSecond(data.effective.test)}.` });
      return invalidateEndpoints(queryClient, [getMerchantApiRateLimit, listAuditLogs]);
    },
    onError: (e) => {
      const f = fieldError(e, ['requestsPerSecond'] as const);
      if (f) onFieldError(f.message);
      failureToast('Could not save the API rate limit')(e);
    },
  });
}
