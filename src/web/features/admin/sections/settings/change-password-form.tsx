import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PASSWORD_HINT, passwordProblem } from '@contract/common';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { adminSessionsApi } from '@web/features/admin/lib/admin-security';
import { useAdminFormMutation } from './use-admin-form-mutation';
import { changeAdminPassword } from '@contract/endpoints/admin-auth';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changes the signed-in admin's own password; the server signs out their other sessions. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const queryClient = useQueryClient();
  const { mutation, errors, setErrors } = useAdminFormMutation({
    endpoint: changeAdminPassword,
    fields: ['currentPassword', 'newPassword', 'confirmPassword'] as const,
    successTitle: 'Password changed',
    failureTitle: 'Password not changed',
    failureFallback: 'Failed to change password',
    onSuccess: () => {
      setValues(EMPTY);
      // The other sessions were signed out: the Sessions card shows it.
      void queryClient.invalidateQueries({ queryKey: adminSessionsApi.key });
    },
  });
  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<keyof typeof EMPTY, string>> = {};
    if (values.currentPassword === '') problems.currentPassword = 'Enter your current password';
    const policy = passwordProblem(values.newPassword);
    if (policy) problems.newPassword = policy;
    else if (values.newPassword !== values.confirmPassword) problems.confirmPassword = 'The passwords do not match';
    setErrors(problems);
    if (Object.keys(problems).length === 0) mutation.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Change your password</CardTitle>
        <CardDescription>Your other sessions are signed out; this one stays signed in. We email you to confirm the change.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Change your password">
          <FormField id="current-password" label="Current password" error={errors.currentPassword}>
            {(c) => <Input {...c} type="password" autoComplete="current-password" value={values.currentPassword} onChange={set('currentPassword')} />}
          </FormField>
          <FormField id="new-password" label="New password" hint={PASSWORD_HINT} error={errors.newPassword}>
            {(c) => <Input {...c} type="password" autoComplete="new-password" value={values.newPassword} onChange={set('newPassword')} />}
          </FormField>
          <FormField id="confirm-password" label="Confirm new password" error={errors.confirmPassword}>
            {(c) => <Input {...c} type="password" autoComplete="new-password" value={values.confirmPassword} onChange={set('confirmPassword')} />}
          </FormField>
          <div>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Changing…' : 'Change password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
