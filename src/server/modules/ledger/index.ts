/**
 * The ledger (docs/decisions/0018, 0027): typed, balanced postings and the figures read from them.
 * Other code imports the ledger from here only.
 */
export { ledgerEntriesOf, ledgerGroupId, postTransfer, postTransfers, transferLegs, type LedgerLeg, type Posting } from './post-transfer';
export { merchantBalance } from './balances';
export { lastCompletedLedgerCheck, ledgerCheckState, runScheduledLedgerCheck, startLedgerCheck } from './ledger-checks';
export type { LedgerEntryRow } from './ledger-repository';
