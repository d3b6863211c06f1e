import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignAcceptedResponse, CampaignSummary, SendCampaignRequest } from '@contract/email-campaigns';
import { adminApi, endpointKey } from '@web/lib/api-client';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { isUnauthorized } from '@web/features/admin/lib/is-unauthorized';
import { failureToast, queuedToast, retryQueuedToast } from './campaign-logic';
import { cancelCampaign, getCampaign, listCampaigns, resumeCampaign, retryCampaign, sendCampaign } from '@contract/endpoints/admin-email';

const refreshCampaigns = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([listCampaigns, getCampaign].map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) })));

const showFailure = (error: unknown) => {
  if (isUnauthorized(error)) return;
  toast({ ...failureToast(serverMessage(error)), variant: 'destructive' });
};

/**
 * Sending a campaign: the server answers once it is stored and queued, and sends it in the background.
 * Never retried automatically: replaying the POST after a dropped connection could email every merchant twice.
 */
export function useSendCampaign(onQueued: (result: CampaignAcceptedResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendCampaignRequest) => adminApi.call(sendCampaign, { body }),
    retry: false,
    onSuccess: (result) => {
      toast(queuedToast(result));
      void refreshCampaigns(queryClient);
      onQueued(result);
    },
    onError: showFailure,
  });
}

/** Retrying a campaign's failures: queued and answered at once, then sent in the background. Never retried automatically either. */
export function useRetryCampaign(onQueued: (accepted: CampaignAcceptedResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: string) => adminApi.call(retryCampaign, { params: { id: campaignId } }),
    retry: false,
    onSuccess: (result) => {
      toast(retryQueuedToast(result));
      void refreshCampaigns(queryClient);
      onQueued(result);
    },
    onError: showFailure,
  });
}

/** Cancel or resume a campaign that is sending in the background. */
export function useCampaignControl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, campaignId }: { action: 'cancel' | 'resume'; campaignId: string }): Promise<CampaignSummary> =>
      adminApi.call(action === 'cancel' ? cancelCampaign : resumeCampaign, { params: { id: campaignId } }),
    retry: false,
    onSuccess: (summary, { action }) => {
      toast(
        action === 'cancel'
          ? { title: 'Campaign canceled', description: `${summary.totals.pending} not sent; resume to send them` }
          : { title: 'Campaign resumed', description: `${summary.totals.pending} left to send` },
      );
      void refreshCampaigns(queryClient);
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({ title: 'Could not change the campaign', description: serverMessage(error) ?? 'Please try again', variant: 'destructive' });
    },
  });
}

export { refreshCampaigns };
