/** The mfa domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { adminMustEnrol, getAdminMfaCoverage } from './admin-enrolment';
export { disableMfa } from './disable-mfa';
export { enableMfa } from './enable-mfa';
export { issueEnrolmentLink, purgeExpiredEnrolmentLinks, sessionOpenedByEnrolmentLink } from './enrolment-links';
export type { MfaAccountRef } from './mfa-accounts';
export { startMfaChallenge } from './mfa-challenge';
export { verifyAdminMfa, verifyMerchantMfa } from './mfa-sign-in';
export { getMfaStatus } from './mfa-status';
export { answerSignInWithEnrolmentLink, confirmEnrolmentLink, requestEnrolmentLink } from './required-enrolment';
export { setupMfa } from './setup-mfa';
