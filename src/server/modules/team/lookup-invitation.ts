import type { InvitationLookupResponse } from '@contract/merchant-team';
import type { AppContext } from '@server/context';
import { merchantSuspended } from '@server/errors';
import { findUsableInvitation, invalidInvitation, invitationThrottle, recordInvalidInvitation } from './usable-invitation';

/** What the accept page shows before anyone types anything: whose team, which address, which role. */
export async function lookupInvitation(ctx: AppContext, { token, ip }: { token: string; ip: string }): Promise<InvitationLookupResponse> {
  const attempt = await invitationThrottle(ip).countAttempt(ctx.database.db);
  const found = await findUsableInvitation(ctx, token);
  if (!found) {
    await recordInvalidInvitation(ctx, { ip, action: 'merchant.team.invitation.lookup.failure' });
    throw invalidInvitation();
  }
  await attempt.usable(ctx.database.db);
  if (found.merchantStatus === 'SUSPENDED') throw merchantSuspended();
  return { companyName: found.companyName, email: found.email, role: found.role, expiresAt: found.expiresAt.toISOString() };
}
