/** The compliance domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { openAuditExport } from './audit-export';
export { getComplianceSettings, updateComplianceSettings } from './compliance-settings';
export { eraseDataSubject, listDataSubjectRequests, openDataSubjectExport } from './data-subject-requests';
export { erasedEmail } from './erased-email';
export { assertKybReviewNotBlocking, closeKybReviewIfComplete, listKybReviews, openKybReview, startKybReview } from './kyb-review';
export { enforceRetention, listRetentionRuns, runRetention } from './retention';
