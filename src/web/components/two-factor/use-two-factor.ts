import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MfaSetupResponse } from '@contract/mfa';
import { serverMessage } from '@web/lib/server-message';
import type { TwoFactorApi } from '@web/lib/two-factor-api';
import { toast } from '@web/lib/use-toast';

/** The account's two-factor status, and `refresh`, which reloads it with the reads that change when it is turned on or off. */
export function useTwoFactorStatus(api: TwoFactorApi) {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: api.statusKey, queryFn: ({ signal }) => api.status(signal) });
  const refresh = () => {
    for (const queryKey of [api.statusKey, ...(api.alsoRefresh ?? [])]) void queryClient.invalidateQueries({ queryKey });
  };
  return { status, refresh };
}

/** Starts the setup; a failure is toasted and the status reloads, since it may have moved on elsewhere. */
export function useStartTwoFactorSetup(api: TwoFactorApi, { onStarted, refresh }: { onStarted: (setup: MfaSetupResponse) => void; refresh: () => void }) {
  return useMutation({
    mutationFn: () => api.setup(),
    onSuccess: onStarted,
    onError: (error) => {
      toast({ title: 'Could not start the setup', description: serverMessage(error) ?? 'Try again in a moment.', variant: 'destructive' });
      refresh();
    },
  });
}
