/**
 * Payouts on Net N terms (docs/decisions/0018): the only entry point other code imports. A run
 * pays each eligible merchant the payable of its completed live payments older than the payout
 * delay that no live payout covers yet; each status change posts to the ledger through
 * postTransfer. Rows come from the Drizzle schema through payout-repository.ts and
 * payout-run-repository.ts.
 */
export { nextRunPreview } from './due-payouts';
export { runPayouts } from './run-payouts';
export { updatePayoutStatus } from './update-payout-status';
export { getMerchantPayout, listAdminPayouts, listMerchantPayouts, listPayoutRuns, payoutTotalsByStatus } from './list-payouts';
export { openPayoutStatement, openSettlementExport } from './payout-csv';
export { runScheduledPayouts } from './jobs';
