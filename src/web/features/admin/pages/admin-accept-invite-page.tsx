import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TriangleAlert, UserPlus } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { ADMIN_ROLE_DESCRIPTIONS } from '@contract/admin-staff';
import { PASSWORD_HINT, passwordProblem } from '@contract/common';
import { acceptStaffInvitation, lookupStaffInvitation } from '@contract/endpoints/admin-staff';
import { ADMIN_ROLE_LABELS } from '@contract/roles';
import { BrandMark } from '@web/components/brand-mark';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { useLinkToken } from '@web/lib/use-link-token';
import { adminApi } from '@web/lib/api-client';
import { isHttpError } from '@web/lib/http-error';
import { fieldError, serverMessage } from '@web/lib/server-message';
import { setToken } from '@web/lib/token-storage';
import { toast } from '@web/lib/use-toast';
import { forgetAdminData } from '../shell/forget-admin-data';

const EMPTY = { password: '', confirmPassword: '' };

/** Why a link cannot be used, with the way on: ask for a new one, or sign in if it was already used. */
function BrokenLink({ message, used }: { message: string; used: boolean }) {
  return (
    <div role="alert" className="grid gap-3 rounded-md border border-destructive/40 p-4 text-sm">
      <p className="flex items-start gap-2 font-medium">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
        {message}
      </p>
      <Link to="/admin/login" className="font-medium text-primary underline-offset-4 hover:underline">
        {used ? 'Go to admin login' : 'Back to admin login'}
      </Link>
    </div>
  );
}

/**
 * /admin/accept-invite?token=...: the page a staff invitation links to. It names the address and
 * the role, asks for a password, creates the admin and signs them in.
 */
export default function AdminAcceptInvitePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useLinkToken();

  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof EMPTY, string>>>({});
  const [brokenMessage, setBrokenMessage] = useState<{ message: string; used: boolean } | null>(null);

  // Kept out of the admin area's keys: signing in clears those, and a fresh lookup of a used link would fail.
  const invitation = useQuery({
    queryKey: ['staff-invitation-lookup'],
    queryFn: () => adminApi.call(lookupStaffInvitation, { body: { token: token ?? '' } }),
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: 0,
  });

  const accept = useMutation({
    mutationFn: (password: string) => adminApi.call(acceptStaffInvitation, { body: { token: token ?? '', password } }),
    onSuccess: (data) => {
      // Whatever admin data this browser held belonged to someone else's session.
      forgetAdminData(queryClient);
      setToken('adminToken', data.token);
      toast({ title: 'Welcome to SmartSplit', description: `You are signed in as ${ADMIN_ROLE_LABELS[data.admin.role]}.` });
      navigate('/admin', { replace: true });
    },
    onError: (error) => {
      const problem = fieldError(error, ['password'] as const);
      if (problem) return setErrors({ password: problem.message });
      if (isHttpError(error) && (error.code?.startsWith('INVITATION_') || error.code === 'ADMIN_EXISTS')) {
        return setBrokenMessage({ message: error.message, used: error.code === 'INVITATION_USED' || error.code === 'ADMIN_EXISTS' });
      }
      toast({ title: 'Invitation not accepted', description: serverMessage(error) ?? 'Please try again', variant: 'destructive' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: typeof errors = {};
    const policy = passwordProblem(values.password);
    if (policy) problems.password = policy;
    if (values.confirmPassword !== values.password) problems.confirmPassword = 'The passwords do not match';
    setErrors(problems);
    if (Object.keys(problems).length === 0) accept.mutate(values.password);
  };

  const lookupError = invitation.error;
  const broken =
    brokenMessage ??
    (token === null
      ? { message: 'This page needs the link from your invitation email. Open the link from the email again.', used: false }
      : lookupError
        ? {
            message: serverMessage(lookupError) ?? 'This invitation link cannot be checked right now. Try again shortly.',
            used: isHttpError(lookupError) && lookupError.code === 'INVITATION_USED',
          }
        : null);
  const details = invitation.data;

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <BrandMark />
          <h1 className="mt-4 flex items-center gap-2 text-2xl font-bold tracking-tight">
            <UserPlus className="size-6 text-primary" aria-hidden="true" />
            Join the SmartSplit staff
          </h1>
          <CardDescription>Choose a password to accept your invitation to the admin panel.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {broken ? <BrokenLink message={broken.message} used={broken.used} /> : null}
          {!broken && !details ? (
            <p role="status" className="text-sm text-muted-foreground">
              Checking your invitation…
            </p>
          ) : null}
          {!broken && details ? (
            <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Accept the invitation">
              <p className="text-sm" data-testid="invitation-summary">
                You are invited as <strong>{ADMIN_ROLE_LABELS[details.role]}</strong>: {ADMIN_ROLE_DESCRIPTIONS[details.role].toLowerCase()}.
              </p>
              <FormField id="invite-account-email" label="Email">
                {(c) => <Input {...c} type="email" autoComplete="username" value={details.email} readOnly />}
              </FormField>
              <FormField id="invite-password" label="Password" hint={PASSWORD_HINT} error={errors.password}>
                {(c) => (
                  <Input
                    {...c}
                    type="password"
                    autoComplete="new-password"
                    value={values.password}
                    onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
                  />
                )}
              </FormField>
              <FormField id="invite-confirm-password" label="Confirm password" error={errors.confirmPassword}>
                {(c) => (
                  <Input
                    {...c}
                    type="password"
                    autoComplete="new-password"
                    value={values.confirmPassword}
                    onChange={(e) => setValues((v) => ({ ...v, confirmPassword: e.target.value }))}
                  />
                )}
              </FormField>
              <Button type="submit" className="w-full" disabled={accept.isPending}>
                {accept.isPending ? 'Joining…' : 'Accept and sign in'}
              </Button>
            </form>
          ) : null}
        </CardContent>
      </Card>
    </main>
  );
}
