import { useMutation, useQuery } from '@tanstack/react-query';
import { getBalance, getPayoutStatement, listMyPayouts } from '@contract/endpoints/merchant-payouts';
import { endpointQuery, merchantApi } from '@web/lib/api-client';
import { saveDownload } from '@web/lib/download-file';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';

/** The merchant's balance, payouts and payout statements. Nothing here changes data, so nothing reloads. */

export function useBalance() {
  return useQuery(endpointQuery(merchantApi, getBalance));
}

export function useMyPayouts() {
  return useQuery(endpointQuery(merchantApi, listMyPayouts, { query: { limit: 100 } }));
}

export function useStatementDownload() {
  return useMutation({
    mutationFn: async (payoutId: string) =>
      saveDownload(await merchantApi.fetchRaw(getPayoutStatement, { params: { payoutId } }), `payout-statement-${payoutId}.csv`),
    onError: (e) => toast({ title: 'Download failed', description: serverMessage(e) ?? 'Please try again.', variant: 'destructive' }),
  });
}
