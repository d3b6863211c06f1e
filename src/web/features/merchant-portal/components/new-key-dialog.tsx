import { TriangleAlert } from 'lucide-react';
import type { ApiKey } from '@contract/payments';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { useRevokeApiKey, type NewKey } from '../lib/use-api-keys';
import { SecretField } from './secret-field';

interface Props {
  created: (NewKey & { replaces?: ApiKey }) | null;
  onClose: () => void;
}

/**
 * Shows a new key's secret once. Closing forgets it, and a click outside does not close it, so
 * nobody loses a secret by accident. After a roll it offers to revoke the key it replaces.
 */
export function NewKeyDialog({ created, onClose }: Props) {
  const revoke = useRevokeApiKey();
  const replaced = created?.replaces;
  return (
    <Dialog
      open={created !== null}
      onOpenChange={(open) => {
        if (!open) {
          revoke.reset();
          onClose();
        }
      }}
    >
      {created ? (
        <DialogContent onInteractOutside={(event) => event.preventDefault()}>
          <DialogHeader>
            <DialogTitle>Your new {created.apiKey.mode} API key</DialogTitle>
            <DialogDescription>Copy it now and store it in your server&apos;s secret settings.</DialogDescription>
          </DialogHeader>
          <p className="flex items-start gap-2 rounded-md border border-destructive p-3 text-sm" role="note">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
            <span>
              <strong>This is the only time the full key is shown.</strong> We keep only a hash of it, so it cannot be shown again. If you lose it, create
              another key and revoke this one.
            </span>
          </p>
          <SecretField id="new-key-secret" label={`New ${created.apiKey.mode} API key`} secret={created.secret} />
          {replaced ? (
            <div className="grid gap-2 rounded-md bg-muted p-3 text-sm">
              {revoke.isSuccess ? (
                <p role="status">The old key {replaced.prefix}… is revoked.</p>
              ) : (
                <>
                  <p>
                    The old key <code className="font-mono">{replaced.prefix}…</code> still works. Revoke it once your integration uses the new key.
                  </p>
                  <div>
                    <Button variant="destructive" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate(replaced)}>
                      {revoke.isPending ? 'Revoking…' : 'Revoke old key now'}
                    </Button>
                  </div>
                </>
              )}
            </div>
          ) : null}
          <DialogFooter>
            <Button
              onClick={() => {
                revoke.reset();
                onClose();
              }}
            >
              Done, I have copied it
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
