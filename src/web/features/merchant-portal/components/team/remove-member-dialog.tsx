import type { TeamMember } from '@contract/merchant-team';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { useRemoveMember } from '../../lib/use-team';

/** Removing signs the member out everywhere at once and cannot be undone (they can be invited again), so it asks first. */
export function RemoveMemberDialog({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const remove = useRemoveMember();
  return (
    <Dialog open={member !== null} onOpenChange={(open) => !open && onClose()}>
      {member ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Remove {member.name} from the team?</DialogTitle>
            <DialogDescription>
              Their account is deleted and every session of theirs ends at once. We email {member.email} to say so. You can invite them again later.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate(member, { onSuccess: onClose })}>
              {remove.isPending ? 'Removing…' : 'Remove member'}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
