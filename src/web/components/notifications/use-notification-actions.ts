import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationsApi } from '@web/lib/notifications-api';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';

/** Mark one or all read; the count is set from the answer and the lists reload. */
export function useNotificationActions(api: NotificationsApi) {
  const queryClient = useQueryClient();
  const settle = (unread: number) => {
    queryClient.setQueryData(api.unreadKey, { unread });
    void queryClient.invalidateQueries({ queryKey: api.listKey });
  };
  const failed = (error: unknown) =>
    toast({ title: 'Could not update notifications', description: serverMessage(error) ?? 'Try again in a moment.', variant: 'destructive' });
  const markRead = useMutation({ mutationFn: (id: string) => api.markRead(id), onSuccess: (data) => settle(data.unread), onError: failed });
  const markAllRead = useMutation({ mutationFn: () => api.markAllRead(), onSuccess: (data) => settle(data.unread), onError: failed });
  return { markRead, markAllRead };
}
