import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStoredToken } from '@web/lib/use-stored-token';
import { AuthCard } from '../components/auth-card';
import { PortalHeader } from '../components/portal-header';
import { PortalShell } from '../components/portal-shell';
import { clearMerchantQueries } from '../lib/merchant-queries';
import { forgetSignupKey } from '../lib/one-time-secret';

/** /merchant-portal and its tabs (/merchant-portal/team, ...): sign up or log in, then the portal shell. */
export default function MerchantPortalPage() {
  const token = useStoredToken('merchantToken');
  const queryClient = useQueryClient();

  useEffect(() => {
    // Signed out by any route (logout, a 401, another tab): nothing of the last merchant may linger.
    if (token === null) {
      forgetSignupKey();
      clearMerchantQueries(queryClient);
    }
  }, [token, queryClient]);

  // App screens own their <main>.
  return (
    <main id="main" className="mx-auto grid w-full grid-cols-1 max-w-6xl gap-8 px-4 py-8 sm:px-6">
      {token ? (
        <PortalShell />
      ) : (
        <>
          <PortalHeader />
          <AuthCard />
        </>
      )}
    </main>
  );
}
