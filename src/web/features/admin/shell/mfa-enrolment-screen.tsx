import { LogOut, ShieldCheck } from 'lucide-react';
import { BrandMark } from '@web/components/brand-mark';
import { TwoFactorPanel } from '@web/components/two-factor/two-factor-panel';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { adminTwoFactor } from '../lib/admin-two-factor';

interface Props {
  email: string | null;
  onLogout: () => void;
  /** After the recovery codes are saved: the panel opens. */
  onFinished: () => void;
}

/** requireAdminMfa is on and this admin has no two-factor sign-in: nothing else opens until they set it up. */
export function MfaEnrolmentScreen({ email, onLogout, onFinished }: Props) {
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
          <TwoFactorPanel api={adminTwoFactor} idPrefix="enrol" account={email ?? 'your admin account'} onFinished={onFinished} doneLabel="I have saved them: open the admin panel" />
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
