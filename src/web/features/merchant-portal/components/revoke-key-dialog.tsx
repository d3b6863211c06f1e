import type { ApiKey } from '@contract/payments';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { useRevokeApiKey } from '../lib/use-api-keys';

/** Revoking cannot be undone and stops integrations at once, so it asks first. */
export function RevokeKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const revoke = useRevokeApiKey();
  return (
    <Dialog open={apiKey !== null} onOpenChange={(open) => !open && onClose()}>
      {apiKey ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Revoke this API key?</DialogTitle>
            <DialogDescription>
              Requests using <code className="font-mono">{apiKey.prefix}…</code> will be refused at once. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="destructive" disabled={revoke.isPending} onClick={() => revoke.mutate(apiKey, { onSuccess: onClose })}>
              {revoke.isPending ? 'Revoking…' : 'Revoke key'}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
