/** The payments domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { checkAmount, decidePayment } from './decide-payment';
export { purgeExpiredIdempotencyKeys, requestHash } from './idempotency';
export { listPayments } from './list-payments';
export { listTransactions } from './list-transactions';
export { feeFor, paymentCache, startPaymentCache, startedPaymentCache } from './payment-cache';
export { createPaymentWriter, paymentWriter } from './payment-writer';
export type { RecordPaymentArgs } from './payment-writer';
export { processPayment } from './process-payment';
export { foldPendingStats, recordTransactions } from './record-transactions';
export type { TransactionRecord } from './record-transactions';
