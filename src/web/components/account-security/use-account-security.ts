import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PasswordChangeApi, SessionsApi } from '@web/lib/account-security-api';
import { isHttpError } from '@web/lib/http-error';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';

/*
 * The account-security hooks of either area (admin panel or merchant portal), bound to the area's
 * endpoints through its api object: what each change reloads lives here, not in the cards.
 */

/** A 401 means this session itself has ended: the area's own sign-out handling takes over, so no toast. */
export const signedOut = (error: unknown) => isHttpError(error) && error.status === 401;

export function useSessions(api: SessionsApi, queryMeta?: Record<string, unknown>) {
  return useQuery({ queryKey: api.key, queryFn: ({ signal }) => api.list(signal), ...(queryMeta ? { meta: queryMeta } : {}) });
}

/** Signing one session out, or every other one; the list reloads whatever the answer. */
export function useSignOutSessions(api: SessionsApi) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: api.key });
  const revoke = useMutation({
    mutationFn: (sessionId: string) => api.revoke(sessionId),
    onSuccess: (data) => toast({ title: 'Signed out', description: data.message }),
    onError: (error) => {
      if (!signedOut(error)) toast({ title: 'Session not signed out', description: serverMessage(error) ?? 'Try again in a moment.', variant: 'destructive' });
    },
    onSettled: refresh,
  });
  const revokeOthers = useMutation({
    mutationFn: () => api.revokeOthers(),
    onSuccess: (data) => toast({ title: 'Signed out everywhere else', description: data.message }),
    onError: (error) => {
      if (!signedOut(error)) toast({ title: 'Sessions not signed out', description: serverMessage(error) ?? 'Try again in a moment.', variant: 'destructive' });
    },
    onSettled: refresh,
  });
  return { revoke, revokeOthers };
}

/**
 * The signed-in user's own password change. The server signs out the other sessions, so their list
 * reloads. `onDone` runs on success; a failure goes to `onFailed` (after any 401, which stays quiet).
 */
export function useChangePassword(api: PasswordChangeApi, { onDone, onFailed }: { onDone: () => void; onFailed: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => api.change(body),
    onSuccess: (data) => {
      onDone();
      toast({ title: 'Password changed', description: data.message });
      void queryClient.invalidateQueries({ queryKey: api.sessionsKey });
    },
    onError: (error) => {
      if (!signedOut(error)) onFailed(error);
    },
  });
}
