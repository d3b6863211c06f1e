import type { NotificationsApi } from '@web/lib/notifications-api';
import { adminApi, endpointKey } from '@web/lib/api-client';
import {
  adminNotificationStream,
  adminNotificationUnreadCount,
  getAdminNotificationPreferences,
  listAdminNotifications,
  markAdminNotificationRead,
  markAllAdminNotificationsRead,
  updateAdminNotificationPreferences,
} from '@contract/endpoints/admin-notifications';
import type { AdminNotificationType } from '@contract/notifications';

/** The admin panel's notification endpoints, for the shared bell, list and preferences form. */
export const adminNotificationsApi: NotificationsApi = {
  listKey: endpointKey(listAdminNotifications),
  unreadKey: endpointKey(adminNotificationUnreadCount),
  preferencesKey: endpointKey(getAdminNotificationPreferences),
  list: (query, signal) => adminApi.call(listAdminNotifications, { query: { ...query, type: query.type as AdminNotificationType | undefined } }, { signal }),
  unreadCount: (signal) => adminApi.call(adminNotificationUnreadCount, undefined, { signal }),
  markRead: (notificationId) => adminApi.call(markAdminNotificationRead, { params: { notificationId } }),
  markAllRead: () => adminApi.call(markAllAdminNotificationsRead),
  preferences: (signal) => adminApi.call(getAdminNotificationPreferences, undefined, { signal }),
  updatePreferences: (changes) =>
    adminApi.call(updateAdminNotificationPreferences, { body: { preferences: changes as { type: AdminNotificationType; inApp: boolean; email: boolean }[] } }),
  openStream: (signal) => adminApi.fetchRaw(adminNotificationStream, undefined, { signal }),
};
