import { and, eq, sql } from 'drizzle-orm';
import type { MerchantRole } from '@contract/merchant-auth';
import type { TeamMember } from '@contract/merchant-team';
import { MERCHANT_CAN, roleAllowed } from '@contract/roles';
import type { DbOrTx } from '@server/db/client';
import { merchants, merchantUsers } from '@server/db/schema/index';
import { AppError, conflict, notFound, unauthorized } from '@server/errors';
import type { MerchantPrincipal } from '@server/principals';

/** The same refusal the endpoint registrar gives, for rules that depend on the target as well as the caller. */
export const forbiddenRole = (message: string, field?: string) => new AppError('FORBIDDEN_ROLE', 403, message, field ? { field } : undefined);

export const emailInUse = () =>
  new AppError('EMAIL_IN_USE', 409, 'This email already belongs to a SmartSplit merchant user. Each person signs in to one merchant account with one email.', {
    field: 'email',
  });

export const lastOwner = (doing: 'demote' | 'remove') =>
  conflict(
    `The account must keep at least one owner, so its last owner cannot be ${doing === 'demote' ? 'given another role' : 'removed'}. Make another member an owner first.`,
    'LAST_OWNER',
  );

export const memberNotFound = () => notFound('No team member with this id', 'MEMBER_NOT_FOUND');
export const invitationNotFound = () => notFound('No invitation with this id', 'INVITATION_NOT_FOUND');

export const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

export interface TeamActor {
  userId: string;
  email: string;
  name: string;
  role: MerchantRole;
  merchantDbId: string;
  merchantId: string;
  companyName: string;
}

/**
 * Serialises team changes of one merchant for the rest of the transaction (so two owners cannot
 * demote each other at once and leave none), then reads the caller again under that lock: a
 * role changed since the request's guard ran counts, not the one it saw.
 */
export async function lockTeam(tx: DbOrTx, principal: MerchantPrincipal): Promise<TeamActor> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`merchant-team:${principal.merchantDbId}`}, 0))`);
  const [row] = await tx
    .select({
      userId: merchantUsers.id,
      email: merchantUsers.email,
      firstName: merchantUsers.firstName,
      lastName: merchantUsers.lastName,
      role: merchantUsers.role,
      merchantDbId: merchants.id,
      merchantId: merchants.merchantId,
      companyName: merchants.companyName,
    })
    .from(merchantUsers)
    .innerJoin(merchants, eq(merchants.id, merchantUsers.merchantId))
    .where(and(eq(merchantUsers.id, principal.userId), eq(merchantUsers.merchantId, principal.merchantDbId)))
    .limit(1);
  if (!row) throw unauthorized('Your session has ended; please sign in again');
  if (!roleAllowed(MERCHANT_CAN.manageAccount, row.role)) {
    throw forbiddenRole(`Your role (${row.role}) cannot do this. Ask an account owner or administrator for access.`);
  }
  const { firstName, lastName, ...rest } = row;
  return { ...rest, name: fullName({ firstName, lastName }) };
}

/** A member of the caller's merchant, locked for update; 404 for anyone else's. */
export async function findMember(tx: DbOrTx, actor: TeamActor, userId: string) {
  const [row] = await tx
    .select()
    .from(merchantUsers)
    .where(and(eq(merchantUsers.id, userId), eq(merchantUsers.merchantId, actor.merchantDbId)))
    .for('update')
    .limit(1);
  if (!row) throw memberNotFound();
  return row;
}

export async function countOwners(tx: DbOrTx, merchantDbId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(merchantUsers)
    .where(and(eq(merchantUsers.merchantId, merchantDbId), eq(merchantUsers.role, 'OWNER')));
  return row?.count ?? 0;
}

export function toTeamMember(
  user: { id: string; firstName: string; lastName: string; email: string; role: MerchantRole; createdAt: Date },
  youId: string,
): TeamMember {
  return { id: user.id, name: fullName(user), email: user.email, role: user.role, createdAt: user.createdAt.toISOString(), isYou: user.id === youId };
}
