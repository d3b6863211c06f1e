import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addBlockedBin, listBlockedBins, removeBlockedBin } from '@contract/endpoints/admin-risk';
import { listAuditLogs } from '@contract/endpoints/admin-reports';
import { adminApi } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { invalidateEndpoints, useAdminQuery } from '@web/features/admin/lib/admin-queries';
import { failureToast } from '@web/features/admin/lib/failure-toast';

/*
 * Blocked card ranges: the list, the changes, and what each change reloads (the list and the audit
 * log). Each change's `onDone` runs as soon as the server agrees, before the reload.
 */

type Done = { onDone?: () => void };

export function useBlockedBins() {
  return useAdminQuery(listBlockedBins);
}

export function useBlockBin({ onDone }: Done = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { prefix: string; reason: string }) => adminApi.call(addBlockedBin, { body }),
    onSuccess: (data) => {
      toast({ title: 'BIN blocked', description: data.message });
      onDone?.();
      return invalidateEndpoints(queryClient, [listBlockedBins, listAuditLogs]);
    },
    onError: failureToast('Could not block the BIN'),
  });
}

export function useUnblockBin({ onDone }: Done = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prefix: string) => adminApi.call(removeBlockedBin, { params: { prefix } }),
    onSuccess: (_data, prefix) => {
      toast({ title: 'BIN unblocked', description: `BIN prefix ${prefix} is no longer blocked` });
      onDone?.();
      return invalidateEndpoints(queryClient, [listBlockedBins, listAuditLogs]);
    },
    onError: failureToast('Could not unblock the BIN'),
  });
}
