import { count, eq, isNull, sql } from 'drizzle-orm';
import type { AdminMfaCoverage } from '@contract/mfa';
import type { DbOrTx } from '@server/db/client';
import { admins, platformSettings } from '@server/db/schema/index';
import { getPlatformSettings } from '../settings';

/**
 * With the requireAdminMfa setting on, an admin without two-factor sign-in still gets a session,
 * but only enrolment is open to it (http/mfa-enrolment-gate.ts) until they turn it on.
 */
export async function adminMustEnrol(db: DbOrTx, adminId: string): Promise<boolean> {
  const required = sql<boolean>`coalesce((select ${platformSettings.requireAdminMfa} from ${platformSettings} where ${platformSettings.id} = 1), false)`;
  const [row] = await db
    .select({ mustEnrol: sql<boolean>`(${admins.mfaEnabledAt} is null and ${required})` })
    .from(admins)
    .where(eq(admins.id, adminId))
    .limit(1);
  return row?.mustEnrol === true;
}

/** For the dashboard's warning: active admins, how many have no two-factor sign-in, and whether it is required. */
export async function getAdminMfaCoverage(db: DbOrTx): Promise<AdminMfaCoverage> {
  const [row] = await db
    .select({
      activeAdmins: count(),
      withoutMfa: sql<number>`(count(*) filter (where ${admins.mfaEnabledAt} is null))::int`,
    })
    .from(admins)
    .where(isNull(admins.deactivatedAt));
  const settings = await getPlatformSettings(db);
  return { activeAdmins: row?.activeAdmins ?? 0, withoutMfa: row?.withoutMfa ?? 0, required: settings.requireAdminMfa };
}
