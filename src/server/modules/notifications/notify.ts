import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ADMIN_NOTIFICATION_TYPES, MERCHANT_NOTIFICATION_TYPES, type AdminNotificationType, type MerchantNotificationType } from '@contract/notifications';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { adminNotificationPreferences, admins, merchantUserNotificationPreferences, merchantUsers, notifications } from '@server/db/schema/index';
import { enqueueEmails } from '../email';
import { notificationEmail } from './notification-emails';

interface Content {
  title: string;
  body: string;
  /** A path in the admin panel (/admin/...) or the portal (/merchant-portal..., /merchant-verification). */
  link?: string | null;
  /** Ids and details for the client; never secrets, never personal data beyond what the body says. */
  data?: Record<string, unknown>;
}

/** What a feature raises. Recipients come from the type's roles (src/contract/notifications.ts). */
export type NotifyEvent =
  | ({ audience: 'admin'; type: AdminNotificationType } & Content)
  | ({ audience: 'merchant'; type: MerchantNotificationType; /** The merchant's internal id: its users receive it. */ merchantDbId: string } & Content);

interface Target {
  id: string;
  email: string;
  inApp: boolean;
  wantsEmail: boolean;
}

async function adminTargets(db: DbOrTx, type: AdminNotificationType): Promise<Target[]> {
  const info = ADMIN_NOTIFICATION_TYPES[type];
  return db
    .select({
      id: admins.id,
      email: admins.email,
      inApp: sql<boolean>`coalesce(${adminNotificationPreferences.inApp}, ${info.defaults.inApp})`,
      wantsEmail: sql<boolean>`coalesce(${adminNotificationPreferences.email}, ${info.defaults.email})`,
    })
    .from(admins)
    .leftJoin(adminNotificationPreferences, and(eq(adminNotificationPreferences.adminId, admins.id), eq(adminNotificationPreferences.type, type)))
    .where(and(isNull(admins.deactivatedAt), inArray(admins.role, [...info.roles])))
    .orderBy(admins.id);
}

async function merchantTargets(db: DbOrTx, type: MerchantNotificationType, merchantDbId: string): Promise<Target[]> {
  const info = MERCHANT_NOTIFICATION_TYPES[type];
  return db
    .select({
      id: merchantUsers.id,
      email: merchantUsers.email,
      inApp: sql<boolean>`coalesce(${merchantUserNotificationPreferences.inApp}, ${info.defaults.inApp})`,
      wantsEmail: sql<boolean>`coalesce(${merchantUserNotificationPreferences.email}, ${info.defaults.email})`,
    })
    .from(merchantUsers)
    .leftJoin(
      merchantUserNotificationPreferences,
      and(eq(merchantUserNotificationPreferences.merchantUserId, merchantUsers.id), eq(merchantUserNotificationPreferences.type, type)),
    )
    .where(and(eq(merchantUsers.merchantId, merchantDbId), inArray(merchantUsers.role, [...info.roles])))
    .orderBy(merchantUsers.id);
}

/**
 * Raises a notification inside the caller's transaction, so it exists exactly when its cause
 * does: a row for each recipient who wants it in the app (open streams hear of it on commit, through
 * the table's NOTIFY trigger) and an outbox email for each who wants it by email.
 */
export async function notify(db: DbOrTx, ctx: Pick<AppContext, 'config'>, event: NotifyEvent): Promise<{ inApp: number; emails: number }> {
  const targets = event.audience === 'admin' ? await adminTargets(db, event.type) : await merchantTargets(db, event.type, event.merchantDbId);
  const link = event.link ?? null;
  const inApp = targets.filter((t) => t.inApp);
  if (inApp.length > 0) {
    await db.insert(notifications).values(
      inApp.map((t) => ({
        adminId: event.audience === 'admin' ? t.id : null,
        merchantUserId: event.audience === 'merchant' ? t.id : null,
        type: event.type,
        title: event.title,
        body: event.body,
        link,
        data: event.data ?? {},
      })),
    );
  }
  const emails = targets
    .filter((t) => t.wantsEmail)
    .map((t) =>
      notificationEmail(ctx.config.publicUrl, { audience: event.audience, type: event.type, title: event.title, body: event.body, link, to: t.email }),
    );
  if (emails.length > 0) await enqueueEmails(db, emails);
  return { inApp: inApp.length, emails: emails.length };
}
