import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { PASSWORD_HINT, passwordProblem } from '@contract/common';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { merchantApi } from '@web/lib/api-client';
import { isHttpError } from '@web/lib/http-error';
import { fieldError, serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { changeMerchantPassword } from '@contract/endpoints/merchant-security';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** The signed-in user changes their own password; the server signs out their other sessions and emails them. */
export function ChangePasswordCard({ onChanged }: { onChanged?: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => merchantApi.call(changeMerchantPassword, { body }),
    onSuccess: (data) => {
      setValues(EMPTY);
      setErrors({});
      toast({ title: 'Password changed', description: data.message });
      onChanged?.();
    },
    onError: (error) => {
      // A 401 has signed this browser out; the portal shows the sign-in form.
      if (isHttpError(error) && error.status === 401) return;
      const field = fieldError(error, FIELDS);
      setErrors(field ? { [field.field]: field.message } : {});
      toast({ title: 'Password not changed', description: serverMessage(error) ?? 'Try again in a moment.', variant: 'destructive' });
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
        <form onSubmit={submit} noValidate className="grid max-w-md gap-4" aria-label="Change your password">
          <FormField id="portal-current-password" label="Current password" error={errors.currentPassword}>
            {(c) => <Input {...c} type="password" autoComplete="current-password" value={values.currentPassword} onChange={set('currentPassword')} />}
          </FormField>
          <FormField id="portal-new-password" label="New password" hint={PASSWORD_HINT} error={errors.newPassword}>
            {(c) => <Input {...c} type="password" autoComplete="new-password" value={values.newPassword} onChange={set('newPassword')} />}
          </FormField>
          <FormField id="portal-confirm-password" label="Confirm new password" error={errors.confirmPassword}>
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
