/** The merchants domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { changeMerchantStatus } from './change-merchant-status';
export { UNREADABLE, decryptDetails } from './decrypt-details';
export { getMerchantDetails } from './get-merchant-details';
export { getMerchantMe } from './get-merchant-me';
export { listMerchants } from './list-merchants';
export { findMerchantUser, toAccountView } from './merchant-account';
export { merchantLogin } from './merchant-login';
export { merchantLogout } from './merchant-logout';
export { newMerchantId } from './public-ids';
export { revealVerificationDetails } from './reveal-verification-details';
export { SIGNUP_IP_LIMIT, isUniqueViolation, signupMerchant } from './signup-merchant';
