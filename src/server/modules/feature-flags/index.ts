/** The feature-flags domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { flagBucket, isFlagOn, toFlagRule } from './evaluate-flag';
export { flagCache, flagsForMerchant, isFeatureEnabled, startFlagCache } from './flag-cache';
export { createFeatureFlag, deleteFeatureFlag, listFeatureFlags, updateFeatureFlag } from './manage-flags';
