import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import type { NotificationsApi } from '@web/lib/notifications-api';
import { useNotificationStream } from '@web/lib/use-notification-stream';
import { NotificationItem } from './notification-item';
import { useNotificationActions } from './use-notification-actions';

interface Props {
  api: NotificationsApi;
  /** The area's full history, when it has a page for it. */
  allHref?: string;
}

const RECENT = 10;

/** The bell in a header: the unread count, kept live by the stream, and the recent notifications in a popover. */
export function NotificationBell({ api, allHref }: Props) {
  const [open, setOpen] = useState(false);
  useNotificationStream(api, true);
  const count = useQuery({ queryKey: api.unreadKey, queryFn: ({ signal }) => api.unreadCount(signal) });
  const recent = useQuery({ queryKey: [...api.listKey, { limit: RECENT }], queryFn: ({ signal }) => api.list({ limit: RECENT }, signal), enabled: open });
  const { markRead, markAllRead } = useNotificationActions(api);
  const unread = count.data?.unread ?? 0;
  const items = recent.data?.notifications ?? [];

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          data-testid="notification-bell"
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        >
          <Bell aria-hidden="true" />
          {unread > 0 ? (
            <span
              data-testid="notification-count"
              className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-xs font-semibold leading-5 text-destructive-foreground"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label="Notifications"
          className="z-50 w-[min(24rem,calc(100vw-2rem))] rounded-lg border border-border bg-background p-4 shadow-lg"
        >
          <div className="flex items-center justify-between gap-2 border-b border-border pb-2">
            <h2 className="text-base font-semibold">Notifications</h2>
            <Button variant="link" size="sm" disabled={unread === 0 || markAllRead.isPending} onClick={() => markAllRead.mutate()}>
              Mark all read
            </Button>
          </div>
          {recent.isPending ? (
            <p role="status" className="py-4 text-sm text-muted-foreground">
              Loading…
            </p>
          ) : recent.isError ? (
            <p role="alert" className="py-4 text-sm">
              Notifications could not be loaded.
            </p>
          ) : items.length === 0 ? (
            <p data-empty-state className="py-4 text-sm text-muted-foreground">
              No notifications yet.
            </p>
          ) : (
            <ul aria-label="Recent notifications" className="max-h-96 divide-y divide-border overflow-y-auto">
              {items.map((n) => (
                <NotificationItem
                  key={n.id}
                  notification={n}
                  busy={markRead.isPending}
                  onMarkRead={(id) => markRead.mutate(id)}
                  onFollow={() => setOpen(false)}
                />
              ))}
            </ul>
          )}
          {allHref ? (
            <div className="border-t border-border pt-2 text-right">
              <Link to={allHref} onClick={() => setOpen(false)} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                View all and preferences
              </Link>
            </div>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
