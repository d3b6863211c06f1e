import {
  listMerchantNotificationsQuerySchema,
  listNotificationsResponseSchema,
  markAllReadResponseSchema,
  markReadResponseSchema,
  notificationIdParamsSchema,
  notificationPreferencesSchema,
  unreadCountSchema,
  updateMerchantPreferencesSchema,
} from '../notifications';
import { defineEndpoint } from '../endpoint';

/**
 * A signed-in merchant user's own notifications, preferences and live stream; every team role has them.
 */
const base = { auth: 'merchantUser', tags: ['Merchant portal'] } as const;

export const listMerchantNotifications = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/merchant/notifications',
  summary: 'Your notifications, newest first',
  description: 'Keyset-paged (pass nextCursor as cursor); filter by type and unread. `unread` counts every unread notification, whatever the filters.',
  query: listMerchantNotificationsQuerySchema,
  responses: { 200: listNotificationsResponseSchema },
  errors: ['INVALID_CURSOR'],
});

export const merchantNotificationUnreadCount = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/merchant/notifications/unread-count',
  summary: 'How many of your notifications are unread',
  responses: { 200: unreadCountSchema },
});

export const markMerchantNotificationRead = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/merchant/notifications/:notificationId/read',
  summary: 'Mark one of your notifications read',
  description: 'Marking a read notification again changes nothing. Another user’s notification answers 404.',
  params: notificationIdParamsSchema,
  responses: { 200: markReadResponseSchema },
  errors: ['NOTIFICATION_NOT_FOUND'],
});

export const markAllMerchantNotificationsRead = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/merchant/notifications/read-all',
  summary: 'Mark all your notifications read',
  responses: { 200: markAllReadResponseSchema },
});

export const getMerchantNotificationPreferences = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/merchant/notifications/preferences',
  summary: 'How you receive each type of notification',
  description: 'Every type you can receive, with in-app and email on or off, and the defaults.',
  responses: { 200: notificationPreferencesSchema },
});

export const updateMerchantNotificationPreferences = defineEndpoint({
  ...base,
  method: 'PUT',
  path: '/api/merchant/notifications/preferences',
  summary: 'Choose how you receive types of notification',
  description: 'Each named type gets in-app, email, both or neither; types not named keep their setting. Answers every preference.',
  body: updateMerchantPreferencesSchema,
  responses: { 200: notificationPreferencesSchema },
});

export const merchantNotificationStream = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/merchant/notifications/stream',
  summary: 'Live notifications (Server-Sent Events)',
  description:
    'A text/event-stream, authenticated like every other call (Authorization header; read it with fetch streaming). Events: `ready` (unread count), `notification` (a new notification and the count), `unread` (the count changed), `resync` (reload: something may have been missed). A comment every 15 seconds keeps it open. It ends when the session ends. Each instance keeps a capped number of streams open per user and in all: one more is 429 with Retry-After (a session past 5 closes its oldest instead).',
  responses: { 200: null },
  produces: ['text/event-stream'],
  errors: ['RATE_LIMITED'],
});
