import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PreferenceChange } from '@contract/notifications';
import type { NotificationsApi } from '@web/lib/notifications-api';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';

export function useNotificationPreferences(api: NotificationsApi) {
  return useQuery({ queryKey: api.preferencesKey, queryFn: ({ signal }) => api.preferences(signal) });
}

/** Saves every row at once; the answer is the stored preferences, which replace the cached ones. */
export function useSaveNotificationPreferences(api: NotificationsApi) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: PreferenceChange[]) => api.updatePreferences(changes),
    onSuccess: (data) => {
      queryClient.setQueryData(api.preferencesKey, data);
      toast({ title: 'Preferences saved' });
    },
    onError: (error) => toast({ title: 'Preferences not saved', description: serverMessage(error) ?? 'Try again in a moment.', variant: 'destructive' }),
  });
}
