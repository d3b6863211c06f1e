import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateRefundRequest } from '@contract/payment-lifecycle';
import { cancelPayment, capturePayment, createRefund, getPayment, previewRefund } from '@contract/endpoints/payment-lifecycle';
import { listPortalTransactions } from '@contract/endpoints/payments';
import type { CancelReason } from '@contract/payment-states';
import { endpointKey, endpointQuery, merchantApi } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';

/*
 * One payment's detail and what a merchant does to it: capture, cancel, refund. A change's answer
 * lacks the refunds and history the detail shows, so the detail reloads; the transactions list
 * reloads too, since the payment's status or refunded amount moved. Errors stay with the dialog
 * that caused them (shown inline), so these hooks raise no toast for them.
 */

export function usePayment(paymentId: string) {
  return useQuery(endpointQuery(merchantApi, getPayment, { params: { paymentId } }));
}

function refreshPayment(queryClient: QueryClient, paymentId: string) {
  queryClient.removeQueries({ queryKey: [previewRefund.path] });
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(getPayment, { params: { paymentId } }) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(listPortalTransactions) }),
  ]);
}

/** Captures all (amount undefined) or part of an authorised payment. */
export function useCapturePayment(paymentId: string, { onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number | undefined) => merchantApi.call(capturePayment, { params: { paymentId }, body: amount === undefined ? {} : { amount } }),
    onSuccess: (answer) => {
      onDone();
      toast({ title: 'Payment captured', description: `Status: ${answer.payment.status}` });
      return refreshPayment(queryClient, paymentId);
    },
  });
}

export function useCancelPayment(paymentId: string, { onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: Exclude<CancelReason, 'expired'>) => merchantApi.call(cancelPayment, { params: { paymentId }, body: { reason } }),
    onSuccess: () => {
      onDone();
      toast({ title: 'Payment canceled' });
      return refreshPayment(queryClient, paymentId);
    },
  });
}

/**
 * Every allocation for `amount` pence side by side, without refunding; undefined asks for all that
 * can still be refunded. Null waits (the amount typed is not a sum of money yet); the last answer
 * stays shown while the next loads.
 */
export function useRefundPreview(paymentId: string, amount: number | null | undefined) {
  return useQuery({
    queryKey: [previewRefund.path, { params: { paymentId }, body: { amount } }],
    queryFn: ({ signal }) =>
      merchantApi.call(previewRefund, { params: { paymentId }, body: amount === undefined || amount === null ? {} : { amount } }, { signal }),
    enabled: amount !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

export function useCreateRefund(paymentId: string, { onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRefundRequest) => merchantApi.call(createRefund, { params: { paymentId }, body }),
    onSuccess: (refund) => {
      onDone();
      toast({ title: 'Refund created', description: `${refund.id}: ${refund.status}` });
      return refreshPayment(queryClient, paymentId);
    },
  });
}
