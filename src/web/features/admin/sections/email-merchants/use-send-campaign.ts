import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendCampaignRequest, SendCampaignResponse } from '@contract/email-campaigns';
import { adminApi } from '@web/lib/api-client';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { isUnauthorized } from '@web/features/admin/lib/is-unauthorized';
import { failureToast, successToast } from './campaign-logic';

export const CAMPAIGNS_PATH = '/api/admin/email-campaigns';

/**
 * Sending a campaign, or retrying its failures. Never retried automatically:
 * replaying the POST after a dropped connection could email every merchant twice.
 */
export function useCampaignMutation(onSent: (result: SendCampaignResponse, kind: 'send' | 'retry') => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { kind: 'send'; body: SendCampaignRequest } | { kind: 'retry'; campaignId: string }) =>
      request.kind === 'send'
        ? adminApi.request<SendCampaignResponse>('POST', CAMPAIGNS_PATH, request.body)
        : adminApi.request<SendCampaignResponse>('POST', `${CAMPAIGNS_PATH}/${encodeURIComponent(request.campaignId)}/retry`),
    retry: false,
    onSuccess: (result, request) => {
      toast(successToast(result));
      void queryClient.invalidateQueries({ queryKey: [CAMPAIGNS_PATH] });
      onSent(result, request.kind);
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({ ...failureToast(serverMessage(error)), variant: 'destructive' });
    },
  });
}
