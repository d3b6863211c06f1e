/**
 * Why the panel signed someone out, carried to the login page in the router's state so the page can
 * say it plainly rather than in a toast that may be missed.
 */
export type SignedOutReason = { reason: 'idle'; idleMinutes: number } | { reason: 'lifetime' } | { reason: 'ended' };

export function signedOutState(reason: SignedOutReason): { signedOut: SignedOutReason } {
  return { signedOut: reason };
}

export function signedOutMessage(state: unknown): string | null {
  const value = (state as { signedOut?: SignedOutReason } | null)?.signedOut;
  switch (value?.reason) {
    case 'idle':
      return `You were signed out after ${value.idleMinutes} minutes without activity, to keep the admin panel safe. Sign in again to continue.`;
    case 'lifetime':
      return 'Your session reached its time limit and you were signed out. Sign in again to continue.';
    case 'ended':
      return 'Your session has ended. Sign in again to continue.';
    default:
      return null;
  }
}
