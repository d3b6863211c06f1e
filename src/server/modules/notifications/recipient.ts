import { eq, type SQL } from 'drizzle-orm';
import type { NotificationAudience } from '@contract/notifications';
import { notifications } from '@server/db/schema/index';

/** Whose notifications: an admin, or a merchant user. */
export interface Recipient {
  audience: NotificationAudience;
  /** The admin's id or the merchant user's id. */
  id: string;
}

/** The condition that selects one recipient's rows. */
export function ownedBy(recipient: Recipient): SQL {
  return recipient.audience === 'admin' ? eq(notifications.adminId, recipient.id) : eq(notifications.merchantUserId, recipient.id);
}

/** How a recipient is spelled in NOTIFY payloads (see the migration): a:<id> or m:<id>. */
export function recipientKey(recipient: Recipient): string {
  return `${recipient.audience === 'admin' ? 'a' : 'm'}:${recipient.id}`;
}
