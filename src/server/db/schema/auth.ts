import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid, bigint } from 'drizzle-orm/pg-core';
import { AUDIT_ACTOR_TYPES } from '@contract/admin-audit';

export const admins = pgTable('admins', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Always stored lower-cased. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
});

/**
 * Server-side record of every issued token. A token is honoured only while its
 * session row exists, is unexpired and is not revoked, so logout, password
 * changes and merchant suspension take effect at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectType: text('subject_type', { enum: ['admin', 'merchant'] }).notNull(),
    adminId: uuid('admin_id'),
    merchantUserId: uuid('merchant_user_id'),
    merchantId: uuid('merchant_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
  },
  (t) => [
    index('sessions_merchant_idx').on(t.merchantId).where(sql`${t.revokedAt} is null`),
    index('sessions_admin_idx').on(t.adminId).where(sql`${t.revokedAt} is null`),
  ],
);

/** Fixed-window counters shared by every app instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorType: text('actor_type', { enum: AUDIT_ACTOR_TYPES }).notNull(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: text('before'),
    after: text('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_logs_action_idx').on(t.action, t.createdAt.desc()),
  ],
);
