import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export type TokenType = 'admin' | 'merchant';

export interface TokenClaims {
  type: TokenType;
  /** Session id, checked against the sessions table on every request. */
  sid: string;
  /** Admin id or merchant user id. */
  sub: string;
  email: string;
}

export interface VerifiedToken extends TokenClaims {
  iat: number;
  exp: number;
}

const ALG = 'HS256';
const ISSUER = 'smartsplit';

export async function signToken(key: Uint8Array, claims: TokenClaims, ttlSeconds: number, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ type: claims.type, sid: claims.sid, email: claims.email })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key);
}

export type TokenFailure = 'expired' | 'invalid';

/** Verifies signature (HS256 only), issuer, expiry and claim shapes. */
export async function verifyToken(
  key: Uint8Array,
  token: string,
  now = new Date(),
): Promise<{ ok: true; token: VerifiedToken } | { ok: false; reason: TokenFailure }> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALG],
      issuer: ISSUER,
      currentDate: now,
    });
    const { type, sid, sub, email, iat, exp } = payload as Record<string, unknown>;
    if (
      (type !== 'admin' && type !== 'merchant') ||
      typeof sid !== 'string' ||
      typeof sub !== 'string' ||
      typeof email !== 'string' ||
      typeof iat !== 'number' ||
      typeof exp !== 'number'
    ) {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, token: { type, sid, sub, email, iat, exp } };
  } catch (err) {
    return { ok: false, reason: err instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** Past half its life a token is renewed (sliding sessions). */
export function needsRenewal(token: VerifiedToken, now = new Date()): boolean {
  const nowSec = now.getTime() / 1000;
  return nowSec > token.iat + (token.exp - token.iat) / 2;
}
