import { useState, type FormEvent } from 'react';
import { ADMIN_ROLE_DESCRIPTIONS, STAFF_INVITATION_DAYS } from '@contract/admin-staff';
import type { AdminRole } from '@contract/roles';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { fieldError } from '@web/lib/server-message';
import { RoleSelect } from './role-select';
import type { StaffActions } from './use-staff-actions';

const FIELDS = ['email', 'role'] as const;

/** Invites an address with a role; the invitee chooses their own password from the emailed link. */
export function InviteStaffForm({ actions }: { actions: StaffActions }) {
  const [email, setEmail] = useState('');
  // The least privilege until someone chooses more.
  const [role, setRole] = useState<AdminRole>('SUPPORT');
  const [errors, setErrors] = useState<{ email?: string; role?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') {
      setErrors({ email: 'Enter an email address' });
      return;
    }
    setErrors({});
    actions.invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: () => {
          setEmail('');
          setRole('SUPPORT');
        },
        onError: (error) => {
          const problem = fieldError(error, FIELDS);
          if (problem) setErrors({ [problem.field]: problem.message });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Invite an admin" className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-start">
      <FormField id="invite-email" label="Address to invite" hint="The email address the invitation goes to." error={errors.email}>
        {(c) => <Input {...c} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />}
      </FormField>
      <FormField id="invite-role" label="Role" hint={ADMIN_ROLE_DESCRIPTIONS[role]} error={errors.role}>
        {(c) => <RoleSelect {...c} value={role} onRoleChange={setRole} />}
      </FormField>
      <Button type="submit" className="sm:mt-6" disabled={actions.invite.isPending}>
        {actions.invite.isPending ? 'Sending…' : 'Send invitation'}
      </Button>
      <p className="text-xs text-muted-foreground sm:col-span-3">
        The link works once, for {STAFF_INVITATION_DAYS} days. Inviting the same address again replaces the earlier link.
      </p>
    </form>
  );
}
