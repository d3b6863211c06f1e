import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { adminApi, endpointKey } from '@web/lib/api-client';
import { clearToken, getToken, onTokenChange } from '@web/lib/token-storage';
import { toast } from '@web/lib/use-toast';
import { useAdminQuery } from '../lib/admin-queries';
import { checkAdminToken } from '../lib/admin-token';
import { forgetAdminData } from './forget-admin-data';
import { signedOutState, type SignedOutReason } from './signed-out';
import { useIdleSignOut } from './use-idle-sign-out';
import type { EndpointResult } from '@contract/endpoint';
import { adminLogout, adminMe } from '@contract/endpoints/admin-auth';

export const ADMIN_LOGIN_PATH = '/admin/login';

/**
 * Waits (at most 2 seconds) for the loads already in flight: the session revoked under them, they
 * would come back 401 and report a session that ended on purpose as expired. Quiet means none for
 * 100 ms, not one look: a load that finishes can render a screen whose own loads start a moment later.
 */
async function loadsSettled(queryClient: QueryClient, limitMs = 2000, quietMs = 100): Promise<void> {
  const until = Date.now() + limitMs;
  let quietSince = Date.now();
  while (Date.now() < until) {
    if (queryClient.isFetching() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The admin session flows of docs/product-spec.md sections 2 and 4: no token, a non-admin token or an
 * undecodable one lead to login; a token cleared behind our back (any 401, or expiry, which the
 * API client detects) is "Session Expired"; Logout revokes the session on the server.
 */
export function useAdminSession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [check] = useState(() => checkAdminToken(getToken('adminToken')));
  // Set when we remove the token ourselves, so that removal is not mistaken for an expired session.
  const leaving = useRef(false);

  useEffect(() => {
    if (check.kind === 'ok') return;
    leaving.current = true;
    if (check.kind === 'wrong-type') {
      toast({ title: 'Access Denied', description: 'Invalid token type - admin authentication required', variant: 'destructive' });
    }
    if (check.kind !== 'none') clearToken('adminToken');
    navigate(ADMIN_LOGIN_PATH, { replace: true });
  }, [check, navigate]);

  // Asking the server at once turns a revoked or forged token into Session Expired before any section loads.
  const me = useAdminQuery(adminMe, undefined, { enabled: check.kind === 'ok' });

  // The session ended: the login page says why (idle, lifetime, or just ended).
  const signOutWith = useCallback(
    (reason: SignedOutReason) => {
      leaving.current = true;
      clearToken('adminToken');
      navigate(ADMIN_LOGIN_PATH, { replace: true, state: signedOutState(reason) });
      forgetAdminData(queryClient);
    },
    [navigate, queryClient],
  );

  // Staff sessions end after a spell without activity; the panel warns a minute before (decision 0022).
  const idle = useIdleSignOut({ enabled: check.kind === 'ok' && me.isSuccess, onSignedOut: signOutWith });
  const { reasonIfDue } = idle;

  useEffect(
    () =>
      onTokenChange((key, value) => {
        if (key !== 'adminToken' || value !== null || leaving.current) return;
        leaving.current = true;
        const reason = reasonIfDue() ?? { reason: 'ended' };
        toast({ title: 'Session Expired', description: 'Please log in again', variant: 'destructive' });
        navigate(ADMIN_LOGIN_PATH, { replace: true, state: signedOutState(reason) });
        forgetAdminData(queryClient);
      }),
    [navigate, queryClient, reasonIfDue],
  );

  const logout = useCallback(async () => {
    leaving.current = true;
    await loadsSettled(queryClient);
    try {
      await adminApi.call(adminLogout);
    } catch {
      // The session may already be gone on the server; signing out locally still has to happen.
    }
    clearToken('adminToken');
    toast({ title: 'Logged out', description: 'You have been logged out successfully' });
    navigate(ADMIN_LOGIN_PATH, { replace: true });
    forgetAdminData(queryClient);
  }, [navigate, queryClient]);

  // Enrolment finished: /me stops demanding it at once, then is asked again for the server's word.
  const markMfaEnrolled = useCallback(() => {
    queryClient.setQueryData<EndpointResult<typeof adminMe>>(endpointKey(adminMe), (data) => (data ? { ...data, mfaEnrolmentRequired: false } : data));
    void queryClient.invalidateQueries({ queryKey: endpointKey(adminMe) });
  }, [queryClient]);

  const email = me.data?.admin.email ?? (check.kind === 'ok' ? check.email : null);
  // Until /me answers, whether the platform demands two-factor enrolment first is unknown.
  const checking = check.kind === 'ok' && me.isPending;
  const mfaEnrolmentRequired = me.data?.mfaEnrolmentRequired === true;
  const mfaEnrolmentLinkRequired = me.data?.mfaEnrolmentLinkRequired === true;
  // The staff role decides which sections the sidebar shows (lib/admin-sections.ts); null until /me answers.
  const role = me.data?.admin.role ?? null;
  return { ready: check.kind === 'ok', checking, mfaEnrolmentRequired, mfaEnrolmentLinkRequired, email, role, logout, idle, markMfaEnrolled };
}
