import type { onRequestHookHandler } from 'fastify';
import type { EndpointDefinition } from '@contract/endpoint';
import { adminLogout, adminMe } from '@contract/endpoints/admin-auth';
import { adminMfaEnable, adminMfaSetup, adminMfaStatus } from '@contract/endpoints/mfa';
import { AppError } from '@server/errors';
import { adminMustEnrol } from '@server/modules/mfa/admin-enrolment';

/** What an admin who must set up two-factor sign-in (requireAdminMfa) may still call. */
const OPEN_DURING_ENROLMENT: ReadonlySet<EndpointDefinition> = new Set<EndpointDefinition>([adminMe, adminLogout, adminMfaStatus, adminMfaSetup, adminMfaEnable]);

/**
 * After the admin guard: while the platform requires two-factor sign-in and this admin has not set
 * it up, every other admin endpoint answers 403 MFA_ENROLMENT_REQUIRED. Read on each request, so
 * turning the setting on applies at once, and enabling lifts it at once.
 */
export function mfaEnrolmentGate(endpoint: EndpointDefinition): onRequestHookHandler | undefined {
  if (endpoint.auth !== 'admin' || OPEN_DURING_ENROLMENT.has(endpoint)) return undefined;
  return async (request) => {
    if (!request.admin) return;
    if (await adminMustEnrol(request.server.ctx.database.db, request.admin.id)) {
      throw new AppError('MFA_ENROLMENT_REQUIRED', 403, 'Set up two-factor sign-in to continue: the platform requires it for every admin.');
    }
  };
}
