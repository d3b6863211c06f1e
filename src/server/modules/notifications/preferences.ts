import { eq, sql } from 'drizzle-orm';
import { notificationTypeInfo, notificationTypesFor, type NotificationPreferences, type PreferenceChange } from '@contract/notifications';
import type { DbOrTx } from '@server/db/client';
import { adminNotificationPreferences, merchantUserNotificationPreferences } from '@server/db/schema/index';
import type { Recipient } from './recipient';

/** Every type the recipient's audience has, with their choice or the type's default. */
export async function getPreferences(db: DbOrTx, recipient: Recipient): Promise<NotificationPreferences> {
  const stored =
    recipient.audience === 'admin'
      ? await db
          .select({ type: adminNotificationPreferences.type, inApp: adminNotificationPreferences.inApp, email: adminNotificationPreferences.email })
          .from(adminNotificationPreferences)
          .where(eq(adminNotificationPreferences.adminId, recipient.id))
      : await db
          .select({
            type: merchantUserNotificationPreferences.type,
            inApp: merchantUserNotificationPreferences.inApp,
            email: merchantUserNotificationPreferences.email,
          })
          .from(merchantUserNotificationPreferences)
          .where(eq(merchantUserNotificationPreferences.merchantUserId, recipient.id));
  const byType = new Map(stored.map((p) => [p.type, p]));
  return {
    preferences: notificationTypesFor(recipient.audience).map((type) => {
      const info = notificationTypeInfo(recipient.audience, type)!;
      const choice = byType.get(type);
      return {
        type,
        label: info.label,
        description: info.description,
        inApp: choice?.inApp ?? info.defaults.inApp,
        email: choice?.email ?? info.defaults.email,
        defaults: { ...info.defaults },
      };
    }),
  };
}

/** Stores the choices for the named types (the contract has checked the types); the last of a repeated type wins. */
export async function updatePreferences(db: DbOrTx, recipient: Recipient, changes: PreferenceChange[]): Promise<NotificationPreferences> {
  const latest = new Map(changes.map((c) => [c.type, c]));
  const rows = [...latest.values()];
  if (recipient.audience === 'admin') {
    await db
      .insert(adminNotificationPreferences)
      .values(rows.map((c) => ({ adminId: recipient.id, type: c.type, inApp: c.inApp, email: c.email })))
      .onConflictDoUpdate({
        target: [adminNotificationPreferences.adminId, adminNotificationPreferences.type],
        set: { inApp: sql`excluded.in_app`, email: sql`excluded.email`, updatedAt: sql`now()` },
      });
  } else {
    await db
      .insert(merchantUserNotificationPreferences)
      .values(rows.map((c) => ({ merchantUserId: recipient.id, type: c.type, inApp: c.inApp, email: c.email })))
      .onConflictDoUpdate({
        target: [merchantUserNotificationPreferences.merchantUserId, merchantUserNotificationPreferences.type],
        set: { inApp: sql`excluded.in_app`, email: sql`excluded.email`, updatedAt: sql`now()` },
      });
  }
  return getPreferences(db, recipient);
}
