import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listAdminWebhookEndpoints, replayAdminWebhookDelivery, searchAdminWebhookDeliveries } from '@contract/endpoints/admin-webhooks';
import { adminApi } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { invalidateEndpoints, useAdminQuery } from '@web/features/admin/lib/admin-queries';
import { failureToast } from '@web/features/admin/lib/failure-toast';

/** Webhook deliveries: finding an event's deliveries, and replaying one. */

export function useEventDeliveries(eventId: string | null) {
  return useAdminQuery(searchAdminWebhookDeliveries, { query: { eventId: eventId ?? '' } }, { enabled: eventId !== null });
}

/** Queues a delivery again. The deliveries and the endpoints' health reload now and once more a second later, when the attempt has usually been made. */
export function useReplayDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminApi.call(replayAdminWebhookDelivery, { params: { id } }),
    onSuccess: () => {
      toast({ title: 'Delivery queued', description: 'It is being sent again now. The replay is in the audit log.' });
      const refresh = () => invalidateEndpoints(queryClient, [searchAdminWebhookDeliveries, listAdminWebhookEndpoints]);
      setTimeout(() => void refresh(), 1000);
      return refresh();
    },
    onError: failureToast('Could not replay'),
  });
}
