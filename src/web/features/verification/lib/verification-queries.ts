import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentType, VerificationDetailsRequest, VerificationStateResponse } from '@contract/verification';
import type { QueryClient } from '@tanstack/react-query';
import { endpointKey, endpointQuery, merchantApi } from '@web/lib/api-client';
import { isHttpError } from '@web/lib/http-error';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { merchantMe } from '@contract/endpoints/merchant-account';
import {
  finalizeVerification,
  getKybReview,
  getVerification,
  submitVerificationDetails,
  uploadVerificationDocument,
} from '@contract/endpoints/merchant-verification';

/** Keys come from the endpoints, so the portal's reads of the same two stay in step with these screens. */
const VERIFICATION_KEY = endpointKey(getVerification);
const ME_KEY = endpointKey(merchantMe);
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
  return useQuery(endpointQuery(merchantApi, getVerification));
}

export function useSubmitDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: VerificationDetailsRequest) => merchantApi.call(submitVerificationDetails, { body: details }),
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
      return merchantApi.call(uploadVerificationDocument, { body });
    },
    onSuccess: ({ document }) => {
      // A replacement takes the slot over and starts a fresh review, so old notes go.
      queryClient.setQueryData<VerificationStateResponse>(VERIFICATION_KEY, (old) =>
        old ? { ...old, documents: [...old.documents.filter((d) => d.documentType !== documentType), { ...document, reviewNotes: null }] } : old,
      );
      toast({ title: `${document.fileName} uploaded successfully` });
      // During a periodic review, the last named document closes it.
      void queryClient.invalidateQueries({ queryKey: endpointKey(getKybReview) });
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
    mutationFn: () => merchantApi.call(finalizeVerification),
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
