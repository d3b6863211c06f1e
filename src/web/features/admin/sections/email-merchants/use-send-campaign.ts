import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendCampaignRequest, SendCampaignResponse } from '@contract/email-campaigns';
import { adminApi, endpointKey } from '@web/lib/api-client';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { isUnauthorized } from '@web/features/admin/lib/is-unauthorized';
import { failureToast, successToast } from './campaign-logic';
import { getCampaign, listCampaigns, retryCampaign, sendCampaign } from '@contract/endpoints/admin-email';

/**
 * Sending a campaign, or retrying its failures. Never retried automatically:
 * replaying the POST after a dropped connection could email every merchant twice.
 */
export function useCampaignMutation(onSent: (result: SendCampaignResponse, kind: 'send' | 'retry') => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { kind: 'send'; body: SendCampaignRequest } | { kind: 'retry'; campaignId: string }) =>
      request.kind === 'send' ? adminApi.call(sendCampaign, { body: request.body }) : adminApi.call(retryCampaign, { params: { id: request.campaignId } }),
    retry: false,
    onSuccess: (result, request) => {
      toast(successToast(result));
      void Promise.all([listCampaigns, getCampaign].map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) })));
      onSent(result, request.kind);
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({ ...failureToast(serverMessage(error)), variant: 'destructive' });
    },
  });
}
