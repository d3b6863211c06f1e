import type { MerchantRole, MerchantStatus } from '@contract/merchant-auth';
import type { Mode } from '@contract/payments';
import type { AdminRole } from '@contract/roles';

/**
 * Who is making a request, once a route guard (plugins/auth.ts) has checked
 * the credential, and who is acting as the audit trail records it.
 */

export interface AdminPrincipal {
  id: string;
  email: string;
  role: AdminRole;
  sessionId: string;
}

export interface MerchantPrincipal {
  userId: string;
  email: string;
  role: MerchantRole;
  sessionId: string;
  /** Internal uuid of the merchant. */
  merchantDbId: string;
  /** Public mch_ id. */
  merchantId: string;
  merchantStatus: MerchantStatus;
}

export interface ApiKeyPrincipal {
  keyId: string;
  mode: Mode;
  merchantDbId: string;
  merchantId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    admin?: AdminPrincipal;
    merchantUser?: MerchantPrincipal;
    apiKeyAuth?: ApiKeyPrincipal;
    /**
     * The key a refused request named (revoked, or its merchant suspended): set by the key guard
     * before it refuses, so the API request log can still show the merchant the refusal.
     */
    apiKeyRefused?: ApiKeyPrincipal;
  }
}

/** Who is acting, as the audit trail records it. */
export interface AdminActor {
  id: string;
  email: string;
  ip: string | null;
}

export const auditActor = (actor: AdminActor) => ({ actorType: 'admin' as const, actorId: actor.id, actorEmail: actor.email, ip: actor.ip });
