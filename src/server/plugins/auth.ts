import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { apiKeys, merchants, merchantUsers, sessions, admins } from '../db/schema/index';
import { forbidden, merchantSuspended, unauthorized } from '../errors';
import { hashApiKey, API_KEY_PATTERN, merchantActivityUpdate } from '../modules/auth';
import type { SessionLifetime } from '../config';
import { needsRenewal, signToken, verifyToken, type TokenType, type VerifiedToken } from '../modules/auth';
import { enforceApiKeyLimit } from '../modules/api-rate-limit';
import { startedPaymentCache } from '../modules/payments';
import '../principals';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * requireApiKey may answer from the in-process key cache (kept fresh by LISTEN/NOTIFY). Only for
     * routes whose own write re-checks the key in its transaction, as process-payment does, so a
     * revocation or suspension still applies to the very next request.
     */
    apiKeyFromCache?: boolean;
  }
}

/**
 * Route guards, applied per route prefix with `app.addHook('onRequest', guard)`.
 * Each one answers 401 for a missing, forged, expired or revoked credential and
 * 403 for a valid credential of the wrong kind.
 */

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1]!.trim() : undefined;
}

async function verifySessionToken(request: FastifyRequest, expected: TokenType): Promise<VerifiedToken> {
  const raw = bearerToken(request);
  if (!raw) throw unauthorized('Authentication required: send Authorization: Bearer <token>');
  if (raw.startsWith('sk_')) throw unauthorized('API keys cannot be used here; sign in instead');
  const result = await verifyToken(request.server.ctx.keys.jwt, raw);
  if (!result.ok) {
    throw unauthorized(result.reason === 'expired' ? 'Your session has expired; please sign in again' : 'Invalid token', 'UNAUTHORIZED');
  }
  if (result.token.type !== expected) {
    throw forbidden(expected === 'admin' ? 'Admin authentication required' : 'Merchant authentication required');
  }
  return result.token;
}

/**
 * A token past half its life is replaced (X-Auth-Token), but never beyond the session's lifetime:
 * the session row, not the token, decides when a session ends, so the token only has to outlast it.
 */
async function renewIfDue(request: FastifyRequest, reply: FastifyReply, token: VerifiedToken, lifetime: SessionLifetime, createdAt: Date) {
  if (!needsRenewal(token)) return;
  const nowSec = Date.now() / 1000;
  const ttl = Math.floor(createdAt.getTime() / 1000 + lifetime.maxSeconds - nowSec);
  // A fresh token would not outlive the present one by more than a minute: nothing to gain.
  if (nowSec + ttl <= token.exp + 60) return;
  const { ctx } = request.server;
  const fresh = await signToken(ctx.keys.jwt, { type: token.type, sid: token.sid, sub: token.sub, email: token.email }, ttl);
  reply.header('X-Auth-Token', fresh);
}

/**
 * Coarse last-used stamp for the sessions list: at most one write a minute per session, sent
 * without waiting, so a signed-in request costs no extra round trip. For a merchant user the same
 * write renews the session (any request is activity); a staff session is renewed only by the
 * panel's explicit renew call, so polling and live streams do not keep it open (decision 0022).
 */
function touchSession(request: FastifyRequest, sessionId: string, lastUsedAt: Date | null, renewFor?: SessionLifetime) {
  if (lastUsedAt && Date.now() - lastUsedAt.getTime() < 60_000) return;
  void request.server.ctx.database.db
    .update(sessions)
    .set(renewFor ? merchantActivityUpdate(renewFor) : { lastUsedAt: sql`now()` })
    .where(
      and(
        eq(sessions.id, sessionId),
        sql`${sessions.revokedAt} is null and ${sessions.expiresAt} > now()`,
        sql`(${sessions.lastUsedAt} is null or ${sessions.lastUsedAt} < now() - interval '1 minute')`,
      ),
    )
    .catch((err: unknown) => request.log.warn({ err }, 'could not record session use'));
}

export const requireAdmin: onRequestHookHandler = async (request, reply) => {
  const token = await verifySessionToken(request, 'admin');
  const { db } = request.server.ctx.database;
  const [row] = await db
    .select({ id: admins.id, email: admins.email, role: admins.role, lastUsedAt: sessions.lastUsedAt, createdAt: sessions.createdAt })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(
      and(
        eq(sessions.id, token.sid),
        eq(sessions.subjectType, 'admin'),
        eq(admins.id, token.sub),
        sql`${sessions.revokedAt} is null and ${sessions.expiresAt} > now() and ${admins.deactivatedAt} is null`,
      ),
    )
    .limit(1);
  if (!row) throw unauthorized('Your session has ended; please sign in again');
  request.admin = { id: row.id, email: row.email, role: row.role, sessionId: token.sid };
  touchSession(request, token.sid, row.lastUsedAt);
  await renewIfDue(request, reply, token, request.server.ctx.config.sessions.admin, row.createdAt);
};

export const requireMerchantUser: onRequestHookHandler = async (request, reply) => {
  const token = await verifySessionToken(request, 'merchant');
  const { db } = request.server.ctx.database;
  const [row] = await db
    .select({
      userId: merchantUsers.id,
      email: merchantUsers.email,
      role: merchantUsers.role,
      merchantDbId: merchants.id,
      merchantId: merchants.merchantId,
      merchantStatus: merchants.status,
      lastUsedAt: sessions.lastUsedAt,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .innerJoin(merchantUsers, eq(merchantUsers.id, sessions.merchantUserId))
    .innerJoin(merchants, eq(merchants.id, merchantUsers.merchantId))
    .where(
      and(
        eq(sessions.id, token.sid),
        eq(sessions.subjectType, 'merchant'),
        eq(merchantUsers.id, token.sub),
        sql`${sessions.revokedAt} is null and ${sessions.expiresAt} > now()`,
      ),
    )
    .limit(1);
  if (!row) throw unauthorized('Your session has ended; please sign in again');
  // Suspension revokes every session; this also stops one that somehow outlived it.
  if (row.merchantStatus === 'SUSPENDED') throw merchantSuspended();
  const { lastUsedAt, createdAt, ...principal } = row;
  request.merchantUser = { ...principal, sessionId: token.sid };
  const lifetime = request.server.ctx.config.sessions.merchant;
  touchSession(request, token.sid, lastUsedAt, lifetime);
  await renewIfDue(request, reply, token, lifetime, createdAt);
};

export const requireApiKey: onRequestHookHandler = async (request) => {
  const raw = bearerToken(request);
  if (!raw) throw unauthorized('API key required: send Authorization: Bearer sk_test_... or sk_live_...');
  if (!API_KEY_PATTERN.test(raw)) throw unauthorized('Invalid API key; use a secret key that starts with sk_test_ or sk_live_');
  const { ctx } = request.server;
  const { db } = ctx.database;
  const cache = request.routeOptions.config.apiKeyFromCache ? startedPaymentCache(ctx) : undefined;
  if (cache) {
    const key = await cache.apiKey(raw);
    if (!key) throw unauthorized('Invalid or revoked API key');
    const principal = { keyId: key.keyId, mode: key.mode, merchantDbId: key.merchantDbId, merchantId: key.merchantId };
    if (key.revoked || key.suspended) {
      request.apiKeyRefused = principal;
      throw key.revoked ? unauthorized('Invalid or revoked API key') : merchantSuspended();
    }
    request.apiKeyAuth = principal;
    enforceApiKeyLimit(ctx, principal, key.rateLimit);
    if (key.lastUsedAt !== null && Date.now() - key.lastUsedAt < 60_000) return;
    key.lastUsedAt = Date.now();
    stampLastUsed(request, key.keyId);
    return;
  }
  const [row] = await db
    .select({
      keyId: apiKeys.id,
      mode: apiKeys.mode,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      merchantDbId: merchants.id,
      merchantId: merchants.merchantId,
      merchantStatus: merchants.status,
      merchantRateLimit: merchants.apiRateLimit,
    })
    .from(apiKeys)
    .innerJoin(merchants, eq(merchants.id, apiKeys.merchantId))
    .where(eq(apiKeys.keyHash, hashApiKey(ctx.keys.apiKeyHash, raw)))
    .limit(1);
  if (!row) throw unauthorized('Invalid or revoked API key');
  const principal = { keyId: row.keyId, mode: row.mode, merchantDbId: row.merchantDbId, merchantId: row.merchantId };
  if (row.revokedAt || row.merchantStatus === 'SUSPENDED') {
    request.apiKeyRefused = principal;
    throw row.revokedAt ? unauthorized('Invalid or revoked API key') : merchantSuspended();
  }
  request.apiKeyAuth = principal;
  enforceApiKeyLimit(ctx, principal, row.merchantRateLimit);
  // Coarse last-used stamp: at most one write a minute per key keeps the hot path cheap.
  if (row.lastUsedAt && Date.now() - row.lastUsedAt.getTime() < 60_000) return;
  stampLastUsed(request, row.keyId);
};

function stampLastUsed(request: FastifyRequest, keyId: string): void {
  void request.server.ctx.database.db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(apiKeys.id, keyId), sql`(${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < now() - interval '1 minute')`))
    .catch((err: unknown) => request.log.warn({ err }, 'could not record API key use'));
}
