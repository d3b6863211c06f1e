import { randomAlphanumeric } from '@server/modules/auth/api-key-secrets';
import { encodeCursor, type Keyset } from '@server/db/keyset';
import { badRequest } from '@server/errors';

/** Public ids: a prefix and 20 random letters and digits (po_, pr_, ptn_, fo_, dp_). */
export const newId = (prefix: 'po' | 'pr' | 'ptn' | 'fo' | 'dp'): string => `${prefix}_${randomAlphanumeric(20)}`;

const TS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const TEXT_ID = /^[a-z]{2,3}_[A-Za-z0-9]{1,40}$/;

export { encodeCursor };

/** A keyset cursor whose id is one of our prefixed text ids (see db/keyset.ts for the uuid form). */
export function decodeTextCursor(raw: string | undefined): Keyset | undefined {
  if (raw === undefined) return undefined;
  const invalid = () => badRequest('cursor is not valid; pass the nextCursor of the previous page', 'INVALID_CURSOR', { field: 'cursor' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid();
  const [ts, id] = parsed as unknown[];
  if (typeof ts !== 'string' || typeof id !== 'string' || !TS.test(ts) || Number.isNaN(Date.parse(ts)) || !TEXT_ID.test(id)) throw invalid();
  return { ts, id };
}
