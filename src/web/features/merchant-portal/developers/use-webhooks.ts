import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventType } from '@contract/events';
import { listEvents } from '@contract/endpoints/merchant-events';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  replayWebhookDelivery,
  rollWebhookSecret,
  sendTestWebhook,
  updateWebhookEndpoint,
} from '@contract/endpoints/merchant-webhooks';
import type { EventSubscription, WebhookEndpoint } from '@contract/webhooks';
import { endpointKey, endpointQuery, merchantApi } from '@web/lib/api-client';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';

const failed = (title: string) => (error: unknown) => toast({ title, description: serverMessage(error) ?? title, variant: 'destructive' });

export function useWebhookEndpoints() {
  return useQuery(endpointQuery(merchantApi, listWebhookEndpoints));
}

function useInvalidateEndpoints() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: endpointKey(listWebhookEndpoints) });
}

export type NewEndpointInput = { url: string; mode: 'test' | 'live'; enabledEvents: EventSubscription[]; description?: string };

/** Form errors are shown by the form, so no toast here. */
export function useCreateEndpoint() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    mutationFn: (body: NewEndpointInput) => merchantApi.call(createWebhookEndpoint, { body }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateEndpoint() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: string;
      body: { url?: string; enabledEvents?: EventSubscription[]; description?: string | null; status?: 'ENABLED' | 'DISABLED' };
    }) => merchantApi.call(updateWebhookEndpoint, { params: { id }, body }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteEndpoint() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    mutationFn: (endpoint: WebhookEndpoint) => merchantApi.call(deleteWebhookEndpoint, { params: { id: endpoint.id } }),
    onSuccess: () => {
      toast({ title: 'Endpoint deleted' });
      return invalidate();
    },
    onError: failed('Could not delete the endpoint'),
  });
}

export function useRollSecret() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    mutationFn: ({ id, overlapHours }: { id: string; overlapHours: number }) => merchantApi.call(rollWebhookSecret, { params: { id }, body: { overlapHours } }),
    onSuccess: () => invalidate(),
    onError: failed('Could not roll the secret'),
  });
}

export function useSendTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpoint: WebhookEndpoint) => merchantApi.call(sendTestWebhook, { params: { id: endpoint.id } }),
    onSuccess: (_data, endpoint) => {
      toast({ title: 'Test event sent', description: `A webhook.test event is on its way to ${endpoint.url}` });
      // Give the worker a moment, then show the delivery.
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: endpointKey(listWebhookDeliveries, { params: { id: endpoint.id } }) }), 1000);
      return queryClient.invalidateQueries({ queryKey: endpointKey(listWebhookDeliveries, { params: { id: endpoint.id } }) });
    },
    onError: failed('Could not send a test event'),
  });
}

export function useDeliveries(endpointId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: endpointKey(listWebhookDeliveries, { params: { id: endpointId } }),
    queryFn: ({ pageParam }) => merchantApi.call(listWebhookDeliveries, { params: { id: endpointId }, query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

export function useReplay(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => merchantApi.call(replayWebhookDelivery, { params: { id: deliveryId } }),
    onSuccess: () => {
      toast({ title: 'Delivery queued', description: 'It is being sent again now.' });
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: endpointKey(listWebhookDeliveries, { params: { id: endpointId } }) }), 1000);
      return queryClient.invalidateQueries({ queryKey: endpointKey(listWebhookDeliveries, { params: { id: endpointId } }) });
    },
    onError: failed('Could not replay the delivery'),
  });
}

export function useEvents(type: EventType | '') {
  return useInfiniteQuery({
    queryKey: endpointKey(listEvents, { query: type ? { type } : {} }),
    queryFn: ({ pageParam }) => merchantApi.call(listEvents, { query: { ...(type ? { type } : {}), cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
