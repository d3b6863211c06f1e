/** The notifications domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { notifyContactEnquiry, notifyDocumentRejected, notifyDocumentReuploaded, notifyVerificationOutcome, notifyVerificationSubmitted } from './causes';
export { notificationHub } from './notification-hub';
export { notify } from './notify';
export { listNotifications, markAllRead, markRead, unreadCount } from './own-notifications';
export { getPreferences, updatePreferences } from './preferences';
export type { Recipient } from './recipient';
