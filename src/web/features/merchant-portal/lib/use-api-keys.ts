import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKey } from '@contract/payments';
import { merchantApi } from '@web/lib/api-client';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { API_KEYS_KEY } from './merchant-queries';

export interface NewKey {
  apiKey: ApiKey;
  secret: string;
}

export function useApiKeys() {
  return useQuery({ queryKey: API_KEYS_KEY, queryFn: merchantApi.getQueryFn<{ apiKeys: ApiKey[] }>() });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: 'test' | 'live') => merchantApi.request<NewKey>('POST', '/api/merchant/api-keys', { mode }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
    onError: (error) => toast({ title: 'Could not create key', description: serverMessage(error) ?? 'Could not create key', variant: 'destructive' }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: ApiKey) => merchantApi.request<null>('DELETE', `/api/merchant/api-keys/${encodeURIComponent(key.id)}`),
    onSuccess: (_data, key) => {
      toast({ title: 'API key revoked', description: `${key.prefix}… no longer works.` });
      return queryClient.invalidateQueries({ queryKey: API_KEYS_KEY });
    },
    onError: (error) => toast({ title: 'Revoke failed', description: serverMessage(error) ?? 'Revoke failed', variant: 'destructive' }),
  });
}
