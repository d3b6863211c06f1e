import { hkdfSync } from 'node:crypto';

/** Independent keys for each purpose, all derived from APP_SECRET with HKDF. */
export interface DerivedKeys {
  jwt: Uint8Array;
  apiKeyHash: Buffer;
  fieldEncryption: Buffer;
  links: Buffer;
  /** HMAC key for invitation tokens (merchant team and staff), which are stored only as keyed hashes. */
  invitationTokens: Buffer;
  /** HMAC key for password reset tokens, which are stored only as keyed hashes. */
  passwordReset: Buffer;
  /** HMAC key for two-factor recovery codes, which are stored only as keyed hashes. */
  mfaRecovery: Buffer;
  /** HMAC key for the links confirming a required two-factor enrolment, stored only as keyed hashes. */
  mfaEnrolment: Buffer;
  /** HMAC key for the stand-in of an erased customer email (modules/compliance/data-subject-requests.ts). */
  erasedEmails: Buffer;
  /** AES-256-GCM key for the link tokens an outbox message carries until it is sent (modules/email/withheld-secrets.ts). */
  outboxSecrets: Buffer;
}

function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'smartsplit', purpose, 32));
}

export function deriveKeys(appSecret: string): DerivedKeys {
  return {
    jwt: new Uint8Array(derive(appSecret, 'jwt-hs256')),
    apiKeyHash: derive(appSecret, 'api-key-hmac'),
    fieldEncryption: derive(appSecret, 'field-aes-256-gcm'),
    links: derive(appSecret, 'signed-links'),
    invitationTokens: derive(appSecret, 'invitation-token-hmac'),
    passwordReset: derive(appSecret, 'password-reset-hmac'),
    mfaRecovery: derive(appSecret, 'mfa-recovery-hmac'),
    erasedEmails: derive(appSecret, 'erased-email-hmac'),
    outboxSecrets: derive(appSecret, 'outbox-secrets-aes-256-gcm'),
    mfaEnrolment: derive(appSecret, 'mfa-enrolment-link-hmac'),
  };
}
