import type { onRequestHookHandler } from 'fastify';
import type { EndpointDefinition } from '@contract/endpoint';
import { adminLogout, adminMe, adminSessionRenew, adminSessionStatus } from '@contract/endpoints/admin-auth';
import { adminMfaEnable, adminMfaEnrolmentLink, adminMfaSetup, adminMfaStatus } from '@contract/endpoints/mfa';
import { AppError } from '@server/errors';
import { adminMustEnrol, sessionOpenedByEnrolmentLink } from '@server/modules/mfa';

/** What an admin who must set up two-factor sign-in (requireAdminMfa) may still call. */
const OPEN_DURING_ENROLMENT: ReadonlySet<EndpointDefinition> = new Set<EndpointDefinition>([
  adminMe,
  adminLogout,
  adminMfaStatus,
  adminSessionStatus,
  adminSessionRenew,
  adminMfaEnrolmentLink,
]);

/** Setting the factor up, which a required enrolment allows only on a session opened by the emailed link. */
const ENROLMENT_STEPS: ReadonlySet<EndpointDefinition> = new Set<EndpointDefinition>([adminMfaSetup, adminMfaEnable]);

/**
 * After the admin guard: while the platform requires two-factor sign-in and this admin has not set
 * it up, every other admin endpoint answers 403 MFA_ENROLMENT_REQUIRED. Read on each request, so
 * turning the setting on applies at once, and enabling lifts it at once. Setup and enable stay open
 * to such an admin only on a session that the emailed enrolment link opened (403
 * MFA_ENROLMENT_LINK_REQUIRED otherwise), so a password alone never enrols a factor.
 */
export function mfaEnrolmentGate(endpoint: EndpointDefinition): onRequestHookHandler | undefined {
  if (endpoint.auth !== 'admin' || OPEN_DURING_ENROLMENT.has(endpoint)) return undefined;
  if (ENROLMENT_STEPS.has(endpoint)) {
    return async (request) => {
      if (!request.admin) return;
      const { db } = request.server.ctx.database;
      if (!(await adminMustEnrol(db, request.admin.id))) return;
      if (await sessionOpenedByEnrolmentLink(db, request.admin.sessionId)) return;
      throw new AppError('MFA_ENROLMENT_LINK_REQUIRED', 403, 'Confirm by email first: open the link we email to your address to set up two-factor sign-in.');
    };
  }
  return async (request) => {
    if (!request.admin) return;
    if (await adminMustEnrol(request.server.ctx.database.db, request.admin.id)) {
      throw new AppError('MFA_ENROLMENT_REQUIRED', 403, 'Set up two-factor sign-in to continue: the platform requires it for every admin.');
    }
  };
}
