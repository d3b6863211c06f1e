import type { NotificationsApi } from '@web/lib/notifications-api';
import { merchantApi, endpointKey } from '@web/lib/api-client';
import {
  merchantNotificationStream,
  merchantNotificationUnreadCount,
  getMerchantNotificationPreferences,
  listMerchantNotifications,
  markMerchantNotificationRead,
  markAllMerchantNotificationsRead,
  updateMerchantNotificationPreferences,
} from '@contract/endpoints/merchant-notifications';
import type { MerchantNotificationType } from '@contract/notifications';

/** The merchant portal's notification endpoints, for the shared bell, list and preferences form. */
export const merchantNotificationsApi: NotificationsApi = {
  listKey: endpointKey(listMerchantNotifications),
  unreadKey: endpointKey(merchantNotificationUnreadCount),
  preferencesKey: endpointKey(getMerchantNotificationPreferences),
  list: (query, signal) =>
    merchantApi.call(listMerchantNotifications, { query: { ...query, type: query.type as MerchantNotificationType | undefined } }, { signal }),
  unreadCount: (signal) => merchantApi.call(merchantNotificationUnreadCount, undefined, { signal }),
  markRead: (notificationId) => merchantApi.call(markMerchantNotificationRead, { params: { notificationId } }),
  markAllRead: () => merchantApi.call(markAllMerchantNotificationsRead),
  preferences: (signal) => merchantApi.call(getMerchantNotificationPreferences, undefined, { signal }),
  updatePreferences: (changes) =>
    merchantApi.call(updateMerchantNotificationPreferences, {
      body: { preferences: changes as { type: MerchantNotificationType; inApp: boolean; email: boolean }[] },
    }),
  openStream: (signal) => merchantApi.fetchRaw(merchantNotificationStream, undefined, { signal }),
};
