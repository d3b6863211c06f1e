import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { RESET_TOKEN_MINUTES } from '@contract/account-security';
import { PASSWORD_HINT, passwordProblem } from '@contract/common';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import type { PasswordResetApi } from '@web/lib/account-security-api';
import { isHttpError } from '@web/lib/http-error';
import { fieldError, serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';

interface Props {
  idPrefix: string;
  /** From the link in the email; null when the page was opened without one. */
  token: string | null;
  confirm: PasswordResetApi['confirm'];
  /** After the password is set, with the server's message. */
  onDone: (message: string) => void;
  /** How to ask for a new link when this one does not work (the sign-in page, or a request form). */
  requestAgain: ReactNode;
}

const EMPTY = { password: '', confirmPassword: '' };

/** The new password and its confirmation, for the page a reset link opens. */
export function ResetPasswordForm({ idPrefix, token, confirm, onDone, requestAgain }: Props) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof EMPTY, string>>>({});
  const [linkBroken, setLinkBroken] = useState(false);

  const save = useMutation({
    mutationFn: (password: string) => confirm({ token: token ?? '', password }),
    onSuccess: (data) => {
      setValues(EMPTY);
      onDone(data.message);
    },
    onError: (error) => {
      if (isHttpError(error) && error.code === 'INVALID_RESET_TOKEN') return setLinkBroken(true);
      const field = fieldError(error, ['password'] as const);
      if (field) return setErrors({ password: field.message });
      toast({ title: 'Password not changed', description: serverMessage(error) ?? 'Try again in a moment.', variant: 'destructive' });
    },
  });

  if (token === null || linkBroken) {
    return (
      <div className="grid gap-4">
        <p role="alert" className="flex items-start gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <span>
            {token === null
              ? 'This page needs the link from your password reset email.'
              : `This reset link is invalid, has been used or has expired. Links work once, for ${RESET_TOKEN_MINUTES} minutes; ask for a new one.`}
          </span>
        </p>
        {requestAgain}
      </div>
    );
  }

  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: typeof errors = {};
    const policy = passwordProblem(values.password);
    if (policy) problems.password = policy;
    else if (values.password !== values.confirmPassword) problems.confirmPassword = 'The passwords do not match';
    setErrors(problems);
    if (Object.keys(problems).length === 0) save.mutate(values.password);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Choose a new password">
      <FormField id={`${idPrefix}-new-password`} label="New password" hint={PASSWORD_HINT} error={errors.password}>
        {(c) => <Input {...c} type="password" autoComplete="new-password" autoFocus value={values.password} onChange={set('password')} />}
      </FormField>
      <FormField id={`${idPrefix}-confirm-password`} label="Confirm new password" error={errors.confirmPassword}>
        {(c) => <Input {...c} type="password" autoComplete="new-password" value={values.confirmPassword} onChange={set('confirmPassword')} />}
      </FormField>
      <p className="text-sm text-muted-foreground">Saving the new password signs you out on every device.</p>
      <Button type="submit" className="w-full" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Set new password'}
      </Button>
    </form>
  );
}
