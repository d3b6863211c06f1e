/** Who is acting, as the audit trail records it. */
export interface AdminActor {
  id: string;
  email: string;
  ip: string | null;
}

export const auditActor = (actor: AdminActor) => ({ actorType: 'admin' as const, actorId: actor.id, actorEmail: actor.email, ip: actor.ip });
