import { TriangleAlert } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { SecretField } from '../components/secret-field';

interface Props {
  shown: { title: string; secret: string; note?: string } | null;
  onClose: () => void;
}

/** A signing secret, shown once: it is stored encrypted and never shown again. A click outside does not close it. */
export function WebhookSecretDialog({ shown, onClose }: Props) {
  return (
    <Dialog open={shown !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {shown ? (
        <DialogContent onInteractOutside={(event) => event.preventDefault()}>
          <DialogHeader>
            <DialogTitle>{shown.title}</DialogTitle>
            <DialogDescription>Use it to verify the webhook-signature header of every delivery.</DialogDescription>
          </DialogHeader>
          <p className="flex items-start gap-2 rounded-md border border-destructive p-3 text-sm" role="note">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
            <span>
              <strong>This is the only time the secret is shown.</strong> If you lose it, roll the secret to get a new one.
            </span>
          </p>
          <SecretField id="webhook-secret" label="Signing secret" secret={shown.secret} />
          {shown.note ? <p className="text-sm text-muted-foreground">{shown.note}</p> : null}
          <DialogFooter>
            <Button onClick={onClose}>Done, I have copied it</Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
