import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { MfaDisableRequest } from '@contract/mfa';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { fieldError, serverMessage } from '@web/lib/server-message';
import { cleanCode, type TwoFactorApi } from '@web/lib/two-factor-api';
import { toast } from '@web/lib/use-toast';

type Field = keyof MfaDisableRequest;
const FIELDS = ['password', 'code'] as const;

/** Turning two-factor sign-in off takes the password and a current code (or a recovery code). */
export function DisableForm({ api, idPrefix, onDone, onCancel }: { api: TwoFactorApi; idPrefix: string; onDone: () => void; onCancel: () => void }) {
  const [values, setValues] = useState<MfaDisableRequest>({ password: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const disable = useMutation({
    mutationFn: (body: MfaDisableRequest) => api.disable(body),
    onSuccess: (data) => {
      toast({ title: 'Two-factor sign-in is off', description: data.message });
      onDone();
    },
    onError: (error) => {
      const field = fieldError(error, FIELDS);
      setErrors(field ? { [field.field]: field.message } : {});
      toast({ title: 'Two-factor sign-in is still on', description: serverMessage(error) ?? 'Try again in a moment.', variant: 'destructive' });
    },
  });
  const set = (name: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<Field, string>> = {};
    if (values.password === '') problems.password = 'Enter your password';
    if (cleanCode(values.code) === '') problems.code = 'Enter a code from your app, or a recovery code';
    setErrors(problems);
    if (Object.keys(problems).length === 0) disable.mutate({ password: values.password, code: cleanCode(values.code) });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 rounded-md border p-4" aria-label="Turn off two-factor sign-in">
      <FormField id={`${idPrefix}-mfa-off-password`} label="Password" error={errors.password}>
        {(control) => <Input {...control} type="password" autoComplete="current-password" value={values.password} onChange={set('password')} />}
      </FormField>
      <FormField id={`${idPrefix}-mfa-off-code`} label="Code from the app, or a recovery code" error={errors.code}>
        {(control) => <Input {...control} autoComplete="one-time-code" spellCheck={false} className="font-mono" value={values.code} onChange={set('code')} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={disable.isPending}>
          {disable.isPending ? 'Turning off…' : 'Turn off'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={disable.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
