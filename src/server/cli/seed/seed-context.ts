import type { FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '@server/config';
import type { AppContext } from '@server/context';
import type { Database } from '@server/db/client';
import { admins } from '@server/db/schema/index';
import type { AdminActor } from '@server/principals';
import { createAdmin, generateStrongPassword } from '@server/modules/staff';
import { deriveKeys, loadKeyring } from '@server/modules/auth';
import { resolveAppSecret } from '@server/secrets';

/** The same context the app builds, so seeded secrets decrypt and seeded keys verify in the running app. */
export async function seedContext(config: Config, database: Database, logger: Logger, appSecret = resolveAppSecret(config)): Promise<AppContext> {
  const keys = deriveKeys(appSecret);
  await loadKeyring(database.db, keys.fieldEncryption);
  return { config, database, keys, logger: logger as unknown as FastifyBaseLogger, startedAt: new Date() };
}

export const DEMO_REVIEWER_EMAIL = 'demo-reviewer@smartsplit.local';

/**
 * The admin recorded as reviewer of seeded decisions: the first existing
 * admin, or a new demo admin whose generated password is returned to print once.
 */
export async function reviewerActor(ctx: AppContext): Promise<{ actor: AdminActor; created: { email: string; password: string } | null }> {
  const { db } = ctx.database;
  const [first] = await db.select({ id: admins.id, email: admins.email }).from(admins).orderBy(admins.createdAt).limit(1);
  if (first) return { actor: { ...first, ip: null }, created: null };
  const password = generateStrongPassword();
  const created = await createAdmin(db, { email: DEMO_REVIEWER_EMAIL, password });
  return { actor: { id: created.id, email: created.email, ip: null }, created: { email: created.email, password } };
}
