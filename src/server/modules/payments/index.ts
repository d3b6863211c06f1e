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
// The payment lifecycle (docs/decisions/0033).
export { capturePayment } from './capture-payment';
export { cancelPayment } from './cancel-payment';
export { reportLegAuthorisation } from './report-authorisation';
export { expireAuthorisations } from './expire-authorisations';
export { findPayment, type PaymentCaller } from './payment-access';
export { changePayment, newChange, readPayment, VERSION } from './payment-change';
export { paymentAction } from './lifecycle-answer';
export { readHistory } from './payment-history';
export { termsCard } from './legs';
export { commissionOn, partnerShareOf } from './partner-share';
export { assertRefundLegMove, invalidState } from './transitions';
export { toPayment, type TransactionRow } from './to-payment';
