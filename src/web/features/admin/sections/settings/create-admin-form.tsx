import { useState, type FormEvent } from 'react';
import { PASSWORD_HINT, passwordProblem } from '@contract/common';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { useAdminFormMutation } from './use-admin-form-mutation';
import { createAdmin } from '@contract/endpoints/admin-auth';

const EMPTY = { email: '', password: '' };

/** Another administrator, with full admin rights; the creation is audited. */
export function CreateAdminForm() {
  const [values, setValues] = useState(EMPTY);
  const { mutation, errors, setErrors } = useAdminFormMutation({
    endpoint: createAdmin,
    fields: ['email', 'password'] as const,
    successTitle: 'Admin created',
    failureTitle: 'Admin not created',
    failureFallback: 'Failed to create admin',
    onSuccess: () => setValues(EMPTY),
  });
  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<keyof typeof EMPTY, string>> = {};
    if (values.email.trim() === '') problems.email = 'Enter an email address';
    const policy = passwordProblem(values.password);
    if (policy) problems.password = policy;
    setErrors(problems);
    if (Object.keys(problems).length === 0) mutation.mutate({ email: values.email.trim(), password: values.password });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Create an admin</CardTitle>
        <CardDescription>The new administrator can do everything you can, including creating further admins.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Create an admin">
          <FormField id="new-admin-email" label="Email" error={errors.email}>
            {(c) => <Input {...c} type="email" autoComplete="off" value={values.email} onChange={set('email')} />}
          </FormField>
          <FormField id="new-admin-password" label="Password" hint={PASSWORD_HINT} error={errors.password}>
            {(c) => <Input {...c} type="password" autoComplete="new-password" value={values.password} onChange={set('password')} />}
          </FormField>
          <div>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Creating…' : 'Create admin'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
