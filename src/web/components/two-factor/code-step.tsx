import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { cleanCode } from '@web/lib/two-factor-api';

interface Props {
  idPrefix: string;
  pending: boolean;
  error?: string;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

/** The second step of sign-in: a 6-digit code from the app, or one of the recovery codes. */
export function TwoFactorCodeStep({ idPrefix, pending, error, onSubmit, onCancel }: Props) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cleaned = cleanCode(code);
    if (cleaned === '') {
      setProblem('Enter the 6-digit code from your authenticator app, or a recovery code');
      return;
    }
    setProblem(undefined);
    onSubmit(cleaned);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Two-factor sign-in">
      <div className="flex items-start gap-3 rounded-md bg-muted p-3 text-sm">
        <KeyRound className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <p>Two-factor sign-in is on for this account. Open your authenticator app and enter the code it shows for SmartSplit.</p>
      </div>
      <FormField
        id={`${idPrefix}-mfa-code`}
        label="Authentication code"
        hint="6 digits, or one of your recovery codes (xxxx-xxxx-xxxx)."
        error={problem ?? error}
      >
        {(control) => (
          <Input
            {...control}
            autoFocus
            autoComplete="one-time-code"
            spellCheck={false}
            autoCapitalize="off"
            maxLength={64}
            className="font-mono tracking-wider"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? 'Checking…' : 'Verify and sign in'}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel} disabled={pending}>
        Back to sign-in
      </Button>
    </form>
  );
}
