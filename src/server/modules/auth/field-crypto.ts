import type { FieldRef, Keyring } from './keyring';

export type { FieldRef } from './keyring';

/**
 * AES-256-GCM for sensitive values: bank details, tax ids, two-factor and webhook secrets.
 * Stored form: `v2.<key id>.<iv>.<tag>.<ciphertext>`, each part base64url, with associated data
 * binding the value to its table, field and row, so a value copied into another row or field
 * does not decrypt. Add a new column to ENCRYPTED_COLUMNS (encrypted-columns.ts) so that
 * migrations and key rotations reach it. Older `v1.` values still decrypt until a rotation
 * retires the legacy key (docs/decisions/0024).
 */
export function encryptField(keyring: Keyring, plaintext: string, ref: FieldRef): string {
  return keyring.encryptText(plaintext, ref);
}

/** Throws UnreadableValueError (409 ENCRYPTED_VALUE_UNREADABLE) when the value does not open. */
export function decryptField(keyring: Keyring, stored: string, ref: FieldRef): string {
  return keyring.decryptText(stored, ref);
}

/** A document file, encrypted like a field: `v2.<key id>.` then IV, tag and ciphertext. */
export function encryptFile(keyring: Keyring, content: Buffer, ref: FieldRef): Buffer {
  return keyring.encryptBytes(content, ref);
}

export function decryptFile(keyring: Keyring, stored: Buffer, ref: FieldRef): Buffer {
  return keyring.decryptBytes(Buffer.isBuffer(stored) ? stored : Buffer.from(stored), ref);
}
