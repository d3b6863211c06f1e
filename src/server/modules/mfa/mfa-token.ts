import { SignJWT, jwtVerify } from 'jose';
import { MFA_CHALLENGE_SECONDS } from '@contract/mfa';
import type { MfaKind } from './mfa-accounts';

/**
 * The token between a correct password and a session. Signed like session tokens
 * (modules/auth/tokens.ts: HS256 pinned, same issuer) but with `type: 'mfa'`, which the session
 * guards refuse; it names one mfa_challenges row, whose single use and expiry the server enforces.
 */
const ALG = 'HS256';
const ISSUER = 'smartsplit';
const TYPE = 'mfa';

export interface MfaTokenClaims {
  /** The mfa_challenges row. */
  cid: string;
  kind: MfaKind;
  /** Admin id or merchant user id. */
  sub: string;
}

export async function signMfaToken(key: Uint8Array, claims: MfaTokenClaims, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ type: TYPE, cid: claims.cid, kind: claims.kind })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + MFA_CHALLENGE_SECONDS)
    .sign(key);
}

/** The claims of a genuine, unexpired mfa token of the expected kind, else null. */
export async function verifyMfaToken(key: Uint8Array, token: string, kind: MfaKind, now: Date): Promise<MfaTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALG], issuer: ISSUER, currentDate: now });
    const { type, cid, kind: tokenKind, sub } = payload as Record<string, unknown>;
    if (type !== TYPE || tokenKind !== kind || typeof cid !== 'string' || typeof sub !== 'string') return null;
    return { cid, kind, sub };
  } catch {
    return null;
  }
}
