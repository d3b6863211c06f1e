import type { QueryKey } from '@tanstack/react-query';
import type { SessionList } from '@contract/account-security';

/**
 * What the shared sessions card needs from an area (admin panel or merchant portal): each feature
 * binds these to its own endpoints and client, so the component imports no feature.
 */
export interface SessionsApi {
  key: QueryKey;
  list(signal?: AbortSignal): Promise<SessionList>;
  revoke(sessionId: string): Promise<{ message: string }>;
  revokeOthers(): Promise<{ message: string; revoked: number }>;
}

/** An area's own password change, and the sessions list it signs out (which then reloads). */
export interface PasswordChangeApi {
  sessionsKey: QueryKey;
  change(body: { currentPassword: string; newPassword: string }): Promise<{ message: string }>;
}

/** The two reset calls of an area, without a session. */
export interface PasswordResetApi {
  request(email: string): Promise<{ message: string }>;
  confirm(body: { token: string; password: string }): Promise<{ message: string }>;
}

/** The reset link's token, read once from the address bar. */
export function tokenFromSearch(search: string): string | null {
  const token = new URLSearchParams(search).get('token')?.trim();
  return token ? token : null;
}
