/** The risk domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { addBlockedBin, declineCounts, listBlockedBins, removeBlockedBin } from './blocked-bins';
