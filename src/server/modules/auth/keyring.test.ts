import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptField, decryptFile, encryptField, encryptFile } from './field-crypto';
import { ref } from './encrypted-columns';
import { keyIdOf, LEGACY_KEY_ID, newKeyId, UnreadableValueError, type KeyRow } from './keyring';
import { deriveKeys } from './keys';

const SECRET = 'unit-test-secret-unit-test-secret-123456';

/** A keyring as loadKeyring leaves it, from rows made here rather than read from a table. */
function keyringWith(statuses: KeyRow['status'][], secret = SECRET) {
  const keyring = deriveKeys(secret).fieldEncryption;
  const rows: KeyRow[] = statuses.map((status) => {
    const id = newKeyId();
    return { id, status, wrappedKey: keyring.wrapNewKey(id) };
  });
  keyring.replace(rows);
  return { keyring, rows };
}

/** The older stored form, as the code before key ids wrote it. */
function legacyEncrypt(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

const ACC = (row: string) => ref('verification_details.bank_account_number_enc', row);

describe('field encryption with a keyring', () => {
  it('encrypts under the active key id with a fresh IV, and detects tampering', () => {
    const { keyring, rows } = keyringWith(['active']);
    const a = encryptField(keyring, '12345678', ACC('m1'));
    const b = encryptField(keyring, '12345678', ACC('m1'));
    expect(a).not.toBe(b);
    expect(a.startsWith(`v2.${rows[0]!.id}.`)).toBe(true);
    expect(keyIdOf(a)).toBe(rows[0]!.id);
    expect(a).not.toContain('12345678');
    expect(decryptField(keyring, a, ACC('m1'))).toBe('12345678');
    const parts = a.split('.');
    parts[4] = Buffer.from('00000000').toString('base64url');
    expect(() => decryptField(keyring, parts.join('.'), ACC('m1'))).toThrow(UnreadableValueError);
  });

  it('binds each value to its row and field: a copy elsewhere does not decrypt', () => {
    const { keyring } = keyringWith(['active']);
    const stored = encryptField(keyring, '12345678', ACC('merchant-a'));
    expect(() => decryptField(keyring, stored, ACC('merchant-b'))).toThrow(UnreadableValueError);
    expect(() => decryptField(keyring, stored, ref('verification_details.bank_sort_code_enc', 'merchant-a'))).toThrow(UnreadableValueError);
    expect(() => decryptField(keyring, stored, { table: 'admins', field: 'bank_account_number_enc', row: 'merchant-a' })).toThrow(UnreadableValueError);
    const err = (() => {
      try {
        decryptField(keyring, stored, ACC('merchant-b'));
      } catch (e) {
        return e as UnreadableValueError;
      }
    })();
    expect(err).toMatchObject({ statusCode: 409, code: 'ENCRYPTED_VALUE_UNREADABLE' });
    expect(err!.message).not.toContain('12345678');
  });

  it('encrypts files the same way, bound to their row', () => {
    const { keyring, rows } = keyringWith(['active']);
    const pdf = Buffer.from('%PDF-1.4\nsecret passport scan\n%%EOF');
    const stored = encryptFile(keyring, pdf, ref('document_blobs.content', 'doc-1'));
    expect(stored.subarray(0, 17).toString('latin1')).toBe(`v2.${rows[0]!.id}.`);
    expect(stored.includes(Buffer.from('passport'))).toBe(false);
    expect(keyIdOf(stored)).toBe(rows[0]!.id);
    expect(decryptFile(keyring, stored, ref('document_blobs.content', 'doc-1')).equals(pdf)).toBe(true);
    expect(() => decryptFile(keyring, stored, ref('document_blobs.content', 'doc-2'))).toThrow(UnreadableValueError);
    expect(() => decryptFile(keyring, stored, ref('dispute_files.content', 'doc-1'))).toThrow(UnreadableValueError);
  });

  it('older keys decrypt; a removed key no longer does', () => {
    const { keyring, rows } = keyringWith(['active']);
    const old = encryptField(keyring, 'GB123456789', ACC('m1'));
    const newId = newKeyId();
    keyring.replace([
      { ...rows[0]!, status: 'retiring' },
      { id: newId, status: 'active', wrappedKey: keyring.wrapNewKey(newId) },
    ]);
    expect(keyring.activeKeyId).toBe(newId);
    expect(decryptField(keyring, old, ACC('m1'))).toBe('GB123456789');
    expect(keyIdOf(encryptField(keyring, 'x', ACC('m1')))).toBe(newId);
    keyring.replace([{ id: newId, status: 'active', wrappedKey: keyring.wrapNewKey(newId) }]);
    expect(() => decryptField(keyring, old, ACC('m1'))).toThrow(/cannot be read/);
  });

  it('reads v1 values and plain files only while the legacy key is held', () => {
    const keys = deriveKeys(SECRET);
    const v1 = legacyEncrypt(keys.fieldEncryption['legacyKey' as never] as Buffer, '31926819');
    const id = newKeyId();
    const active: KeyRow = { id, status: 'active', wrappedKey: keys.fieldEncryption.wrapNewKey(id) };
    keys.fieldEncryption.replace([{ id: LEGACY_KEY_ID, status: 'legacy', wrappedKey: null }, active]);
    expect(keyIdOf(v1)).toBe(LEGACY_KEY_ID);
    expect(decryptField(keys.fieldEncryption, v1, ACC('any'))).toBe('31926819');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    expect(decryptFile(keys.fieldEncryption, png, ref('dispute_files.content', 'f')).equals(png)).toBe(true);
    keys.fieldEncryption.replace([active]);
    expect(() => decryptField(keys.fieldEncryption, v1, ACC('any'))).toThrow(UnreadableValueError);
    expect(() => decryptFile(keys.fieldEncryption, png, ref('dispute_files.content', 'f'))).toThrow(UnreadableValueError);
  });

  it('refuses a keyring wrapped under another APP_SECRET', () => {
    const { rows } = keyringWith(['active']);
    const other = deriveKeys('another-secret-another-secret-123456789').fieldEncryption;
    expect(() => other.replace(rows)).toThrow(/APP_SECRET/);
  });

  it('will not encrypt before the keyring is loaded', () => {
    expect(() => encryptField(deriveKeys(SECRET).fieldEncryption, 'x', ACC('m'))).toThrow(/not loaded/);
  });
});
