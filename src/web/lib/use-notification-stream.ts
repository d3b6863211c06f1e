import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isHttpError } from './http-error';
import { parseEventStream, type NotificationsApi } from './notifications-api';

const MAX_BACKOFF_MS = 30_000;

/**
 * Keeps the area's notification queries fresh from the live stream while `enabled`: the unread
 * count is set from each event and the lists reload. The stream is read with fetch so it carries the
 * session's Authorization header (decision 0016); it reconnects with backoff, and stops for good on
 * 401 or 403 (signed out), which the area's own sign-out handling takes over.
 */
export function useNotificationStream(api: NotificationsApi, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let backoff = 1000;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const apply = (event: string, data: unknown) => {
      const unread = (data as { unread?: unknown }).unread;
      if (typeof unread === 'number') queryClient.setQueryData(api.unreadKey, { unread });
      if (event === 'notification' || event === 'resync' || event === 'ready') void queryClient.invalidateQueries({ queryKey: api.listKey });
      if (event === 'resync') void queryClient.invalidateQueries({ queryKey: api.unreadKey });
    };

    async function run(): Promise<void> {
      try {
        const response = await api.openStream(controller.signal);
        backoff = 1000;
        const reader = response.body?.getReader();
        if (!reader) return;
        const decoder = new TextDecoder();
        let pending = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const { messages, rest } = parseEventStream(pending + decoder.decode(value, { stream: true }));
          pending = rest;
          for (const m of messages) apply(m.event, m.data);
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        if (isHttpError(error) && (error.status === 401 || error.status === 403)) return;
      }
      if (controller.signal.aborted) return;
      timer = setTimeout(() => void run(), backoff);
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    }

    void run();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [api, enabled, queryClient]);
}
