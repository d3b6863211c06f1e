import { decodeTokenPayload } from '@web/lib/token-storage';

/** What the stored admin token says about the visitor, before the server has been asked (docs/product-spec.md section 2). */
export type AdminTokenCheck = { kind: 'none' } | { kind: 'undecodable' } | { kind: 'wrong-type' } | { kind: 'ok'; email: string | null };

/**
 * Only a routing decision: the signature is checked by the server on every call, so a forged
 * token that passes here still gets 401 (and the Session Expired flow) on the first data load.
 */
export function checkAdminToken(token: string | null): AdminTokenCheck {
  if (token === null || token === '') return { kind: 'none' };
  const payload = decodeTokenPayload(token);
  if (payload === null) return { kind: 'undecodable' };
  if (payload.type !== 'admin') return { kind: 'wrong-type' };
  return { kind: 'ok', email: typeof payload.email === 'string' ? payload.email : null };
}
