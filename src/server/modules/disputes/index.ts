/**
 * Disputes per split leg (docs/decisions/0020): the only entry point other code imports. One use
 * case per file; the rows come from the Drizzle schema through dispute-repository.ts and
 * dispute-file-repository.ts; money moves through the ledger's postTransfers
 * (change-dispute-status.ts).
 */
export { openDispute } from './open-dispute';
export { decideDispute } from './decide-dispute';
export { acceptDispute, submitDispute } from './respond-to-dispute';
export { addEvidenceFile, removeEvidenceFile, saveEvidence } from './manage-evidence';
export { getAdminDispute, getEvidenceFile, getMerchantDispute } from './read-dispute';
export { adminDisputeList, disputeFigures, merchantDisputeList } from './list-disputes';
export { expireOverdueDisputes, notifyDisputesDueSoon } from './jobs';
export { lockPaymentForDisputes } from './dispute-repository';
