import type { QueryKey } from '@tanstack/react-query';
import type { ListNotificationsResponse, Notification, NotificationPreferences, PreferenceChange } from '@contract/notifications';

/**
 * What the shared bell, list and preferences form need from an area (admin panel or merchant
 * portal): each feature binds these to its own endpoints and client, so the components import no feature.
 */
export interface NotificationsApi {
  /** Invalidating this refreshes every list and count of the area. */
  listKey: QueryKey;
  unreadKey: QueryKey;
  preferencesKey: QueryKey;
  list(query: { limit?: number; cursor?: string; type?: string; unread?: 'true' | 'false' }, signal?: AbortSignal): Promise<ListNotificationsResponse>;
  unreadCount(signal?: AbortSignal): Promise<{ unread: number }>;
  markRead(notificationId: string): Promise<{ notification: Notification; unread: number }>;
  markAllRead(): Promise<{ marked: number; unread: number }>;
  preferences(signal?: AbortSignal): Promise<NotificationPreferences>;
  updatePreferences(changes: PreferenceChange[]): Promise<NotificationPreferences>;
  /** Opens the live stream with the session's Authorization header; failures throw HttpError. */
  openStream(signal: AbortSignal): Promise<Response>;
}

export interface StreamMessage {
  event: string;
  data: unknown;
}

/**
 * Splits Server-Sent Events text into messages. Returns the messages complete so far and the
 * unfinished rest, to be prefixed to the next chunk. Comment lines (heartbeats) are skipped.
 */
export function parseEventStream(text: string): { messages: StreamMessage[]; rest: string } {
  const normalised = text.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  const messages: StreamMessage[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) continue;
    try {
      messages.push({ event, data: JSON.parse(data.join('\n')) });
    } catch {
      // Not ours: ignore it.
    }
  }
  return { messages, rest };
}
