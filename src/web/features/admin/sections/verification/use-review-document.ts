import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, endpointKey } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { isUnauthorized } from '@web/features/admin/lib/is-unauthorized';
import { serverMessage } from '@web/lib/server-message';
import { getMerchantDetails, listMerchants } from '@contract/endpoints/admin-merchants';
import { getStats, listAuditLogs } from '@contract/endpoints/admin-reports';
import { listPendingVerifications, reviewDocument } from '@contract/endpoints/admin-verifications';

export interface DocumentDecision {
  documentId: string;
  status: 'APPROVED' | 'REJECTED';
  reviewNotes: string;
}

/** Approve or reject one document; the pending list reloads after every decision, failed ones too (docs/product-spec.md section 4). */
export function useReviewDocument() {
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all(
      [listPendingVerifications, listMerchants, getMerchantDetails, getStats, listAuditLogs].map((endpoint) =>
        queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) }),
      ),
    );
  return useMutation({
    mutationFn: ({ documentId, status, reviewNotes }: DocumentDecision) =>
      adminApi.call(reviewDocument, { params: { documentId }, body: { status, reviewNotes } }),
    onSuccess: (_data, { status }) => {
      toast({ title: status === 'APPROVED' ? 'Document approved successfully' : 'Document rejected successfully' });
      return reload();
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({ title: 'Failed to update document status', description: serverMessage(error) ?? 'Failed to update document', variant: 'destructive' });
      return reload();
    },
  });
}
