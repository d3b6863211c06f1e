import { KeyRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { ForgotPasswordDialog } from '@web/components/account-security/forgot-password-dialog';
import { ResetPasswordForm } from '@web/components/account-security/reset-password-form';
import { BrandMark } from '@web/components/brand-mark';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { useLinkToken } from '@web/lib/use-link-token';
import { clearToken } from '@web/lib/token-storage';
import { toast } from '@web/lib/use-toast';
import { adminPasswordResetApi } from '../lib/admin-security';

/** /admin/reset-password?token=...: the page an admin's reset email links to; works signed out. */
export default function AdminResetPasswordPage() {
  const navigate = useNavigate();
  const token = useLinkToken();

  const done = (message: string) => {
    // The reset signed out every session of the admin, this browser's included.
    clearToken('adminToken');
    toast({ title: 'Password reset', description: message });
    navigate('/admin/login', { replace: true });
  };

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <BrandMark />
          <h1 className="mt-4 flex items-center gap-2 text-2xl font-bold tracking-tight">
            <KeyRound className="size-6 text-primary" aria-hidden="true" />
            Choose a new password
          </h1>
          <CardDescription>For your SmartSplit admin account.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ResetPasswordForm
            idPrefix="admin"
            token={token}
            confirm={adminPasswordResetApi.confirm}
            onDone={done}
            requestAgain={<ForgotPasswordDialog idPrefix="admin-again" request={adminPasswordResetApi.request} />}
          />
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
