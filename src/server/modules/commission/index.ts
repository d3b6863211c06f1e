/**
 * Partners and their revenue share, per-merchant fee overrides, and fee revenue reports
 * (docs/decisions/0018): the only entry point other code imports. The ledger trigger reads a
 * merchant's partner and share when each payment is stored, so an assignment or a new share
 * applies to payments from then on; record_payment re-checks the fee in force and stores it on the
 * transaction.
 */
export { createPartner, deletePartner, listPartners, updatePartner } from './manage-partners';
export { assignPartner } from './assign-partner';
export { listCommissionMerchants } from './commission-merchants';
export { createFeeOverride, deleteFeeOverride, listFeeOverrides } from './manage-fee-overrides';
export { feeRevenue } from './fee-revenue';
export { openPartnerStatement } from './partner-statement';
