import { useState } from 'react';
import { MAX_ROLL_OVERLAP_HOURS, type WebhookEndpoint } from '@contract/webhooks';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useRollSecret } from './use-webhooks';

interface Props {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onRolled: (secret: string, overlapHours: number) => void;
}

/** Rolls the signing secret; during the overlap each delivery carries a signature with the old and the new secret. */
export function RollSecretDialog({ endpoint, onClose, onRolled }: Props) {
  const [hours, setHours] = useState('24');
  const roll = useRollSecret();
  const value = Number(hours);
  const valid = /^\d+$/.test(hours) && value >= 0 && value <= MAX_ROLL_OVERLAP_HOURS;
  return (
    <Dialog open={endpoint !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {endpoint ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Roll the signing secret</DialogTitle>
            <DialogDescription>
              For {endpoint.url}. During the overlap each delivery is signed with both secrets, so your server can switch without missing one.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="overlap-hours">Keep the old secret working for (hours, 0-{MAX_ROLL_OVERLAP_HOURS})</Label>
            <Input id="overlap-hours" inputMode="numeric" value={hours} onChange={(e) => setHours(e.target.value)} aria-invalid={!valid || undefined} />
            {!valid ? <p className="text-sm text-destructive">Enter a whole number of hours from 0 to {MAX_ROLL_OVERLAP_HOURS}.</p> : null}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button
              disabled={!valid || roll.isPending}
              onClick={() => roll.mutate({ id: endpoint.id, overlapHours: value }, { onSuccess: (r) => onRolled(r.secret, value) })}
            >
              {roll.isPending ? 'Rolling…' : 'Roll secret'}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
