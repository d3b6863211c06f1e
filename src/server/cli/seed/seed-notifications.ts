import { desc } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import { contactSubmissions } from '@server/db/schema/index';
import { listNotifications, markRead, notifyContactEnquiry, type Recipient } from '@server/modules/notifications';
import type { AdminActor } from '@server/principals';
import type { DemoMerchant } from './seed-principals';

/** Marks the older half of a recipient's notifications read, as someone who has been through them would. */
async function readOlderHalf(ctx: AppContext, recipient: Recipient): Promise<number> {
  const { notifications } = await listNotifications(ctx.database.db, recipient, { limit: 100 });
  const older = notifications.slice(Math.ceil(notifications.length / 2)).filter((n) => n.readAt === null);
  for (const n of older) await markRead(ctx.database.db, recipient, n.id);
  return older.length;
}

/**
 * Notifications through the notifications module. Most arise from what the seed already did (a
 * verification submitted, a dispute opened, a payout paid); the newest enquiries raise theirs here,
 * as the contact form does. Then the reviewer and the showcase merchant's owner have read the older
 * half of theirs, so both read and unread show.
 */
export async function seedNotifications(ctx: AppContext, reviewer: AdminActor, showcase: DemoMerchant | undefined) {
  const { db } = ctx.database;
  const recent = await db.select().from(contactSubmissions).orderBy(desc(contactSubmissions.submittedAt)).limit(3);
  for (const e of recent) await db.transaction((tx) => notifyContactEnquiry(tx, ctx, e));
  let read = await readOlderHalf(ctx, { audience: 'admin', id: reviewer.id });
  if (showcase) read += await readOlderHalf(ctx, { audience: 'merchant', id: showcase.principal.userId });
  return { enquiries: recent.length, read };
}
