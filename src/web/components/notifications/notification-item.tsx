import { Link } from 'react-router';
import type { Notification } from '@contract/notifications';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { formatDateTime } from '@web/lib/format';

interface Props {
  notification: Notification;
  onMarkRead: (id: string) => void;
  busy?: boolean;
  /** Called after following the notification's link (to close a popover). */
  onFollow?: () => void;
}

/** One notification: its title (a link when it has one), text and time, and "Mark read" while unread. */
export function NotificationItem({ notification: n, onMarkRead, busy, onFollow }: Props) {
  const unread = n.readAt === null;
  const follow = () => {
    if (unread) onMarkRead(n.id);
    onFollow?.();
  };
  return (
    <li data-testid="notification-item" data-type={n.type} data-unread={unread} className={cn('flex gap-3 py-3', unread ? '' : 'opacity-80')}>
      <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')} />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="text-sm font-medium [overflow-wrap:anywhere]">
          {n.link ? (
            <Link to={n.link} onClick={follow} className="hover:underline">
              {n.title}
            </Link>
          ) : (
            n.title
          )}
          {unread ? <span className="sr-only"> (unread)</span> : null}
        </p>
        <p className="whitespace-pre-line text-sm text-muted-foreground [overflow-wrap:anywhere]">{n.body}</p>
        <p className="text-xs text-muted-foreground">{formatDateTime(n.createdAt)}</p>
      </div>
      {unread ? (
        <Button variant="ghost" size="sm" className="shrink-0" disabled={busy} onClick={() => onMarkRead(n.id)} aria-label={`Mark read: ${n.title}`}>
          Mark read
        </Button>
      ) : null}
    </li>
  );
}
