import { z } from 'zod';
import { cursorParam, nextCursorSchema, pageLimit } from './admin-paging';
import type { MerchantRole } from './merchant-auth';
import type { AdminRole } from './roles';

/**
 * Notifications: what reaches staff and merchant users, and who receives each kind. This table is
 * the one list of types: the server resolves recipients from it, the preferences forms list it,
 * and a feature that raises a notification names one of its types.
 */

export const NOTIFICATION_AUDIENCES = ['admin', 'merchant'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

interface TypeBase {
  label: string;
  description: string;
  /** What a recipient gets until they choose otherwise. */
  defaults: { inApp: boolean; email: boolean };
}

export interface AdminNotificationTypeInfo extends TypeBase {
  /** The staff roles that may act on it, and so receive it. */
  roles: readonly AdminRole[];
}

export interface MerchantNotificationTypeInfo extends TypeBase {
  /** The merchant's team roles that may see it, and so receive it. */
  roles: readonly MerchantRole[];
}

const VERIFICATION_STAFF = ['SUPER_ADMIN', 'OPERATIONS', 'COMPLIANCE'] as const satisfies readonly AdminRole[];
const CONTACT_STAFF = ['SUPER_ADMIN', 'OPERATIONS', 'SUPPORT'] as const satisfies readonly AdminRole[];
const ACCOUNT_TEAM = ['OWNER', 'ADMIN'] as const satisfies readonly MerchantRole[];

/**
 * Staff notifications. Some are raised by features that arrive separately (disputes, webhooks,
 * payouts, instance heartbeats); their types are declared here so every recipient can set a
 * preference for them now.
 */
export const ADMIN_NOTIFICATION_TYPES = {
  'verification.submitted': {
    label: 'Verification submitted',
    description: 'A merchant submitted its business verification for review.',
    roles: VERIFICATION_STAFF,
    defaults: { inApp: true, email: true },
  },
  'verification.document_reuploaded': {
    label: 'Document re-uploaded',
    description: 'A merchant replaced a verification document after submitting.',
    roles: VERIFICATION_STAFF,
    defaults: { inApp: true, email: false },
  },
  'contact.enquiry_received': {
    label: 'Contact enquiry',
    description: 'Someone sent an enquiry through the contact form.',
    roles: CONTACT_STAFF,
    defaults: { inApp: true, email: false },
  },
  'dispute.due_soon': {
    label: 'Dispute due soon',
    description: 'A dispute’s response deadline is within 48 hours.',
    roles: ['SUPER_ADMIN', 'COMPLIANCE'],
    defaults: { inApp: true, email: true },
  },
  'webhook.endpoint_disabled': {
    label: 'Webhook endpoint disabled',
    description: 'A merchant’s webhook endpoint was disabled after repeated failures.',
    roles: ['SUPER_ADMIN', 'OPERATIONS'],
    defaults: { inApp: true, email: false },
  },
  'payout.failed': {
    label: 'Payout failed',
    description: 'A payout to a merchant failed.',
    roles: ['SUPER_ADMIN', 'FINANCE'],
    defaults: { inApp: true, email: true },
  },
  'instance.heartbeat_lost': {
    label: 'Instance stopped',
    description: 'An app instance has stopped sending heartbeats.',
    roles: ['SUPER_ADMIN', 'OPERATIONS'],
    defaults: { inApp: true, email: true },
  },
} as const satisfies Record<string, AdminNotificationTypeInfo>;

/**
 * Merchant notifications. Verification decisions and rejected documents already send an account
 * email to the merchant's contact address, so their notification email is off until a user turns it on.
 */
export const MERCHANT_NOTIFICATION_TYPES = {
  'verification.approved': {
    label: 'Verification approved',
    description: 'Your business passed verification and LIVE access is unlocked.',
    roles: ACCOUNT_TEAM,
    defaults: { inApp: true, email: false },
  },
  'verification.action_required': {
    label: 'Verification needs changes',
    description: 'A reviewer asked for changes to your verification.',
    roles: ACCOUNT_TEAM,
    defaults: { inApp: true, email: false },
  },
  'verification.rejected': {
    label: 'Verification rejected',
    description: 'Your business verification was rejected.',
    roles: ACCOUNT_TEAM,
    defaults: { inApp: true, email: true },
  },
  'kyb.review_requested': {
    label: 'Periodic review requested',
    description: 'Compliance asked for fresh copies of verification documents (a periodic KYB review).',
    roles: ACCOUNT_TEAM,
    defaults: { inApp: true, email: false },
  },
  'document.rejected': {
    label: 'Document rejected',
    description: 'A verification document was not accepted and needs replacing.',
    roles: ACCOUNT_TEAM,
    defaults: { inApp: true, email: false },
  },
  'dispute.opened': {
    label: 'Dispute opened',
    description: 'A customer disputed one of your payments.',
    roles: ACCOUNT_TEAM,
    defaults: { inApp: true, email: true },
  },
  'payout.paid': {
    label: 'Payout paid',
    description: 'A payout was sent to your bank account.',
    roles: ACCOUNT_TEAM,
    defaults: { inApp: true, email: false },
  },
  'payout.failed': {
    label: 'Payout failed',
    description: 'A payout to your bank account failed.',
    roles: ACCOUNT_TEAM,
    // The account's contact address is emailed about every payout already.
    defaults: { inApp: true, email: false },
  },
  'webhook.endpoint_disabled': {
    label: 'Webhook endpoint disabled',
    description: 'One of your webhook endpoints was disabled after repeated failures.',
    roles: ['OWNER', 'ADMIN', 'DEVELOPER'],
    // The account's contact address is emailed about it already.
    defaults: { inApp: true, email: false },
  },
} as const satisfies Record<string, MerchantNotificationTypeInfo>;

export type AdminNotificationType = keyof typeof ADMIN_NOTIFICATION_TYPES;
export type MerchantNotificationType = keyof typeof MERCHANT_NOTIFICATION_TYPES;

const adminTypeKeys = Object.keys(ADMIN_NOTIFICATION_TYPES) as [AdminNotificationType, ...AdminNotificationType[]];
const merchantTypeKeys = Object.keys(MERCHANT_NOTIFICATION_TYPES) as [MerchantNotificationType, ...MerchantNotificationType[]];

export const adminNotificationTypeSchema = z.enum(adminTypeKeys, { error: 'Not a staff notification type' });
export const merchantNotificationTypeSchema = z.enum(merchantTypeKeys, { error: 'Not a merchant notification type' });

/** The types of one audience, in the table's order. */
export function notificationTypesFor(audience: NotificationAudience): readonly string[] {
  return audience === 'admin' ? adminTypeKeys : merchantTypeKeys;
}

/** The table entry of a type for an audience, if the audience has that type. */
export function notificationTypeInfo(audience: NotificationAudience, type: string): AdminNotificationTypeInfo | MerchantNotificationTypeInfo | undefined {
  const table: Record<string, AdminNotificationTypeInfo | MerchantNotificationTypeInfo> =
    audience === 'admin' ? ADMIN_NOTIFICATION_TYPES : MERCHANT_NOTIFICATION_TYPES;
  return Object.hasOwn(table, type) ? table[type] : undefined;
}

// ---------------------------------------------------------------------------------------------
// Requests and answers

export const notificationSchema = z
  .object({
    id: z.string(),
    type: z.string().meta({ description: 'One of the audience’s notification types' }),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable().meta({ description: 'A path in the admin panel or portal, e.g. /admin/verification' }),
    data: z.record(z.string(), z.unknown()).meta({ description: 'Type-specific details (ids), never secrets' }),
    createdAt: z.string().meta({ description: 'ISO-8601' }),
    readAt: z.string().nullable().meta({ description: 'ISO-8601; null while unread' }),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

const unreadParam = z
  .enum(['true', 'false'], { error: 'unread must be true or false' })
  .optional()
  .meta({ description: 'true: unread only; false or absent: all' });

export const listAdminNotificationsQuerySchema = z
  .object({ limit: pageLimit(20, 100), cursor: cursorParam, type: adminNotificationTypeSchema.optional(), unread: unreadParam })
  .strict();
export const listMerchantNotificationsQuerySchema = z
  .object({ limit: pageLimit(20, 100), cursor: cursorParam, type: merchantNotificationTypeSchema.optional(), unread: unreadParam })
  .strict();
export type ListNotificationsQuery = { limit?: number; cursor?: string; type?: string; unread?: 'true' | 'false' };

export const listNotificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  nextCursor: nextCursorSchema,
  unread: z.number().int().nonnegative().meta({ description: 'Unread notifications in all, whatever the filters' }),
});
export type ListNotificationsResponse = z.infer<typeof listNotificationsResponseSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationIdParamsSchema = z.object({ notificationId: z.uuid('Not a notification id') }).strict();

export const markReadResponseSchema = z.object({ notification: notificationSchema, unread: z.number().int().nonnegative() });
export const markAllReadResponseSchema = z.object({ marked: z.number().int().nonnegative(), unread: z.number().int().nonnegative() });

export const notificationPreferenceSchema = z
  .object({
    type: z.string(),
    label: z.string(),
    description: z.string(),
    inApp: z.boolean(),
    email: z.boolean(),
    defaults: z.object({ inApp: z.boolean(), email: z.boolean() }),
  })
  .meta({ id: 'NotificationPreference' });
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesSchema = z.object({ preferences: z.array(notificationPreferenceSchema) });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

const preferenceChange = <T extends z.ZodType>(type: T) => z.object({ type, inApp: z.boolean(), email: z.boolean() }).strict();

/** Only the types named change; the others keep what they were. */
export const updateAdminPreferencesSchema = z
  .object({
    preferences: z
      .array(preferenceChange(adminNotificationTypeSchema))
      .min(1, 'Name at least one type')
      .max(adminTypeKeys.length * 2),
  })
  .strict();
export const updateMerchantPreferencesSchema = z
  .object({
    preferences: z
      .array(preferenceChange(merchantNotificationTypeSchema))
      .min(1, 'Name at least one type')
      .max(merchantTypeKeys.length * 2),
  })
  .strict();
export type PreferenceChange = { type: string; inApp: boolean; email: boolean };

/**
 * What a notification stream sends (Server-Sent Events): `ready` once with the unread count,
 * `notification` with a new notification and the count, `unread` when the count changed otherwise
 * (marked read elsewhere), and `resync` when the stream may have missed something and the client
 * should reload. Comment lines are heartbeats.
 */
export const NOTIFICATION_STREAM_EVENTS = ['ready', 'notification', 'unread', 'resync'] as const;
export type NotificationStreamEvent = (typeof NOTIFICATION_STREAM_EVENTS)[number];
