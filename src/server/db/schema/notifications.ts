import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './auth';
import { merchantUsers } from './merchants';

/**
 * One row per recipient: a notification sent to five admins is five rows, each read on its own.
 * Exactly one of admin_id and merchant_user_id is set. Inserting a row, or changing read_at,
 * NOTIFYs every app instance (trigger in the migration), which tells that recipient's open streams.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    merchantUserId: uuid('merchant_user_id').references(() => merchantUsers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path in the admin panel or the portal. */
    link: text('link'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check('notifications_one_recipient', sql`(${t.adminId} is null) <> (${t.merchantUserId} is null)`),
    index('notifications_admin_idx').on(t.adminId, t.createdAt.desc(), t.id.desc()),
    index('notifications_merchant_user_idx').on(t.merchantUserId, t.createdAt.desc(), t.id.desc()),
    index('notifications_admin_unread_idx')
      .on(t.adminId)
      .where(sql`${t.readAt} is null`),
    index('notifications_merchant_user_unread_idx')
      .on(t.merchantUserId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * A recipient's choice for one type; without a row the type's defaults apply
 * (src/contract/notifications.ts). Admins and merchant users each have their own table, so
 * each row's owner is a plain foreign key.
 */
export const adminNotificationPreferences = pgTable(
  'admin_notification_preferences',
  {
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.type] })],
);

export const merchantUserNotificationPreferences = pgTable(
  'merchant_user_notification_preferences',
  {
    merchantUserId: uuid('merchant_user_id')
      .notNull()
      .references(() => merchantUsers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantUserId, t.type] })],
);
