import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ListNotificationsQuery, ListNotificationsResponse, Notification } from '@contract/notifications';
import type { DbOrTx } from '@server/db/client';
import { notifications } from '@server/db/schema/index';
import { afterCursor, cursorTs, decodeCursor, isoTs, isUuid, toPage } from '@server/db/keyset';
import { notFound } from '@server/errors';
import { ownedBy, type Recipient } from './recipient';

/** A recipient's own notifications: the list, the unread count and the read state. */

const columns = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  data: notifications.data,
  createdAt: isoTs(notifications.createdAt),
  readAt: sql<string | null>`case when ${notifications.readAt} is null then null else ${isoTs(notifications.readAt)} end`,
};

type Row = {
  id: string;
  type: string;
  title: string;
  body: string;
  link: string | null;
  data: Record<string, unknown>;
  createdAt: string;
  readAt: string | null;
};

const toNotification = (r: Row): Notification => ({
  id: r.id,
  type: r.type,
  title: r.title,
  body: r.body,
  link: r.link,
  data: r.data ?? {},
  createdAt: r.createdAt,
  readAt: r.readAt,
});

const notificationNotFound = () => notFound('Notification not found', 'NOTIFICATION_NOT_FOUND');

export async function unreadCount(db: DbOrTx, recipient: Recipient): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(ownedBy(recipient), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function listNotifications(db: DbOrTx, recipient: Recipient, query: ListNotificationsQuery): Promise<ListNotificationsResponse> {
  const limit = query.limit ?? 20;
  const cursor = decodeCursor(query.cursor, 'uuid');
  const rows = await db
    .select({ ...columns, cursor_ts: cursorTs(notifications.createdAt) })
    .from(notifications)
    .where(
      and(
        ownedBy(recipient),
        query.type ? eq(notifications.type, query.type) : undefined,
        query.unread === 'true' ? isNull(notifications.readAt) : undefined,
        cursor ? afterCursor(notifications.createdAt, notifications.id, cursor, 'uuid') : undefined,
      ),
    )
    .orderBy(sql`${notifications.createdAt} desc nulls last`, desc(notifications.id))
    .limit(limit + 1);
  const page = toPage(rows, limit);
  return { notifications: page.rows.map(toNotification), nextCursor: page.nextCursor, unread: await unreadCount(db, recipient) };
}

/** One of the recipient's notifications, or undefined (someone else's is as good as missing). */
export async function findNotification(db: DbOrTx, recipient: Recipient, notificationId: string): Promise<Notification | undefined> {
  if (!isUuid(notificationId)) return undefined;
  const [row] = await db
    .select(columns)
    .from(notifications)
    .where(and(ownedBy(recipient), eq(notifications.id, notificationId)))
    .limit(1);
  return row ? toNotification(row) : undefined;
}

export async function markRead(db: DbOrTx, recipient: Recipient, notificationId: string): Promise<{ notification: Notification; unread: number }> {
  if (!isUuid(notificationId)) throw notificationNotFound();
  // Only an unread row changes, so marking twice keeps the first time (and sends no second NOTIFY).
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(ownedBy(recipient), eq(notifications.id, notificationId), isNull(notifications.readAt)));
  const notification = await findNotification(db, recipient, notificationId);
  if (!notification) throw notificationNotFound();
  return { notification, unread: await unreadCount(db, recipient) };
}

export async function markAllRead(db: DbOrTx, recipient: Recipient): Promise<{ marked: number; unread: number }> {
  const marked = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(ownedBy(recipient), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { marked: marked.length, unread: await unreadCount(db, recipient) };
}
