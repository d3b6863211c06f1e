/** The auth domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { openAdminSession } from './admin-session';
export { API_KEY_PATTERN, generateApiKey, hashApiKey, randomAlphanumeric } from './api-key-secrets';
export { changeOwnPassword } from './change-own-password';
export { installCommonPasswordScreen, serverPasswordProblem } from './common-passwords';
export { ENCRYPTED_COLUMNS, ref } from './encrypted-columns';
export type { EncryptedColumnName } from './encrypted-columns';
export { decryptField, decryptFile, encryptField, encryptFile } from './field-crypto';
export type { FieldRef } from './field-crypto';
export { DEFAULT_SETTLE_MS, KeyringBusyError, keyUsage, migrateToActiveKey, rotateKeys } from './key-rotation';
export { KeyringSecretError } from './keyring';
export type { Keyring } from './keyring';
export { KEYRING_REFRESH_MS, keyRows, loadKeyring, refreshKeyringPeriodically } from './keyring-store';
export { deriveKeys } from './keys';
export type { DerivedKeys } from './keys';
export { loginThrottle } from './login-throttle';
export { listOwnSessions, revokeOtherOwnSessions, revokeOwnSession } from './own-sessions';
export type { SessionOwner } from './own-sessions';
export { auditTarget, findPasswordAccount } from './password-accounts';
export type { PasswordAudience } from './password-accounts';
export { confirmPasswordReset, countResetEmail, requestPasswordReset, sendResetLink } from './password-reset';
export { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
export { purgeExpiredResetTokens } from './reset-tokens';
export {
  ADMIN_TOKEN_TTL_SECONDS,
  MERCHANT_TOKEN_TTL_SECONDS,
  createSession,
  merchantActivityUpdate,
  readSessionTimes,
  renewSession,
  revokeAdminSessions,
  revokeMerchantSessions,
  revokeMerchantUserSessions,
  revokeSession,
  sessionUserAgent,
} from './sessions';
export type { SessionTimes } from './sessions';
export { needsRenewal, signToken, verifyToken } from './tokens';
export type { TokenType, VerifiedToken } from './tokens';
