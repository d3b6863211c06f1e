import { useEffect, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import type { IdleWarning } from './use-idle-sign-out';

interface Props {
  warning: IdleWarning | null;
  renewing: boolean;
  onStay: () => void;
  onSignOut: () => void;
}

function remaining(endsAt: number): string {
  const seconds = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
  return seconds >= 60 ? '1 minute' : `${seconds} second${seconds === 1 ? '' : 's'}`;
}

/**
 * A minute before an idle sign-out: how long is left, and a way to stay. Closing it (Escape, the
 * close button) is someone at the screen too, so it stays signed in as the button does.
 */
export function IdleWarningDialog({ warning, renewing, onStay, onSignOut }: Props) {
  const [, tick] = useState(0);
  useEffect(() => {
    if (!warning) return;
    const every = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(every);
  }, [warning]);

  return (
    <Dialog
      open={warning !== null}
      onOpenChange={(open) => {
        if (!open && !warning?.final) onStay();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{warning?.final ? 'Your session is about to end' : 'Are you still there?'}</DialogTitle>
          <DialogDescription>
            {warning?.final
              ? `Your session reaches its time limit in ${remaining(warning.endsAt)}. Save your work: you will need to sign in again.`
              : `For security, you will be signed out in ${warning ? remaining(warning.endsAt) : '1 minute'} because there has been no activity.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onSignOut}>
            Sign out now
          </Button>
          {warning?.final ? null : (
            <Button onClick={onStay} disabled={renewing} autoFocus>
              {renewing ? 'Renewing…' : 'Stay signed in'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
