import { useState, type FormEvent } from 'react';
import { PASSWORD_HINT, passwordProblem } from '@contract/common';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import type { PasswordChangeApi } from '@web/lib/account-security-api';
import { fieldError, serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { useChangePassword } from './use-account-security';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

interface Props {
  api: PasswordChangeApi;
  /** Put before each field's id, so the ids stay unique and stable per area. */
  idPrefix?: string;
  formClassName?: string;
  /** The toast's text when a failure carries no message from the server. */
  failureFallback: string;
}

/**
 * The signed-in user changes their own password, in the admin panel or the merchant portal. The
 * server signs out their other sessions and emails them, so the sessions list reloads.
 */
export function ChangePasswordCard({ api, idPrefix = '', formClassName = 'grid gap-4', failureFallback }: Props) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const change = useChangePassword(api, {
    onDone: () => {
      setValues(EMPTY);
      setErrors({});
    },
    onFailed: (error) => {
      const field = fieldError(error, FIELDS);
      setErrors(field ? { [field.field]: field.message } : {});
      toast({ title: 'Password not changed', description: serverMessage(error) ?? failureFallback, variant: 'destructive' });
    },
  });
  const set = (name: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<Field, string>> = {};
    if (values.currentPassword === '') problems.currentPassword = 'Enter your current password';
    const policy = passwordProblem(values.newPassword);
    if (policy) problems.newPassword = policy;
    else if (values.newPassword !== values.confirmPassword) problems.confirmPassword = 'The passwords do not match';
    setErrors(problems);
    if (Object.keys(problems).length === 0) change.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Change your password</CardTitle>
        <CardDescription>Your other sessions are signed out; this one stays signed in. We email you to confirm the change.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className={formClassName} aria-label="Change your password">
          <FormField id={`${idPrefix}current-password`} label="Current password" error={errors.currentPassword}>
            {(c) => <Input {...c} type="password" autoComplete="current-password" value={values.currentPassword} onChange={set('currentPassword')} />}
          </FormField>
          <FormField id={`${idPrefix}new-password`} label="New password" hint={PASSWORD_HINT} error={errors.newPassword}>
            {(c) => <Input {...c} type="password" autoComplete="new-password" value={values.newPassword} onChange={set('newPassword')} />}
          </FormField>
          <FormField id={`${idPrefix}confirm-password`} label="Confirm new password" error={errors.confirmPassword}>
            {(c) => <Input {...c} type="password" autoComplete="new-password" value={values.confirmPassword} onChange={set('confirmPassword')} />}
          </FormField>
          <div>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Changing…' : 'Change password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
