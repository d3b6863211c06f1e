import type { AppContext } from '@server/context';
import { inviteMember, listTeam } from '@server/modules/team';
import type { DemoMerchant } from './seed-principals';

/**
 * Pending invitations on the showcase merchant's team, sent through the team module (each queues
 * its email; only the token's hash is stored). Skipped when some are already pending.
 */
export async function seedTeam(ctx: AppContext, showcase: DemoMerchant | undefined): Promise<number> {
  if (!showcase) return 0;
  const { principal } = showcase;
  const team = await listTeam(ctx, { principal });
  if (team.invitations.length > 0) return 0;
  const domain = showcase.contactEmail.split('@')[1] ?? 'example.com';
  const invites = [
    { email: `developer@${domain}`, role: 'DEVELOPER' as const },
    { email: `finance@${domain}`, role: 'ANALYST' as const },
  ];
  for (const i of invites) await inviteMember(ctx, { principal, email: i.email, role: i.role, ip: '127.0.0.1' });
  return invites.length;
}
