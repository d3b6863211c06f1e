import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/features/admin/components/confirm-dialog';
import { isUnauthorized } from '@web/features/admin/lib/is-unauthorized';
import { adminApi } from '@web/lib/api-client';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { RESET_TOKEN_MINUTES } from '@contract/account-security';
import { sendAdminPasswordReset } from '@contract/endpoints/admin-security';

/** Emails another admin a reset link (super admins only; the server refuses anyone else with 403). */
export function useSendAdminReset() {
  return useMutation({
    mutationFn: (adminId: string) => adminApi.call(sendAdminPasswordReset, { params: { adminId } }),
    onSuccess: (data) => toast({ title: 'Reset link sent', description: data.message }),
    onError: (error) => {
      if (!isUnauthorized(error))
        toast({ title: 'Reset link not sent', description: serverMessage(error) ?? 'Try again in a moment.', variant: 'destructive' });
    },
  });
}

interface Props {
  adminId: string;
  email: string;
  disabled?: boolean;
  size?: 'sm' | 'default';
}

/**
 * "Send password reset" for one admin, asking first. The admin gets the same single-use link as
 * "Forgot your password?" sends: nobody else learns or sets their password.
 */
export function SendAdminResetButton({ adminId, email, disabled = false, size = 'sm' }: Props) {
  const [open, setOpen] = useState(false);
  const send = useSendAdminReset();
  return (
    <>
      <Button variant="outline" size={size} disabled={disabled || send.isPending} onClick={() => setOpen(true)} aria-label={`Send password reset to ${email}`}>
        <KeyRound aria-hidden="true" />
        Send password reset
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Send a password reset link?"
        description={`${email} will get an email with a link to choose a new password. The link works once, for ${RESET_TOKEN_MINUTES} minutes; their current password keeps working until they use it.`}
        confirmLabel="Send link"
        busy={send.isPending}
        onConfirm={() => send.mutate(adminId, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}
