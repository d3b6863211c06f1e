import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OpenDisputeRequest } from '@contract/disputes';
import { decideDispute, getDispute, getDisputeFigures, getDisputeFile, listDisputes, openDispute } from '@contract/endpoints/admin-disputes';
import { adminApi } from '@web/lib/api-client';
import { saveDownload } from '@web/lib/download-file';
import { toast } from '@web/lib/use-toast';
import { invalidateEndpoints, useAdminQuery, useCursorList } from '@web/features/admin/lib/admin-queries';
import { failureToast } from '@web/features/admin/lib/failure-toast';

/*
 * Admin disputes: the reads, the changes, and what each change does to the cache. Opening or
 * deciding a dispute moves the figures, the queue and the dispute itself, so all three reload.
 */

function refreshDisputes(queryClient: QueryClient) {
  return invalidateEndpoints(queryClient, [getDisputeFigures, listDisputes, getDispute]);
}

export function useDisputeFigures() {
  return useAdminQuery(getDisputeFigures);
}

export function useDisputeQueue(filters: { status: string; reason: string }) {
  return useCursorList(listDisputes, filters);
}

export function useDispute(disputeId: string | null) {
  return useAdminQuery(getDispute, { params: { disputeId: disputeId ?? 'dp_none' } }, { enabled: disputeId !== null });
}

export function useDecideDispute(disputeId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: 'WON' | 'LOST') => adminApi.call(decideDispute, { params: { disputeId: disputeId! }, body: { outcome } }),
    onSuccess: (data) => {
      toast({ title: 'Dispute decided', description: data.message });
      return refreshDisputes(queryClient);
    },
    onError: failureToast('Not decided'),
  });
}

export function useDisputeFileDownload(disputeId: string | null) {
  return useMutation({
    mutationFn: async (file: { id: string; fileName: string }) =>
      saveDownload(await adminApi.fetchRaw(getDisputeFile, { params: { disputeId: disputeId!, fileId: file.id } }), file.fileName),
    onError: failureToast('Download failed'),
  });
}

/** Opens a dispute from a payment; a field the server rejects is left to the caller's mutate options. */
export function useOpenDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpenDisputeRequest) => adminApi.call(openDispute, { body }),
    onSuccess: (data) => {
      toast({ title: 'Dispute opened', description: data.message });
      return refreshDisputes(queryClient);
    },
    onError: failureToast('Dispute not opened'),
  });
}
