import type { QueryKey } from '@tanstack/react-query';
import type { MfaDisableRequest, MfaEnableResponse, MfaSetupResponse, MfaStatus } from '@contract/mfa';

/**
 * What the shared two-factor screens need from an area (admin panel or merchant portal): each
 * feature binds these to its own endpoints and client, so the components import no feature.
 */
export interface TwoFactorApi {
  statusKey: QueryKey;
  /** Other reads that change when two-factor sign-in is turned on or off (e.g. the admin dashboard's count). */
  alsoRefresh?: readonly QueryKey[];
  status(signal?: AbortSignal): Promise<MfaStatus>;
  setup(): Promise<MfaSetupResponse>;
  enable(code: string): Promise<MfaEnableResponse>;
  disable(body: MfaDisableRequest): Promise<{ message: string }>;
}

/** Codes are shown as xxxx-xxxx-xxxx; the text file carries them one a line with a heading. */
export function recoveryCodesText(codes: readonly string[], account: string): string {
  return [`SmartSplit recovery codes for ${account}`, 'Each code signs you in once when you cannot use your authenticator app.', '', ...codes, ''].join('\n');
}

/** A code as people type it: spaces dropped from six digits ("123 456"), recovery codes left as typed. */
export function cleanCode(input: string): string {
  const trimmed = input.trim();
  return /^[\d\s]+$/.test(trimmed) ? trimmed.replace(/\s+/g, '') : trimmed;
}
