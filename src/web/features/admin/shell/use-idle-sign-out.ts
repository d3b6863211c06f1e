import { useCallback, useEffect, useRef, useState } from 'react';
import { adminApi } from '@web/lib/api-client';
import { isHttpError } from '@web/lib/http-error';
import { ADMIN_IDLE_WARNING_MS, type AdminSessionTimes } from '@contract/admin-auth';
import { adminSessionRenew, adminSessionStatus } from '@contract/endpoints/admin-auth';
import type { SignedOutReason } from './signed-out';

/** A click or a key press renews the session on the server at most this often. */
const RENEW_EVERY_MS = 60_000;
/** What a person does at the screen; pointer movement alone is not counted, so a nudged mouse does not keep a session open. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
/**
 * Activity renews a moment later, not at once: a click that signs out (Log out, Sign out now) must not
 * race its own renewal, which would reach the server after the session ended. Signing out unmounts
 * the hook, which drops the pending renewal.
 */
const RENEW_AFTER_ACTIVITY_MS = 1_500;

export interface IdleWarning {
  /** When the session ends unless renewed, by this browser's clock (Date.now). */
  endsAt: number;
  /** Renewing cannot help: the session reaches its lifetime first. */
  final: boolean;
}

/**
 * The panel's side of the staff idle timeout (decision 0022). The server ends a staff session 15
 * minutes (by default) after its last renewal, and only POST /session/renew renews it: polling and
 * the live stream never do. So the panel renews when the person clicks or types (at most once a
 * minute), warns a minute before the end and offers to stay signed in, and at the end asks the
 * server once more (another tab may have renewed) before signing out with the reason.
 *
 * Times come from the server as durations, so a wrong clock in the browser changes nothing.
 */
export function useIdleSignOut({ enabled, onSignedOut }: { enabled: boolean; onSignedOut: (reason: SignedOutReason) => void }) {
  const [warning, setWarning] = useState<IdleWarning | null>(null);
  const [renewing, setRenewing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastRenewal = useRef(0);
  const warningOpen = useRef(false);
  const finished = useRef(false);
  // Where the session stands by this browser's clock: when it ends unless renewed, and whether that is its lifetime.
  const expected = useRef<{ at: number; reason: SignedOutReason } | null>(null);
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;

  const end = useCallback((reason: SignedOutReason) => {
    if (finished.current) return;
    finished.current = true;
    clearTimeout(timer.current);
    warningOpen.current = false;
    setWarning(null);
    signedOut.current(reason);
  }, []);

  /** The reason to give when the session turns out to have ended: the idle time or the lifetime when it was due by now, else none. */
  const reasonIfDue = useCallback((): SignedOutReason | null => {
    const e = expected.current;
    return e && Date.now() >= e.at - 5_000 ? e.reason : null;
  }, []);
  const lastReason = useCallback((): SignedOutReason => reasonIfDue() ?? { reason: 'ended' }, [reasonIfDue]);

  // Asks the server where the session stands (a read: it renews nothing) and plans the next look.
  const look = useCallback(
    async (atEnd: boolean): Promise<void> => {
      if (finished.current) return;
      let times: AdminSessionTimes;
      try {
        times = await adminApi.call(adminSessionStatus);
      } catch (error) {
        if (isHttpError(error) && error.status === 401) return end(lastReason());
        // Offline for a moment: look again shortly rather than sign out on a network error.
        timer.current = setTimeout(() => void look(atEnd), 5_000);
        return;
      }
      plan(times);
    },
    // plan is a plain function over refs (below), stable for the hook's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [end, lastReason],
  );

  // From where the server says the session stands: the warning when it is due, else a timer until it is.
  function plan(times: AdminSessionTimes): void {
    if (finished.current) return;
    const idleMinutes = Math.round(times.idleTimeoutMs / 60_000);
    const endsAt = Date.now() + times.expiresInMs;
    const final = times.endsInMs <= times.expiresInMs + 1_000;
    expected.current = { at: endsAt, reason: final ? { reason: 'lifetime' } : { reason: 'idle', idleMinutes } };
    clearTimeout(timer.current);
    if (times.expiresInMs <= ADMIN_IDLE_WARNING_MS) {
      warningOpen.current = true;
      setWarning({ endsAt, final });
      // At the end, one more look: another tab may have renewed, else the server answers 401.
      timer.current = setTimeout(() => void look(true), Math.max(0, times.expiresInMs) + 500);
    } else {
      warningOpen.current = false;
      setWarning(null);
      timer.current = setTimeout(() => void look(false), times.expiresInMs - ADMIN_IDLE_WARNING_MS);
    }
  }

  const renew = useCallback(async () => {
    lastRenewal.current = Date.now();
    try {
      plan(await adminApi.call(adminSessionRenew));
    } catch (error) {
      if (isHttpError(error) && error.status === 401) end(lastReason());
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [end, lastReason]);

  useEffect(() => {
    if (!enabled) return;
    finished.current = false;
    void look(false);
    let pending: ReturnType<typeof setTimeout> | undefined;
    const onActivity = () => {
      // While the warning shows, only its button counts: a stray key must not dismiss it silently.
      if (warningOpen.current || Date.now() - lastRenewal.current < RENEW_EVERY_MS) return;
      lastRenewal.current = Date.now();
      pending = setTimeout(() => {
        if (!finished.current && !warningOpen.current) void renew();
      }, RENEW_AFTER_ACTIVITY_MS);
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      clearTimeout(timer.current);
      clearTimeout(pending);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, [enabled, look, renew]);

  const staySignedIn = useCallback(async () => {
    setRenewing(true);
    try {
      await renew();
    } finally {
      setRenewing(false);
    }
  }, [renew]);

  return { warning, renewing, staySignedIn, reasonIfDue };
}
