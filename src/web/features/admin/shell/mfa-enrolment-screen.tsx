import { useMutation } from '@tanstack/react-query';
import { LogOut, Mail, ShieldCheck } from 'lucide-react';
import { BrandMark } from '@web/components/brand-mark';
import { TwoFactorPanel } from '@web/components/two-factor/two-factor-panel';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { adminApi } from '@web/lib/api-client';
import { serverMessage } from '@web/lib/server-message';
import { adminMfaEnrolmentLink } from '@contract/endpoints/mfa';
import { adminTwoFactor } from '../lib/admin-two-factor';

interface Props {
  email: string | null;
  /** This session was not opened by the emailed link: it must ask for one before setting the factor up. */
  linkRequired: boolean;
  onLogout: () => void;
  /** After the recovery codes are saved: the panel opens. */
  onFinished: () => void;
}

/** requireAdminMfa is on and this admin has no two-factor sign-in: nothing else opens until they set it up. */
export function MfaEnrolmentScreen({ email, linkRequired, onLogout, onFinished }: Props) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-12">
      <Card className="w-full max-w-2xl">
        <CardHeader>
          <BrandMark />
          <h1 className="mt-4 flex items-center gap-2 text-2xl font-bold tracking-tight">
            <ShieldCheck className="size-6 text-primary" aria-hidden="true" />
            Set up two-factor sign-in
          </h1>
          <CardDescription>
            SmartSplit requires two-factor sign-in for every admin. Set it up now to open the admin panel{email ? ` as ${email}` : ''}.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {linkRequired ? (
            <EmailLinkStep email={email} />
          ) : (
            <TwoFactorPanel
              api={adminTwoFactor}
              idPrefix="enrol"
              account={email ?? 'your admin account'}
              onFinished={onFinished}
              doneLabel="I have saved them: open the admin panel"
            />
          )}
          <div>
            <Button variant="ghost" onClick={onLogout}>
              <LogOut aria-hidden="true" />
              Log out
            </Button>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}

/**
 * A session opened with the password alone may not put a factor on the account: the link emailed to
 * the account's address opens one that may, so a stolen password is not enough (decision 0022).
 */
function EmailLinkStep({ email }: { email: string | null }) {
  const send = useMutation({ mutationFn: () => adminApi.call(adminMfaEnrolmentLink) });
  return (
    <div className="grid gap-3">
      <p className="text-sm">To prove it is you, the set-up continues from a link we email to {email ?? 'your address'}. Open it in this browser or another.</p>
      {send.isSuccess ? (
        <p role="status" className="rounded-md border border-border p-3 text-sm">
          {send.data.message}
        </p>
      ) : null}
      {send.isError ? (
        <p role="alert" className="rounded-md border border-destructive/40 p-3 text-sm">
          {serverMessage(send.error) ?? 'The email could not be sent. Try again.'}
        </p>
      ) : null}
      <div>
        <Button onClick={() => send.mutate()} disabled={send.isPending}>
          <Mail aria-hidden="true" />
          {send.isSuccess ? 'Email me another link' : 'Email me a link'}
        </Button>
      </div>
    </div>
  );
}
