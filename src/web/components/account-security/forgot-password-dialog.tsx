import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { passwordResetRequestSchema } from '@contract/account-security';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import type { PasswordResetApi } from '@web/lib/account-security-api';
import { fieldError, serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';

interface Props {
  /** Prefixes element ids, so two dialogs never share one. */
  idPrefix: string;
  request: PasswordResetApi['request'];
  /** The email already typed into the sign-in form, to start from. */
  initialEmail?: string;
}

/**
 * "Forgot your password?" under a sign-in form: asks for the email and always shows the server's
 * one confirmation, which does not say whether the address has an account.
 */
export function ForgotPasswordDialog({ idPrefix, request, initialEmail = '' }: Props) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [confirmation, setConfirmation] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: (value: string) => request(value),
    onSuccess: (data) => setConfirmation(data.message),
    onError: (error) => {
      const field = fieldError(error, ['email'] as const);
      if (field) return setProblem(field.message);
      toast({ title: 'Reset link not sent', description: serverMessage(error) ?? 'Try again in a moment.', variant: 'destructive' });
    },
  });

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setEmail(initialEmail);
      setProblem(undefined);
      setConfirmation(null);
      send.reset();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled, but React still bubbles its events to a sign-in form around the trigger.
    event.stopPropagation();
    const parsed = passwordResetRequestSchema.safeParse({ email });
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    setProblem(undefined);
    send.mutate(parsed.data.email);
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="link" className="h-auto px-0 py-0">
          Forgot your password?
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset your password</DialogTitle>
          <DialogDescription>Enter the email address you sign in with. We will email you a link to choose a new password.</DialogDescription>
        </DialogHeader>
        {confirmation !== null ? (
          <>
            <p role="status" className="flex items-start gap-3 rounded-md bg-muted p-3 text-sm">
              <MailCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{confirmation}</span>
            </p>
            <DialogFooter>
              <Button onClick={() => setOpen(false)}>Done</Button>
            </DialogFooter>
          </>
        ) : (
          <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Reset your password">
            <FormField id={`${idPrefix}-reset-email`} label="Email" error={problem}>
              {(control) => <Input {...control} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />}
            </FormField>
            <DialogFooter>
              <Button type="submit" disabled={send.isPending}>
                {send.isPending ? 'Sending…' : 'Email me a reset link'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
