/**
 * Who is making a request, once a route guard (plugins/auth.ts) has checked
 * the credential, and who is acting as the audit trail records it.
 */

export interface AdminPrincipal {
  id: string;
  email: string;
  sessionId: string;
}

export interface MerchantPrincipal {
  userId: string;
  email: string;
  role: 'OWNER' | 'MEMBER';
  sessionId: string;
  /** Internal uuid of the merchant. */
  merchantDbId: string;
  /** Public mch_ id. */
  merchantId: string;
  merchantStatus: 'PENDING_VERIFICATION' | 'ACTIVE' | 'SUSPENDED';
}

export interface ApiKeyPrincipal {
  keyId: string;
  mode: 'test' | 'live';
  merchantDbId: string;
  merchantId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    admin?: AdminPrincipal;
    merchantUser?: MerchantPrincipal;
    apiKeyAuth?: ApiKeyPrincipal;
  }
}

/** Who is acting, as the audit trail records it. */
export interface AdminActor {
  id: string;
  email: string;
  ip: string | null;
}

export const auditActor = (actor: AdminActor) => ({ actorType: 'admin' as const, actorId: actor.id, actorEmail: actor.email, ip: actor.ip });
