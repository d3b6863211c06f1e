import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Clock, Mail, ShieldCheck } from 'lucide-react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ForgotPasswordDialog } from '@web/components/account-security/forgot-password-dialog';
import { BrandMark } from '@web/components/brand-mark';
import { FormField } from '@web/components/form-field';
import { TwoFactorCodeStep } from '@web/components/two-factor/code-step';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { adminApi } from '@web/lib/api-client';
import { isHttpError } from '@web/lib/http-error';
import { serverMessage } from '@web/lib/server-message';
import { getToken, setToken } from '@web/lib/token-storage';
import { toast } from '@web/lib/use-toast';
import { adminPasswordResetApi } from '../lib/admin-security';
import { checkAdminToken } from '../lib/admin-token';
import { signedOutMessage } from '../shell/signed-out';
import type { AdminLoginSession } from '@contract/admin-auth';
import { adminLogin } from '@contract/endpoints/admin-auth';
import { adminMfaVerify } from '@contract/endpoints/mfa';

/** The challenge is over (expired, used, or too many wrong codes): only a fresh sign-in helps. */
const CHALLENGE_OVER = ['MFA_TOKEN_INVALID', 'MFA_CHALLENGE_ENDED'];

export default function AdminLoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // Why the panel sent us here (an idle sign-out, the session's lifetime), said plainly above the form.
  const [signedOut] = useState(() => signedOutMessage(location.state));
  // The password was right but the platform requires two-factor sign-in first: a link went by email.
  const [enrolmentEmail, setEnrolmentEmail] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [signedIn] = useState(() => checkAdminToken(getToken('adminToken')).kind === 'ok');
  // Set when the password was right and two-factor sign-in is on: the code step replaces the form.
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | undefined>();

  const startSession = (data: AdminLoginSession) => {
    setToken('adminToken', data.token);
    toast({ title: 'Login Successful', description: data.message });
    navigate('/admin', { replace: true });
  };

  const login = useMutation({
    mutationFn: (body: { email: string; password: string }) => adminApi.call(adminLogin, { body }),
    onSuccess: (data) => {
      if ('mfaRequired' in data) {
        setCodeError(undefined);
        setMfaToken(data.mfaToken);
        return;
      }
      if ('mfaEnrolmentEmailSent' in data) {
        setPassword('');
        setEnrolmentEmail(data.message);
        return;
      }
      startSession(data);
    },
    // 401 (wrong credentials) and 429 (too many attempts) both carry a message meant for people.
    onError: (error) => toast({ title: 'Login Failed', description: serverMessage(error) ?? 'Invalid email or password', variant: 'destructive' }),
  });

  const verify = useMutation({
    mutationFn: (code: string) => adminApi.call(adminMfaVerify, { body: { mfaToken: mfaToken ?? '', code } }),
    onSuccess: startSession,
    onError: (error) => {
      if (isHttpError(error) && error.code !== undefined && CHALLENGE_OVER.includes(error.code)) {
        setMfaToken(null);
        setPassword('');
      }
      setCodeError(serverMessage(error));
      toast({ title: 'Login Failed', description: serverMessage(error) ?? 'The code was not accepted', variant: 'destructive' });
    },
  });

  if (signedIn) return <Navigate to="/admin" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '' || password === '') {
      toast({ title: 'Validation Error', description: 'Please enter both email and password', variant: 'destructive' });
      return;
    }
    login.mutate({ email: email.trim(), password });
  };

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <BrandMark />
          <h1 className="mt-4 flex items-center gap-2 text-2xl font-bold tracking-tight">
            <ShieldCheck className="size-6 text-primary" aria-hidden="true" />
            Admin login
          </h1>
          <CardDescription>Sign in to the SmartSplit admin portal.</CardDescription>
        </CardHeader>
        <CardContent>
          {signedOut && enrolmentEmail === null && mfaToken === null ? (
            <p role="status" data-testid="signed-out-reason" className="mb-4 flex items-start gap-2 rounded-md border border-border bg-muted/60 p-3 text-sm">
              <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {signedOut}
            </p>
          ) : null}
          {enrolmentEmail !== null ? (
            <div role="status" className="grid gap-3 rounded-md border border-border p-4 text-sm">
              <p className="flex items-start gap-2 font-medium">
                <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                Check your email
              </p>
              <p>{enrolmentEmail}</p>
              <Button variant="outline" onClick={() => setEnrolmentEmail(null)}>
                Back to sign-in
              </Button>
            </div>
          ) : mfaToken !== null ? (
            <TwoFactorCodeStep
              idPrefix="admin"
              pending={verify.isPending}
              error={codeError}
              onSubmit={(code) => verify.mutate(code)}
              onCancel={() => {
                setMfaToken(null);
                setPassword('');
              }}
            />
          ) : (
            <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Admin login">
              <FormField id="admin-email" label="Email">
                {(c) => <Input {...c} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />}
              </FormField>
              <FormField id="admin-password" label="Password">
                {(c) => <Input {...c} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
              </FormField>
              <Button type="submit" className="w-full" disabled={login.isPending}>
                {login.isPending ? 'Logging in...' : 'Login to Admin Portal'}
              </Button>
            </form>
          )}
          <div className="mt-4 text-center text-sm">
            <ForgotPasswordDialog idPrefix="admin-login" request={adminPasswordResetApi.request} initialEmail={email.trim()} />
          </div>
          <p className="mt-4 text-center text-sm text-muted-foreground">
            Not an administrator?{' '}
            <Link to="/merchant-portal" className="font-medium text-primary underline-offset-4 hover:underline">
              Go to the merchant portal
            </Link>
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
