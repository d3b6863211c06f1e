import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { MfaEnableResponse, MfaSetupResponse } from '@contract/mfa';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { fieldError, serverMessage } from '@web/lib/server-message';
import { cleanCode, type TwoFactorApi } from '@web/lib/two-factor-api';
import { toast } from '@web/lib/use-toast';

interface Props {
  api: TwoFactorApi;
  idPrefix: string;
  setup: MfaSetupResponse;
  onEnabled: (data: MfaEnableResponse) => void;
  onCancel: () => void;
}

/** Scan the QR code (or type the key), then confirm with the app's current code. */
export function SetupStep({ api, idPrefix, setup, onEnabled, onCancel }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const enable = useMutation({
    mutationFn: (value: string) => api.enable(value),
    onSuccess: onEnabled,
    onError: (err) => {
      setError(fieldError(err, ['code'] as const)?.message ?? serverMessage(err));
      toast({ title: 'Two-factor sign-in is still off', description: serverMessage(err) ?? 'Try again in a moment.', variant: 'destructive' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cleaned = cleanCode(code);
    if (!/^\d{6}$/.test(cleaned)) {
      setError('Enter the 6-digit code your app shows');
      return;
    }
    setError(undefined);
    enable.mutate(cleaned);
  };

  const qrSrc = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Set up two-factor sign-in">
      <ol className="grid list-decimal gap-1 pl-5 text-sm">
        <li>Open an authenticator app on your phone and add an account.</li>
        <li>Scan the QR code, or type the key below if you cannot scan it.</li>
        <li>Enter the 6-digit code the app shows for SmartSplit.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-6">
        <img src={qrSrc} width={176} height={176} alt="QR code that adds SmartSplit to an authenticator app" className="rounded-md border bg-white p-1" />
        <div className="grid min-w-0 flex-1 gap-4">
          <FormField id={`${idPrefix}-mfa-secret`} label="Key to type into the app" hint="Time-based, 6 digits.">
            {(control) => (
              <Input
                {...control}
                readOnly
                value={setup.secret}
                spellCheck={false}
                autoComplete="off"
                className="font-mono text-xs sm:text-sm"
                onFocus={(event) => event.currentTarget.select()}
                data-testid="mfa-secret"
              />
            )}
          </FormField>
          <FormField id={`${idPrefix}-mfa-enable-code`} label="Code from the app" error={error}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={9}
                className="font-mono tracking-wider"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            )}
          </FormField>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={enable.isPending}>
          {enable.isPending ? 'Turning on…' : 'Turn on two-factor sign-in'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={enable.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
