import { useState } from 'react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import type { MfaEnableResponse, MfaSetupResponse } from '@contract/mfa';
import { Button } from '@web/components/ui/button';
import { formatDateTime } from '@web/lib/format';
import { serverMessage } from '@web/lib/server-message';
import type { TwoFactorApi } from '@web/lib/two-factor-api';
import { toast } from '@web/lib/use-toast';
import { DisableForm } from './disable-form';
import { RecoveryCodes } from './recovery-codes';
import { SetupStep } from './setup-step';
import { useStartTwoFactorSetup, useTwoFactorStatus } from './use-two-factor';

type Stage = { kind: 'idle' } | { kind: 'setup'; setup: MfaSetupResponse } | { kind: 'codes'; codes: string[] } | { kind: 'disable' };

interface Props {
  api: TwoFactorApi;
  /** Prefixes element ids, so two panels never share one. */
  idPrefix: string;
  /** Names the account in the downloaded recovery codes. */
  account: string;
  /** After the recovery codes are put away (the admin enrolment screen moves on). */
  onFinished?: () => void;
  doneLabel?: string;
}

/**
 * Two-factor sign-in for the signed-in account: its status, setup with the QR code and the key to
 * type, turning it on with a code (the recovery codes are shown once), and turning it off.
 */
export function TwoFactorPanel({ api, idPrefix, account, onFinished, doneLabel }: Props) {
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const { status, refresh } = useTwoFactorStatus(api);
  const setup = useStartTwoFactorSetup(api, { onStarted: (data) => setStage({ kind: 'setup', setup: data }), refresh });

  const enabled = (data: MfaEnableResponse) => {
    setStage({ kind: 'codes', codes: data.recoveryCodes });
    toast({ title: 'Two-factor sign-in is on', description: data.message });
    refresh();
  };

  if (stage.kind === 'codes') {
    return (
      <RecoveryCodes
        codes={stage.codes}
        account={account}
        doneLabel={doneLabel}
        onDone={() => {
          setStage({ kind: 'idle' });
          onFinished?.();
        }}
      />
    );
  }
  if (stage.kind === 'setup') {
    return <SetupStep api={api} idPrefix={idPrefix} setup={stage.setup} onEnabled={enabled} onCancel={() => setStage({ kind: 'idle' })} />;
  }

  if (status.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading two-factor sign-in…
      </p>
    );
  }
  if (status.isError) {
    return (
      <div role="alert" className="grid gap-2 text-sm">
        <p>{serverMessage(status.error) ?? 'Could not load two-factor sign-in.'}</p>
        <div>
          <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }

  const s = status.data;
  if (!s.enabled) {
    return (
      <div className="grid gap-4">
        <p className="flex items-start gap-2 text-sm" data-testid="mfa-status">
          <ShieldOff className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span>
            Two-factor sign-in is <strong>off</strong>. Turn it on and signing in will also need a code from an authenticator app on your phone.
          </span>
        </p>
        <div>
          <Button onClick={() => setup.mutate()} disabled={setup.isPending}>
            {setup.isPending ? 'Preparing…' : 'Set up two-factor sign-in'}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <p className="flex items-start gap-2 text-sm" data-testid="mfa-status">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
        <span>
          Two-factor sign-in is <strong>on</strong>
          {s.enabledAt ? ` since ${formatDateTime(s.enabledAt)}` : ''}. {s.recoveryCodesLeft} of 10 recovery codes left.
        </span>
      </p>
      {s.recoveryCodesLeft <= 3 ? (
        <p className="text-sm text-destructive">Few recovery codes are left. Turn two-factor sign-in off and on again to get ten new ones.</p>
      ) : null}
      {stage.kind === 'disable' ? (
        <DisableForm
          api={api}
          idPrefix={idPrefix}
          onDone={() => {
            setStage({ kind: 'idle' });
            refresh();
          }}
          onCancel={() => setStage({ kind: 'idle' })}
        />
      ) : (
        <div>
          <Button variant="outline" onClick={() => setStage({ kind: 'disable' })}>
            Turn off two-factor sign-in
          </Button>
        </div>
      )}
    </div>
  );
}
