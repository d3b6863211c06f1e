import { useQueryClient } from '@tanstack/react-query';
import { SessionsCard } from '@web/components/account-security/sessions-card';
import { ChangePasswordCard } from '../components/change-password-card';
import { MfaCard } from '../components/mfa-card';
import { merchantSessionsApi } from '../lib/merchant-security';

/** /merchant-portal/security: the signed-in user's password, sessions and two-factor sign-in. */
export function SecurityPage() {
  const queryClient = useQueryClient();
  return (
    <div className="grid gap-6">
      {/* A new password signs out the other sessions, so the list reloads. */}
      <ChangePasswordCard onChanged={() => void queryClient.invalidateQueries({ queryKey: merchantSessionsApi.key })} />
      <SessionsCard api={merchantSessionsApi} />
      <MfaCard />
    </div>
  );
}
