import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewDocumentResponse } from '@contract/admin-verifications';
import { adminApi } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { isUnauthorized } from '@web/features/admin/lib/is-unauthorized';
import { serverMessage } from '@web/lib/server-message';

export interface DocumentDecision {
  documentId: string;
  status: 'APPROVED' | 'REJECTED';
  reviewNotes: string;
}

/** Approve or reject one document; the pending list reloads after every decision, failed ones too (spec section 4). */
export function useReviewDocument() {
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all(
      ['/api/admin/verifications/pending', '/api/admin/merchants', '/api/admin/stats', '/api/admin/audit-logs'].map((key) =>
        queryClient.invalidateQueries({ queryKey: [key] }),
      ),
    );
  return useMutation({
    mutationFn: ({ documentId, status, reviewNotes }: DocumentDecision) =>
      adminApi.request<ReviewDocumentResponse | null>('PATCH', `/api/admin/verifications/documents/${encodeURIComponent(documentId)}`, { status, reviewNotes }),
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
