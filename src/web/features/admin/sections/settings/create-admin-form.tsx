import { useState, type FormEvent } from 'react';
import { PASSWORD_HINT, passwordProblem } from '@contract/common';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { ADMIN_ROLE_DESCRIPTIONS } from '@contract/admin-staff';
import type { AdminRole } from '@contract/roles';
import { useCreateAdmin } from './settings-api';
import { RoleSelect } from './staff/role-select';

// SUPPORT (read-only) by default: a hurried creation grants the least, and more is a deliberate choice.
const EMPTY = { email: '', password: '', role: 'SUPPORT' as AdminRole };

/** Another administrator with a password chosen here and a role; the creation is audited. Inviting (the staff card) lets them choose their own password. */
export function CreateAdminForm() {
  const [values, setValues] = useState(EMPTY);
  const { mutation, errors, setErrors } = useCreateAdmin({ onDone: () => setValues(EMPTY) });
  const set = (name: 'email' | 'password') => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<keyof typeof EMPTY, string>> = {};
    if (values.email.trim() === '') problems.email = 'Enter an email address';
    const policy = passwordProblem(values.password);
    if (policy) problems.password = policy;
    setErrors(problems);
    if (Object.keys(problems).length === 0) mutation.mutate({ email: values.email.trim(), password: values.password, role: values.role });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Create an admin</CardTitle>
        <CardDescription>Sets their password now; they sign in with it at once. The role decides what they can open.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Create an admin">
          <FormField id="new-admin-email" label="Email" error={errors.email}>
            {(c) => <Input {...c} type="email" autoComplete="off" value={values.email} onChange={set('email')} />}
          </FormField>
          <FormField id="new-admin-password" label="Password" hint={PASSWORD_HINT} error={errors.password}>
            {(c) => <Input {...c} type="password" autoComplete="new-password" value={values.password} onChange={set('password')} />}
          </FormField>
          <FormField id="new-admin-role" label="Role" hint={ADMIN_ROLE_DESCRIPTIONS[values.role]} error={errors.role}>
            {(c) => <RoleSelect {...c} value={values.role} onRoleChange={(role) => setValues((v) => ({ ...v, role }))} />}
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
