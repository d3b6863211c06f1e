import type { LifecycleAnswer } from '@contract/payment-lifecycle';
import { toPayment, type TransactionRow } from './to-payment';

/** The answer of every lifecycle action: the payment as it now is, any re-split, and what to void. */
export function lifecycleAnswer(row: TransactionRow, resplit: LifecycleAnswer['resplit'], voidReferences: string[]): LifecycleAnswer {
  return { payment: toPayment(row), resplit, voidReferences };
}
