import { useState } from 'react';
import { Bell } from 'lucide-react';
import { listAdminNotifications } from '@contract/endpoints/admin-notifications';
import { ADMIN_NOTIFICATION_TYPES } from '@contract/notifications';
import { NotificationItem } from '@web/components/notifications/notification-item';
import { NotificationPreferencesForm } from '@web/components/notifications/notification-preferences-form';
import { useNotificationActions } from '@web/components/notifications/use-notification-actions';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { LoadMore } from '@web/features/admin/components/load-more';
import { LoadState } from '@web/features/admin/components/load-state';
import { NativeSelect } from '@web/features/admin/components/native-select';
import { adminNotificationsApi } from '@web/features/admin/lib/admin-notifications';
import { useCursorList } from '@web/features/admin/lib/admin-queries';

const TYPES = Object.entries(ADMIN_NOTIFICATION_TYPES) as [string, { label: string }][];

/** /admin/notifications: the signed-in admin's full history with filters, and how each type reaches them. */
export function NotificationsSection() {
  const [type, setType] = useState('');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useCursorList(
    listAdminNotifications,
    { type, unread: unreadOnly ? 'true' : undefined, limit: 25 },
    { title: 'Error loading data', description: 'Failed to load notifications' },
  );
  const { markRead, markAllRead } = useNotificationActions(adminNotificationsApi);
  const items = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;
  const filtered = type !== '' || unreadOnly;

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-end justify-between gap-4">
          <div className="grid gap-1.5">
            <CardTitle>Your notifications</CardTitle>
            <CardDescription>{unread === 1 ? '1 unread' : `${unread} unread`}</CardDescription>
          </div>
          <form aria-label="Filter notifications" className="flex flex-wrap items-end gap-3" onSubmit={(e) => e.preventDefault()}>
            <div className="grid gap-1.5">
              <Label htmlFor="notification-type">Type</Label>
              <NativeSelect id="notification-type" value={type} onChange={(e) => setType(e.target.value)}>
                <option value="">All types</option>
                {TYPES.map(([key, info]) => (
                  <option key={key} value={key}>
                    {info.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <label className="flex h-10 items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" checked={unreadOnly} onChange={(e) => setUnreadOnly(e.target.checked)} />
              Unread only
            </label>
            <Button variant="outline" disabled={unread === 0 || markAllRead.isPending} onClick={() => markAllRead.mutate()}>
              Mark all read
            </Button>
          </form>
        </CardHeader>
        <CardContent>
          <LoadState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()} what="notifications" />
          {list.isSuccess && items.length === 0 ? (
            <EmptyState icon={Bell} title={filtered ? 'No notifications match these filters' : 'No notifications yet'}>
              {filtered ? null : 'New verification submissions, re-uploaded documents and contact enquiries appear here as they happen.'}
            </EmptyState>
          ) : null}
          {items.length > 0 ? (
            <>
              <ul aria-label="Notification history" className="divide-y divide-border">
                {items.map((n) => (
                  <NotificationItem key={n.id} notification={n} busy={markRead.isPending} onMarkRead={(id) => markRead.mutate(id)} />
                ))}
              </ul>
              <LoadMore
                shown={items.length}
                hasNextPage={list.hasNextPage}
                isFetchingNextPage={list.isFetchingNextPage}
                onLoadMore={() => void list.fetchNextPage()}
              />
            </>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Preferences</CardTitle>
          <CardDescription>
            Choose how each kind of notification reaches you: in the panel (the bell), by email, both or neither. You receive only the kinds your role acts on.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <NotificationPreferencesForm api={adminNotificationsApi} />
        </CardContent>
      </Card>
    </div>
  );
}
