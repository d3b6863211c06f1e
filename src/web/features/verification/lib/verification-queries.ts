import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DocumentType,
  FinalizeVerificationResponse,
  SubmitDetailsResponse,
  UploadDocumentResponse,
  VerificationDetailsRequest,
  VerificationStateResponse,
} from '@contract/verification';
import type { QueryClient } from '@tanstack/react-query';
import { merchantApi } from '@web/lib/api-client';
import { isHttpError } from '@web/lib/http-error';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';

/** Query keys are API paths; the portal reads the same two, so both screens stay in step. */
export const VERIFICATION_KEY = ['/api/merchant/verification'] as const;
const ME_KEY = ['/api/merchant/me'] as const;
export const UPLOAD_MUTATION_KEY = ['verification-upload'] as const;

/**
 * A 409 means the verification moved on elsewhere (submitted or reviewed in another tab, or by an
 * admin), so the screen reloads where it stands instead of offering edits the server will refuse.
 */
function refreshIfConflict(queryClient: QueryClient, error: unknown): void {
  if (isHttpError(error) && error.status === 409) {
    void queryClient.invalidateQueries({ queryKey: VERIFICATION_KEY });
    void queryClient.invalidateQueries({ queryKey: ME_KEY });
  }
}

export function useVerificationState() {
  return useQuery({ queryKey: VERIFICATION_KEY, queryFn: merchantApi.getQueryFn<VerificationStateResponse>() });
}

export function useSubmitDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: VerificationDetailsRequest) => merchantApi.request<SubmitDetailsResponse>('POST', '/api/merchant/verification/submit', details),
    onSuccess: (response) => {
      queryClient.setQueryData<VerificationStateResponse>(VERIFICATION_KEY, (old) => (old ? { ...old, details: response.details } : old));
      toast({ title: 'Business details saved', description: response.message });
    },
    onError: (error) => refreshIfConflict(queryClient, error),
  });
}

export function useUploadDocument(documentType: DocumentType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...UPLOAD_MUTATION_KEY, documentType],
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('documentType', documentType);
      body.append('file', file, file.name);
      return merchantApi.request<UploadDocumentResponse>('POST', '/api/merchant/verification/documents', body);
    },
    onSuccess: ({ document }) => {
      // A replacement takes the slot over and starts a fresh review, so old notes go.
      queryClient.setQueryData<VerificationStateResponse>(VERIFICATION_KEY, (old) =>
        old
          ? { ...old, documents: [...old.documents.filter((d) => d.documentType !== documentType), { ...document, reviewNotes: null }] }
          : old,
      );
      toast({ title: `${document.fileName} uploaded successfully` });
    },
    onError: (error) => {
      toast({ title: 'Upload failed', description: serverMessage(error) ?? 'Upload failed', variant: 'destructive' });
      refreshIfConflict(queryClient, error);
    },
  });
}

export function useFinalizeVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => merchantApi.request<FinalizeVerificationResponse>('POST', '/api/merchant/verification/finalize'),
    onSuccess: (response) => {
      toast({ title: 'Documents submitted', description: response.message });
      void queryClient.invalidateQueries({ queryKey: VERIFICATION_KEY });
      void queryClient.invalidateQueries({ queryKey: ME_KEY });
    },
    onError: (error) => {
      toast({ title: 'Submission failed', description: serverMessage(error) ?? 'Finalization failed', variant: 'destructive' });
      refreshIfConflict(queryClient, error);
    },
  });
}
