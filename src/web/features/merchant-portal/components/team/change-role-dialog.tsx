import { useState } from 'react';
import type { MerchantRole } from '@contract/merchant-auth';
import type { TeamMember } from '@contract/merchant-team';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { grantableRoles } from '../../lib/team-rules';
import { useChangeMemberRole } from '../../lib/use-team';
import { RoleSelect, roleHint } from './role-select';

/** Picks a new role for one member; the change applies to their next request and they are emailed. */
export function ChangeRoleDialog({ member, yourRole, onClose }: { member: TeamMember | null; yourRole: MerchantRole; onClose: () => void }) {
  return (
    <Dialog open={member !== null} onOpenChange={(open) => !open && onClose()}>
      {/* Keyed by member so the picker starts from their current role each time. */}
      {member ? <ChangeRoleContent key={member.id} member={member} yourRole={yourRole} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ChangeRoleContent({ member, yourRole, onClose }: { member: TeamMember; yourRole: MerchantRole; onClose: () => void }) {
  const [role, setRole] = useState<MerchantRole>(member.role);
  const change = useChangeMemberRole();
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Change the role of {member.name}</DialogTitle>
        <DialogDescription>The new role applies straight away, and we email {member.email} to say so.</DialogDescription>
      </DialogHeader>
      <FormField id="change-role" label="New role" hint={roleHint(role)}>
        {(control) => <RoleSelect control={control} value={role} onChange={setRole} roles={grantableRoles(yourRole)} />}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button disabled={change.isPending || role === member.role} onClick={() => change.mutate({ member, role }, { onSuccess: onClose })}>
          {change.isPending ? 'Saving…' : 'Save role'}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
