import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';

interface Props {
  number: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Voiding cannot be undone: it issues a full credit note, so it asks for a reason first. */
export function VoidInvoiceDialog({ number, busy, onCancel, onConfirm }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    if (reason.trim().length < 3) {
      setError('Give a reason of at least 3 characters');
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Dialog open={number !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Void invoice {number}?</DialogTitle>
          <DialogDescription>
            A credit note for the full amount is issued with the next number and emailed to the merchant with its PDF. The invoice stays on record as void. This
            cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="void-reason">Reason</Label>
          <Textarea
            id="void-reason"
            maxLength={500}
            value={reason}
            aria-invalid={error !== null}
            aria-describedby={error ? 'void-reason-error' : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
          />
          {error ? (
            <p id="void-reason-error" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} autoFocus>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={busy}>
            {busy ? 'Working…' : 'Void and issue credit note'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
