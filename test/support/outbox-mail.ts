import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailOutbox } from '@server/db/schema/index';
import { fillStoredMessage } from '@server/modules/email';

/**
 * The newest queued message to an address (of one kind, when given) as the worker would hand it to the
 * mail server: withheld link tokens filled in from the sealed column. The stored row itself holds only
 * placeholders, so tests that need a link read it here, as its recipient would.
 */
export async function queuedMailTo(app: FastifyInstance, to: string, kind?: string) {
  const [row] = await app.ctx.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to.toLowerCase()), kind ? eq(emailOutbox.kind, kind) : undefined))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  if (!row) return undefined;
  return fillStoredMessage(app.ctx.keys.fieldEncryption, { ...row, headers: row.headers as Record<string, string> | null }, row.secretsSealed);
}
