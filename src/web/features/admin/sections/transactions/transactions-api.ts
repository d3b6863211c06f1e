import { getAdminTransaction } from '@contract/endpoints/payment-lifecycle';
import { useAdminQuery } from '@web/features/admin/lib/admin-queries';

/** One payment as staff see it: legs, refunds, disputes and history. Nothing is loaded until a row is opened. */
export function useAdminTransaction(transactionId: string | null) {
  return useAdminQuery(getAdminTransaction, { params: { transactionId: transactionId ?? 'txn_none' } }, { enabled: transactionId !== null });
}
