import type { MerchantRole } from '@contract/merchant-auth';
import { MERCHANT_ROLE_DESCRIPTIONS } from '@contract/merchant-team';
import { MERCHANT_ROLE_LABELS } from '@contract/roles';
import type { FieldControlProps } from '@web/components/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';

interface Props {
  control: FieldControlProps;
  value: MerchantRole | undefined;
  onChange: (role: MerchantRole) => void;
  roles: readonly MerchantRole[];
  onBlur?: () => void;
}

/** A role picker offering only the roles the signed-in user may grant. */
export function RoleSelect({ control, value, onChange, roles, onBlur }: Props) {
  return (
    <Select value={value ?? ''} onValueChange={(next) => onChange(next as MerchantRole)}>
      <SelectTrigger {...control} onBlur={onBlur}>
        <SelectValue placeholder="Choose a role" />
      </SelectTrigger>
      <SelectContent>
        {roles.map((role) => (
          <SelectItem key={role} value={role}>
            {MERCHANT_ROLE_LABELS[role]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** What the chosen role may do, under the picker. */
export function roleHint(role: MerchantRole | undefined): string {
  return role ? `${MERCHANT_ROLE_LABELS[role]}: ${MERCHANT_ROLE_DESCRIPTIONS[role]}.` : 'Choose what they may do.';
}
