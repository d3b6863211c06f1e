import { useState } from 'react';
import { DEFAULT_REJECTION_NOTE } from '@contract/admin-verifications';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { rejectionNote } from '@web/features/admin/lib/verification-format';

interface Props {
  fileName: string | null;
  busy: boolean;
  onCancel: () => void;
  onReject: (reviewNotes: string) => void;
}

/** Rejecting always sends the spec's fixed note; the admin may add their own reason, which the merchant is emailed. */
export function RejectDocumentDialog({ fileName, busy, onCancel, onReject }: Props) {
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onCancel();
  };
  return (
    <Dialog open={fileName !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject {fileName}?</DialogTitle>
          <DialogDescription>The merchant is told: “{DEFAULT_REJECTION_NOTE}”. Add a reason to tell them what to fix.</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            onReject(rejectionNote(DEFAULT_REJECTION_NOTE, reason));
            setReason('');
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="reject-reason">Reason (optional)</Label>
            <Textarea id="reject-reason" rows={3} maxLength={900} value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? 'Rejecting…' : 'Reject document'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
