import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid, bigint, uniqueIndex } from 'drizzle-orm/pg-core';
import { AUDIT_ACTOR_TYPES } from '@contract/admin-audit';
import { ADMIN_ROLES } from '@contract/roles';
import { mfaColumns } from './mfa-columns';

export const admins = pgTable('admins', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Always stored lower-cased. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  role: text('role', { enum: ADMIN_ROLES }).notNull().default('SUPER_ADMIN'),
  /** A deactivated admin cannot sign in, and their sessions end at once. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  ...mfaColumns,
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
    userAgent: text('user_agent'),
    /** Coarse: refreshed at most once a minute by the guards. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_merchant_idx')
      .on(t.merchantId)
      .where(sql`${t.revokedAt} is null`),
    index('sessions_admin_idx')
      .on(t.adminId)
      .where(sql`${t.revokedAt} is null`),
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
  (t) => [index('audit_logs_created_idx').on(t.createdAt.desc(), t.id.desc()), index('audit_logs_action_idx').on(t.action, t.createdAt.desc())],
);

const SUBJECT_TYPES = ['admin', 'merchant'] as const;

/**
 * Password reset links. Only a keyed hash of the token is stored; a token works once, expires
 * after 30 minutes, and a newer request voids the older ones.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectType: text('subject_type', { enum: SUBJECT_TYPES }).notNull(),
    adminId: uuid('admin_id'),
    merchantUserId: uuid('merchant_user_id'),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash), index('password_reset_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * Invitations to join a merchant's team (kind 'merchant') or the staff (kind 'admin'). Single use,
 * 7 days; only a keyed hash of the token is stored.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: SUBJECT_TYPES }).notNull(),
    /** The merchant whose team the invitee joins; null for staff invitations. */
    merchantId: uuid('merchant_id'),
    /** Always stored lower-cased. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('invitations_hash_idx').on(t.tokenHash), index('invitations_merchant_idx').on(t.merchantId)],
);

/** Single-use recovery codes for two-factor sign-in, stored as keyed hashes. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectType: text('subject_type', { enum: SUBJECT_TYPES }).notNull(),
    adminId: uuid('admin_id'),
    merchantUserId: uuid('merchant_user_id'),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('mfa_recovery_codes_admin_idx').on(t.adminId), index('mfa_recovery_codes_merchant_user_idx').on(t.merchantUserId)],
);

/**
 * The step between a correct password and a session when two-factor sign-in is on: the mfaToken
 * names one row, which lasts 5 minutes and can be exchanged for a session once.
 */
export const mfaChallenges = pgTable('mfa_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  subjectType: text('subject_type', { enum: SUBJECT_TYPES }).notNull(),
  adminId: uuid('admin_id'),
  merchantUserId: uuid('merchant_user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  ip: text('ip'),
  userAgent: text('user_agent'),
});

/**
 * Links that confirm a two-factor enrolment the platform requires (requireAdminMfa): emailed after
 * a right password, only a keyed hash of the token is stored, a link works once for 15 minutes, and
 * a newer one voids the older. The session the link opened is the only kind allowed to enrol.
 */
export const mfaEnrolmentLinks = pgTable(
  'mfa_enrolment_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /** The session the link opened when it was followed. */
    sessionId: uuid('session_id'),
  },
  (t) => [
    uniqueIndex('mfa_enrolment_links_hash_idx').on(t.tokenHash),
    index('mfa_enrolment_links_admin_idx').on(t.adminId),
    index('mfa_enrolment_links_session_idx').on(t.sessionId),
  ],
);
