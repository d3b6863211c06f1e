import { useMutation, useQueryClient } from '@tanstack/react-query';
import { merchantApi } from '@web/lib/api-client';
import { clearToken } from '@web/lib/token-storage';
import { toast } from '@web/lib/use-toast';
import { clearMerchantQueries } from './merchant-queries';
import { forgetSignupKey } from './one-time-secret';
import { merchantLogout } from '@contract/endpoints/merchant-account';

/**
 * Revokes the session on the server, then forgets it here whatever the answer: a person who
 * presses Logout must end up logged out even when offline or already expired.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await merchantApi.call(merchantLogout);
      } catch {
        // The token is dropped below either way; an unreachable server cannot keep anyone signed in here.
      }
    },
    retry: false,
    onSettled: () => {
      forgetSignupKey();
      clearToken('merchantToken');
      clearMerchantQueries(queryClient);
      toast({ title: 'Logged out' });
    },
  });
}
