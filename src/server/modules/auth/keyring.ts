import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { AppError } from '@server/errors';

/**
 * The data keys of field and file encryption, by key id (docs/decisions/0024). Loaded from the
 * encryption_keys table, where each key is stored wrapped under a key derived from APP_SECRET,
 * and refreshed every few seconds so every instance follows a rotation. Exactly one key is active:
 * it encrypts new values; the others only decrypt until a rotation has moved every value off them.
 */

/** Where an encrypted value lives: its associated data, so a value moved elsewhere fails to open. */
export interface FieldRef {
  table: string;
  field: string;
  /** The row's primary key. */
  row: string;
}

export interface KeyRow {
  id: string;
  status: 'next' | 'active' | 'retiring' | 'legacy';
  wrappedKey: string | null;
}

export const LEGACY_KEY_ID = 'v1';
const VERSION = 'v2';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID_PATTERN = /^k[0-9a-f]{12}$/;

/** Refused to decrypt: tampered, moved from another row or field, or under a key no longer held. */
export class UnreadableValueError extends AppError {
  constructor(reason: string) {
    super('ENCRYPTED_VALUE_UNREADABLE', 409, 'A stored encrypted value of this record cannot be read. Ask an administrator to check it.', undefined);
    this.reason = reason;
  }
  readonly reason: string;
}

/** The keyring's keys do not unwrap: the process runs with another APP_SECRET than the one that wrapped them. */
export class KeyringSecretError extends Error {}

export function associatedData(ref: FieldRef): Buffer {
  if (!ref.table || !ref.field || !ref.row) throw new Error('An encrypted value needs its table, field and row');
  return Buffer.from(`smartsplit|${ref.table}|${ref.field}|${ref.row}`, 'utf8');
}

export function newKeyId(): string {
  return `k${randomBytes(6).toString('hex')}`;
}

function seal(key: Buffer, plaintext: Buffer, aad: Buffer): { iv: Buffer; tag: Buffer; body: Buffer } {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), body };
}

function open(key: Buffer, iv: Buffer, tag: Buffer, body: Buffer, aad: Buffer | null): Buffer {
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new UnreadableValueError('malformed envelope');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    if (aad) decipher.setAAD(aad);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]);
  } catch {
    throw new UnreadableValueError('authentication failed');
  }
}

/** The prefix every value under this key starts with, text and files alike: `v2.<key id>.`. */
export function envelopePrefix(keyId: string): string {
  return `${VERSION}.${keyId}.`;
}

/** The key id of a stored value, `v1` for the older unversioned form, or null for plain bytes. */
export function keyIdOf(stored: string | Buffer): string | null {
  const head = (typeof stored === 'string' ? stored.slice(0, 24) : stored.subarray(0, 24).toString('latin1')).split('.');
  if (head[0] === VERSION && head[1] && KEY_ID_PATTERN.test(head[1])) return head[1];
  if (typeof stored === 'string' && head[0] === LEGACY_KEY_ID) return LEGACY_KEY_ID;
  return null;
}

export class Keyring {
  private keys = new Map<string, Buffer>();
  private active: string | undefined;

  constructor(
    /** Wraps the data keys in the table. */
    private readonly kek: Buffer,
    /** The key that wrote `v1.` values, from APP_SECRET (modules/auth/keys.ts). */
    private readonly legacyKey: Buffer,
  ) {}

  get activeKeyId(): string | undefined {
    return this.active;
  }

  get keyIds(): string[] {
    return [...this.keys.keys()];
  }

  has(keyId: string): boolean {
    return this.keys.has(keyId);
  }

  /** Replaces what this keyring holds with the table's rows; throws if a wrapped key does not open (another APP_SECRET). */
  replace(rows: KeyRow[]): void {
    const keys = new Map<string, Buffer>();
    let active: string | undefined;
    for (const row of rows) {
      if (row.id === LEGACY_KEY_ID) keys.set(row.id, this.legacyKey);
      else if (row.wrappedKey) {
        try {
          keys.set(row.id, this.unwrap(row.id, row.wrappedKey));
        } catch {
          throw new KeyringSecretError(
            `Encryption key ${row.id} cannot be unwrapped: is APP_SECRET (or APP_SECRET_FILE) the one this database was set up with?`,
          );
        }
      }
      if (row.status === 'active') active = row.id;
    }
    this.keys = keys;
    this.active = active;
  }

  /** A new random data key, wrapped for the table. */
  wrapNewKey(keyId: string): string {
    const { iv, tag, body } = seal(this.kek, randomBytes(32), Buffer.from(`smartsplit|encryption_keys|${keyId}`));
    return [iv, tag, body].map((b) => b.toString('base64url')).join('.');
  }

  private unwrap(keyId: string, wrapped: string): Buffer {
    const [iv, tag, body] = wrapped.split('.');
    if (!iv || !tag || !body) throw new Error('malformed wrapped key');
    const key = open(
      this.kek,
      Buffer.from(iv, 'base64url'),
      Buffer.from(tag, 'base64url'),
      Buffer.from(body, 'base64url'),
      Buffer.from(`smartsplit|encryption_keys|${keyId}`),
    );
    if (key.length !== 32) throw new Error('wrapped key of the wrong length');
    return key;
  }

  private activeKey(): { id: string; key: Buffer } {
    const id = this.active;
    const key = id ? this.keys.get(id) : undefined;
    if (!id || !key) throw new Error('The keyring is not loaded: no active encryption key');
    return { id, key };
  }

  private keyFor(keyId: string): Buffer {
    const key = this.keys.get(keyId);
    if (!key) throw new UnreadableValueError(`key ${keyId} is not in the keyring`);
    return key;
  }

  /** `v2.<key id>.<iv>.<tag>.<ciphertext>`, each part base64url. */
  encryptText(plaintext: string, ref: FieldRef): string {
    const { id, key } = this.activeKey();
    const { iv, tag, body } = seal(key, Buffer.from(plaintext, 'utf8'), associatedData(ref));
    return `${envelopePrefix(id)}${[iv, tag, body].map((b) => b.toString('base64url')).join('.')}`;
  }

  decryptText(stored: string, ref: FieldRef): string {
    const parts = stored.split('.');
    if (parts[0] === VERSION && parts.length === 5) {
      const [, keyId, iv, tag, body] = parts as [string, string, string, string, string];
      return open(
        this.keyFor(keyId),
        Buffer.from(iv, 'base64url'),
        Buffer.from(tag, 'base64url'),
        Buffer.from(body, 'base64url'),
        associatedData(ref),
      ).toString('utf8');
    }
    if (parts[0] === LEGACY_KEY_ID && parts.length === 4) {
      // The older form had no associated data; it opens only while the legacy key is held.
      const [, iv, tag, body] = parts as [string, string, string, string];
      return open(this.keyFor(LEGACY_KEY_ID), Buffer.from(iv, 'base64url'), Buffer.from(tag, 'base64url'), Buffer.from(body, 'base64url'), null).toString(
        'utf8',
      );
    }
    throw new UnreadableValueError('unrecognised format');
  }

  /** `v2.<key id>.` in ASCII, then the 12-byte IV, the 16-byte tag and the ciphertext. */
  encryptBytes(plaintext: Buffer, ref: FieldRef): Buffer {
    const { id, key } = this.activeKey();
    const { iv, tag, body } = seal(key, plaintext, associatedData(ref));
    return Buffer.concat([Buffer.from(envelopePrefix(id), 'latin1'), iv, tag, body]);
  }

  decryptBytes(stored: Buffer, ref: FieldRef): Buffer {
    const keyId = keyIdOf(stored);
    if (keyId) {
      const start = envelopePrefix(keyId).length;
      const iv = stored.subarray(start, start + IV_BYTES);
      const tag = stored.subarray(start + IV_BYTES, start + IV_BYTES + TAG_BYTES);
      return open(this.keyFor(keyId), iv, tag, stored.subarray(start + IV_BYTES + TAG_BYTES), associatedData(ref));
    }
    // Files stored before encryption: readable only until the legacy key is retired (by then the
    // migration has encrypted them all), so a plain file slipped into the table later is refused.
    if (this.keys.has(LEGACY_KEY_ID)) return stored;
    throw new UnreadableValueError('not encrypted');
  }
}
