import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKey } from '@contract/payments';
import { endpointKey, endpointQuery, merchantApi } from '@web/lib/api-client';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { createApiKey, listApiKeys, revokeApiKey } from '@contract/endpoints/merchant-api-keys';

export interface NewKey {
  apiKey: ApiKey;
  secret: string;
}

export function useApiKeys() {
  return useQuery(endpointQuery(merchantApi, listApiKeys));
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: 'test' | 'live') => merchantApi.call(createApiKey, { body: { mode } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(listApiKeys) }),
    onError: (error) => toast({ title: 'Could not create key', description: serverMessage(error) ?? 'Could not create key', variant: 'destructive' }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: ApiKey) => merchantApi.call(revokeApiKey, { params: { id: key.id } }),
    onSuccess: (_data, key) => {
      toast({ title: 'API key revoked', description: `${key.prefix}… no longer works.` });
      return queryClient.invalidateQueries({ queryKey: endpointKey(listApiKeys) });
    },
    onError: (error) => toast({ title: 'Revoke failed', description: serverMessage(error) ?? 'Revoke failed', variant: 'destructive' }),
  });
}
