import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { MerchantRole } from '@contract/merchant-auth';
import { inviteMemberRequestSchema, INVITATION_TTL_DAYS, type InviteMemberRequest } from '@contract/merchant-team';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { isHttpError } from '@web/lib/http-error';
import { fieldError, serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { grantableRoles } from '../../lib/team-rules';
import { useInviteMember } from '../../lib/use-team';
import { RoleSelect, roleHint } from './role-select';

const FIELDS = ['email', 'role'] as const;

/** Sends a single-use link by email; the form runs the contract's own schema first. */
export function InviteMemberCard({ yourRole }: { yourRole: MerchantRole }) {
  const form = useForm<InviteMemberRequest>({ resolver: zodResolver(inviteMemberRequestSchema), defaultValues: { email: '', role: 'DEVELOPER' } });
  const { errors } = form.formState;
  const invite = useInviteMember();
  const role = form.watch('role');

  const submit = form.handleSubmit((data) =>
    invite.mutate(data, {
      onSuccess: () => form.reset({ email: '', role: data.role }),
      onError: (error) => {
        const message = serverMessage(error);
        const onField = fieldError(error, FIELDS);
        if (onField) form.setError(onField.field, { message: onField.message }, { shouldFocus: true });
        else if (isHttpError(error) && error.status === 409 && message) form.setError('email', { message }, { shouldFocus: true });
        toast({ title: 'Invitation not sent', description: message ?? 'Please try again.', variant: 'destructive' });
      },
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invite a team member</CardTitle>
        <CardDescription>We email them a link that works once, for {INVITATION_TTL_DAYS} days. They choose their own name and password.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-label="Invite a team member" className="grid gap-4 sm:grid-cols-[1fr_14rem_auto] sm:items-start">
          <FormField id="invite-email" label="Email" error={errors.email?.message}>
            {(control) => <Input {...control} type="email" autoComplete="off" {...form.register('email')} />}
          </FormField>
          <FormField id="invite-role" label="Role" hint={roleHint(role)} error={errors.role?.message}>
            {(control) => (
              <Controller
                control={form.control}
                name="role"
                render={({ field }) => (
                  <RoleSelect control={control} value={field.value} onChange={field.onChange} onBlur={field.onBlur} roles={grantableRoles(yourRole)} />
                )}
              />
            )}
          </FormField>
          <Button type="submit" disabled={invite.isPending} className="sm:mt-6">
            {invite.isPending ? 'Sending…' : 'Send invitation'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
