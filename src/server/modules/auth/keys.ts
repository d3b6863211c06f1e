import { hkdfSync } from 'node:crypto';
import { Keyring } from './keyring';

/** Independent keys for each purpose, all derived from APP_SECRET with HKDF. */
export interface DerivedKeys {
  jwt: Uint8Array;
  apiKeyHash: Buffer;
  /**
   * The keyring of field and file encryption (keyring.ts): its data keys live wrapped in the
   * database under a key derived here, so it holds nothing until loadKeyring (keyring-store.ts).
   */
  fieldEncryption: Keyring;
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
}

function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'smartsplit', purpose, 32));
}

export function deriveKeys(appSecret: string): DerivedKeys {
  return {
    jwt: new Uint8Array(derive(appSecret, 'jwt-hs256')),
    apiKeyHash: derive(appSecret, 'api-key-hmac'),
    // The wrapping key of the keyring, and the key that wrote the older `v1.` values.
    fieldEncryption: new Keyring(derive(appSecret, 'keyring-kek-aes-256-gcm'), derive(appSecret, 'field-aes-256-gcm')),
    links: derive(appSecret, 'signed-links'),
    invitationTokens: derive(appSecret, 'invitation-token-hmac'),
    passwordReset: derive(appSecret, 'password-reset-hmac'),
    mfaRecovery: derive(appSecret, 'mfa-recovery-hmac'),
    erasedEmails: derive(appSecret, 'erased-email-hmac'),
    mfaEnrolment: derive(appSecret, 'mfa-enrolment-link-hmac'),
  };
}
