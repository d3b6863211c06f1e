/** The refunds domain's entry point (docs/decisions/0033-payment-lifecycle.md): other code imports this file only. */
export { createRefund } from './create-refund';
export { previewRefund } from './preview-refund';
export { reportRefundLegResult } from './report-refund-result';
export { getAdminPaymentDetail, getPaymentDetail, getRefund, listPaymentRefunds, listRefunds } from './read-refunds';
