import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DisputeDetail } from '@contract/disputes';
import {
  acceptDispute,
  getMyDispute,
  listMyDisputes,
  removeDisputeFile,
  saveDisputeEvidence,
  submitDispute,
  uploadDisputeFile,
} from '@contract/endpoints/merchant-disputes';
import { endpointKey, endpointQuery, merchantApi } from '@web/lib/api-client';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';

/*
 * The merchant's disputes: the reads, the evidence changes, and what each change does to the cache.
 * A change answers with the dispute as it now stands, which becomes the detail at once; the list
 * reloads, since its status or due date may have moved.
 */

const LIST_INPUT = { query: { limit: 100 } } as const;

export function useMyDisputes() {
  return useQuery(endpointQuery(merchantApi, listMyDisputes, LIST_INPUT));
}

export function useMyDispute(disputeId: string) {
  return useQuery(endpointQuery(merchantApi, getMyDispute, { params: { disputeId } }));
}

function storeDispute(queryClient: QueryClient, dispute: DisputeDetail) {
  queryClient.setQueryData(endpointKey(getMyDispute, { params: { disputeId: dispute.id } }), { dispute });
  return queryClient.invalidateQueries({ queryKey: endpointKey(listMyDisputes) });
}

const failed = (title: string) => (error: unknown) => toast({ title, description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });

/** Saves the statement as a draft. */
export function useSaveEvidence(disputeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => merchantApi.call(saveDisputeEvidence, { params: { disputeId }, body: { text } }),
    onSuccess: (r) => {
      toast({ title: r.message });
      return storeDispute(queryClient, r.dispute);
    },
    onError: failed('Not saved'),
  });
}

/** Attaches one file; the answer names only the file, so the dispute is read again. */
export function useUploadEvidenceFile(disputeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return merchantApi.call(uploadDisputeFile, { params: { disputeId }, body });
    },
    onSuccess: (r) => {
      toast({ title: r.message });
      return queryClient.refetchQueries({ queryKey: endpointKey(getMyDispute, { params: { disputeId } }), exact: true });
    },
    onError: failed('File not attached'),
  });
}

export function useRemoveEvidenceFile(disputeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => merchantApi.call(removeDisputeFile, { params: { disputeId, fileId } }),
    onSuccess: (r) => storeDispute(queryClient, r.dispute),
    onError: failed('File not removed'),
  });
}

/** Submits the evidence; the statement as typed is what is submitted, so unsaved text is saved first. */
export function useSubmitDispute(disputeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ text, savedText }: { text: string; savedText: string }) => {
      if (text !== savedText) await merchantApi.call(saveDisputeEvidence, { params: { disputeId }, body: { text } });
      return merchantApi.call(submitDispute, { params: { disputeId } });
    },
    onSuccess: (r) => {
      toast({ title: r.message });
      return storeDispute(queryClient, r.dispute);
    },
    onError: failed('Not submitted'),
  });
}

export function useAcceptDispute(disputeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => merchantApi.call(acceptDispute, { params: { disputeId } }),
    onSuccess: (r) => {
      toast({ title: r.message });
      return storeDispute(queryClient, r.dispute);
    },
    onError: failed('Not accepted'),
  });
}
