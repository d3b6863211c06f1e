import { createHmac, randomInt } from 'node:crypto';

export type KeyMode = 'test' | 'live';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SECRET_LENGTH = 40;
export const API_KEY_PATTERN = /^sk_(test|live)_[A-Za-z0-9]{32,}$/;

export function randomAlphanumeric(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export function hashApiKey(hmacKey: Buffer, secret: string): string {
  return createHmac('sha256', hmacKey).update(secret).digest('hex');
}

/** A new secret, its display prefix and the keyed hash we store. */
export function generateApiKey(hmacKey: Buffer, mode: KeyMode): { secret: string; prefix: string; hash: string } {
  const secret = `sk_${mode}_${randomAlphanumeric(SECRET_LENGTH)}`;
  return { secret, prefix: secret.slice(0, `sk_${mode}_`.length + 6), hash: hashApiKey(hmacKey, secret) };
}
