import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { ForgotPasswordDialog } from '@web/components/account-security/forgot-password-dialog';
import { ResetPasswordForm } from '@web/components/account-security/reset-password-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useLinkToken } from '@web/lib/use-link-token';
import { clearToken } from '@web/lib/token-storage';
import { toast } from '@web/lib/use-toast';
import { PortalHeader } from '../components/portal-header';
import { clearMerchantQueries } from '../lib/merchant-queries';
import { merchantPasswordResetApi, SIGN_IN_STATE } from '../lib/merchant-security';

/** /merchant-portal/reset-password?token=...: the page the reset email links to; works signed out. */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useLinkToken();

  const done = (message: string) => {
    // The reset signed out every session, this browser's included.
    clearToken('merchantToken');
    clearMerchantQueries(queryClient);
    toast({ title: 'Password reset', description: message });
    navigate('/merchant-portal', { replace: true, state: SIGN_IN_STATE });
  };

  return (
    <main id="main" className="mx-auto grid w-full grid-cols-1 max-w-6xl gap-8 px-4 py-8 sm:px-6">
      <PortalHeader />
      <Card className="mx-auto w-full max-w-md">
        <CardHeader>
          <CardTitle as="h2">Choose a new password</CardTitle>
          <CardDescription>For your SmartSplit merchant portal account.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ResetPasswordForm
            idPrefix="portal"
            token={token}
            confirm={merchantPasswordResetApi.confirm}
            onDone={done}
            requestAgain={<ForgotPasswordDialog idPrefix="portal-again" request={merchantPasswordResetApi.request} />}
          />
          <p className="text-center text-sm text-muted-foreground">
            Remembered it?{' '}
            <Link to="/merchant-portal" state={SIGN_IN_STATE} className="font-medium text-primary underline-offset-4 hover:underline">
              Back to sign-in
            </Link>
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
