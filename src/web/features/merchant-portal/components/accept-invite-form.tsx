import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { acceptTeamInvitation } from '@contract/endpoints/merchant-team';
import type { MerchantSessionResponse } from '@contract/merchant-auth';
import { acceptInvitationFormSchema, type AcceptInvitationForm } from '@contract/merchant-team';
import { PASSWORD_HINT } from '@contract/common';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { merchantApi } from '@web/lib/api-client';
import { isHttpError } from '@web/lib/http-error';
import { fieldError, serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';

const FIELDS = ['firstName', 'lastName', 'password'] as const;

interface Props {
  token: string;
  email: string;
  onAccepted: (response: MerchantSessionResponse) => void;
  /** The link stopped working while the form was open (used, revoked, expired). */
  onLinkBroken: () => void;
}

/** Name and password for the new member; the email is the one invited. */
export function AcceptInviteForm({ token, email, onAccepted, onLinkBroken }: Props) {
  const form = useForm<AcceptInvitationForm>({
    resolver: zodResolver(acceptInvitationFormSchema),
    defaultValues: { firstName: '', lastName: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const accept = useMutation({
    mutationFn: ({ confirmPassword: _confirm, ...data }: AcceptInvitationForm) => merchantApi.call(acceptTeamInvitation, { body: { token, ...data } }),
    onSuccess: onAccepted,
    onError: (error) => {
      if (isHttpError(error) && error.code === 'INVALID_INVITATION') return onLinkBroken();
      const onField = fieldError(error, FIELDS);
      if (onField) form.setError(onField.field, { message: onField.message }, { shouldFocus: true });
      form.resetField('password');
      form.resetField('confirmPassword');
      toast({ title: 'Could not join the team', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    },
  });

  const text = (name: 'firstName' | 'lastName', label: string, autoComplete: string) => (
    <FormField id={`invite-${name}`} label={label} error={errors[name]?.message}>
      {(control) => <Input {...control} autoComplete={autoComplete} {...form.register(name)} />}
    </FormField>
  );

  return (
    <form noValidate onSubmit={form.handleSubmit((data) => accept.mutate(data))} className="grid gap-4" aria-label="Join the team">
      <FormField id="invite-email-readonly" label="Email" hint="You will sign in with this address">
        {(control) => <Input {...control} type="email" autoComplete="username" value={email} readOnly />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', 'First name', 'given-name')}
        {text('lastName', 'Last name', 'family-name')}
      </div>
      <FormField id="invite-password" label="Password" hint={PASSWORD_HINT} error={errors.password?.message}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register('password')} />}
      </FormField>
      <FormField id="invite-confirmPassword" label="Confirm password" error={errors.confirmPassword?.message}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register('confirmPassword')} />}
      </FormField>
      <Button type="submit" disabled={accept.isPending} className="w-full">
        {accept.isPending ? 'Joining…' : 'Join the team'}
      </Button>
    </form>
  );
}
