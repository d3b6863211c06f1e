import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { apiKeys, merchants, merchantUsers, sessions, admins } from '../db/schema/index';
import { forbidden, merchantSuspended, unauthorized } from '../errors';
import { hashApiKey, API_KEY_PATTERN } from '../modules/auth/api-key-secrets';
import { ADMIN_TOKEN_TTL_SECONDS, MERCHANT_TOKEN_TTL_SECONDS, extendSession } from '../modules/auth/sessions';
import { needsRenewal, signToken, verifyToken, type TokenType, type VerifiedToken } from '../modules/auth/tokens';
import { enforceApiKeyLimit } from '../modules/api-rate-limit/api-key-limit';
import { startedPaymentCache } from '../modules/payments/payment-cache';
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

async function renewIfDue(request: FastifyRequest, reply: FastifyReply, token: VerifiedToken, ttl: number) {
  if (!needsRenewal(token)) return;
  const { ctx } = request.server;
  await extendSession(ctx.database.db, token.sid, ttl);
  const fresh = await signToken(ctx.keys.jwt, { type: token.type, sid: token.sid, sub: token.sub, email: token.email }, ttl);
  reply.header('X-Auth-Token', fresh);
}

/**
 * Coarse last-used stamp for the sessions list: at most one write a minute per session, sent
 * without waiting, so a signed-in request costs no extra round trip.
 */
function touchSession(request: FastifyRequest, sessionId: string, lastUsedAt: Date | null) {
  if (lastUsedAt && Date.now() - lastUsedAt.getTime() < 60_000) return;
  void request.server.ctx.database.db
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), sql`(${sessions.lastUsedAt} is null or ${sessions.lastUsedAt} < now() - interval '1 minute')`))
    .catch((err: unknown) => request.log.warn({ err }, 'could not record session use'));
}

export const requireAdmin: onRequestHookHandler = async (request, reply) => {
  const token = await verifySessionToken(request, 'admin');
  const { db } = request.server.ctx.database;
  const [row] = await db
    .select({ id: admins.id, email: admins.email, role: admins.role, lastUsedAt: sessions.lastUsedAt })
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
  await renewIfDue(request, reply, token, ADMIN_TOKEN_TTL_SECONDS);
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
  const { lastUsedAt, ...principal } = row;
  request.merchantUser = { ...principal, sessionId: token.sid };
  touchSession(request, token.sid, lastUsedAt);
  await renewIfDue(request, reply, token, MERCHANT_TOKEN_TTL_SECONDS);
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
