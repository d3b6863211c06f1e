import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { createSession } from './sessions';
import { signToken } from './tokens';

/**
 * A new staff session with the configured idle time and lifetime, and its signed token (which lasts
 * the lifetime; the session row decides when it ends). Every way in (password, second factor,
 * invitation, enrolment link) opens one this way.
 */
export async function openAdminSession(
  db: DbOrTx,
  ctx: Pick<AppContext, 'config' | 'keys'>,
  admin: { id: string; email: string },
  { ip, userAgent }: { ip?: string; userAgent?: string | string[] } = {},
): Promise<{ sessionId: string; token: string }> {
  const sessionId = await createSession(db, { subjectType: 'admin', adminId: admin.id }, ctx.config.sessions.admin, ip, userAgent);
  const token = await signToken(ctx.keys.jwt, { type: 'admin', sid: sessionId, sub: admin.id, email: admin.email }, ctx.config.sessions.admin.maxSeconds);
  return { sessionId, token };
}
