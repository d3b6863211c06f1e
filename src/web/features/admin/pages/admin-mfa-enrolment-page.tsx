import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { BrandMark } from '@web/components/brand-mark';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { useLinkToken } from '@web/lib/use-link-token';
import { adminApi } from '@web/lib/api-client';
import { serverMessage } from '@web/lib/server-message';
import { setToken } from '@web/lib/token-storage';
import { toast } from '@web/lib/use-toast';
import { adminMfaEnrolmentConfirm } from '@contract/endpoints/mfa';
import { forgetAdminData } from '../shell/forget-admin-data';

/**
 * /admin/mfa-enrolment?token=...: the page the enrolment email links to. Following it opens the
 * session that may set up the two-factor sign-in the platform requires. It waits for a click, so a
 * mail scanner that opens links does not use the link up.
 */
export default function AdminMfaEnrolmentPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useLinkToken();

  const confirm = useMutation({
    mutationFn: () => adminApi.call(adminMfaEnrolmentConfirm, { body: { token: token ?? '' } }),
    onSuccess: (data) => {
      // Whatever admin data this browser held belonged to another session.
      forgetAdminData(queryClient);
      setToken('adminToken', data.token);
      toast({ title: 'Email confirmed', description: data.message });
      navigate('/admin', { replace: true });
    },
  });

  const broken =
    token === null
      ? 'This link is incomplete. Sign in again for a new one.'
      : confirm.isError
        ? (serverMessage(confirm.error) ?? 'This link cannot be used.')
        : null;

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <BrandMark />
          <h1 className="mt-4 flex items-center gap-2 text-2xl font-bold tracking-tight">
            <ShieldCheck className="size-6 text-primary" aria-hidden="true" />
            Confirm two-factor set-up
          </h1>
          <CardDescription>For your SmartSplit admin account.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {broken ? (
            <div role="alert" className="grid gap-3 rounded-md border border-destructive/40 p-4 text-sm">
              <p className="flex items-start gap-2 font-medium">
                <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
                {broken}
              </p>
            </div>
          ) : (
            <>
              <p className="text-sm">
                You signed in with your password, and SmartSplit requires two-factor sign-in. Continue to set up your authenticator app.
              </p>
              <Button onClick={() => confirm.mutate()} disabled={confirm.isPending}>
                {confirm.isPending ? 'Confirming…' : 'Continue to set-up'}
              </Button>
            </>
          )}
          <p className="text-center text-sm text-muted-foreground">
            <Link to="/admin/login" className="font-medium text-primary underline-offset-4 hover:underline">
              Back to admin login
            </Link>
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
