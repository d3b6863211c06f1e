import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getPayoutsOverview,
  getSettlementFile,
  listPayoutRuns,
  listPayouts,
  runPayouts,
  startLedgerCheck,
  updatePayoutStatus,
} from '@contract/endpoints/admin-payouts';
import { listAuditLogs } from '@contract/endpoints/admin-reports';
import { adminApi } from '@web/lib/api-client';
import { saveDownload } from '@web/lib/download-file';
import { toast } from '@web/lib/use-toast';
import { invalidateEndpoints, useAdminQuery, useCursorList } from '@web/features/admin/lib/admin-queries';
import { failureToast } from '@web/features/admin/lib/failure-toast';

/*
 * Admin payouts: the reads, the changes, and what each change does to the cache. A run or a status
 * change moves the overview, the runs, the payouts and the audit log, so all four reload.
 */

function refreshPayouts(queryClient: QueryClient) {
  return invalidateEndpoints(queryClient, [getPayoutsOverview, listPayoutRuns, listPayouts, listAuditLogs]);
}

/** The overview; `refetchInterval` while a ledger check runs, so its result shows when it lands. */
export function usePayoutsOverview(refetchInterval?: number) {
  return useAdminQuery(getPayoutsOverview, undefined, { refetchInterval });
}

/** Starts a ledger check in the background (or joins the one running); the overview then polls for it. */
export function useStartLedgerCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminApi.call(startLedgerCheck),
    onSuccess: (data) => {
      toast({ title: 'Ledger check', description: data.message });
      return invalidateEndpoints(queryClient, [getPayoutsOverview]);
    },
    onError: failureToast('The ledger check did not start'),
  });
}

export function usePayoutRuns() {
  return useCursorList(listPayoutRuns, {});
}

export function usePayoutList(filters: { status: string; runId: string; merchantId: string | undefined }) {
  return useCursorList(listPayouts, filters);
}

/** Runs payouts now; a refused run may still have changed what is due, so the figures reload either way. */
export function useRunPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminApi.call(runPayouts),
    onSuccess: (data) => {
      toast({ title: 'Payout run created', description: data.message });
      return refreshPayouts(queryClient);
    },
    onError: (e) => {
      failureToast('No payout run')(e);
      return refreshPayouts(queryClient);
    },
  });
}

export function useSettlementDownload() {
  return useMutation({
    mutationFn: async (runId: string) => saveDownload(await adminApi.fetchRaw(getSettlementFile, { params: { runId } }), `settlement-${runId}.csv`),
    onError: failureToast('Download failed'),
  });
}

export type PayoutChange = { payoutId: string; status: 'PROCESSING' | 'PAID' | 'FAILED'; reason?: string };

/** Moves a payout on; `onDone` runs as soon as the server agrees, before the lists reload. */
export function useUpdatePayoutStatus({ onDone }: { onDone?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: PayoutChange) =>
      adminApi.call(updatePayoutStatus, { params: { payoutId: v.payoutId }, body: { status: v.status, ...(v.reason ? { reason: v.reason } : {}) } }),
    onSuccess: (data) => {
      toast({ title: 'Payout updated', description: data.message });
      onDone?.();
      return refreshPayouts(queryClient);
    },
    onError: failureToast('Could not update the payout'),
  });
}
