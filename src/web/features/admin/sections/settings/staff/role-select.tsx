import type { ComponentProps } from 'react';
import { ADMIN_ROLE_LABELS, ADMIN_ROLES, type AdminRole } from '@contract/roles';
import { NativeSelect } from '@web/features/admin/components/native-select';

/** The five staff roles, by their labels. */
export function RoleSelect({
  value,
  onRoleChange,
  ...props
}: Omit<ComponentProps<'select'>, 'value' | 'onChange'> & { value: AdminRole; onRoleChange: (role: AdminRole) => void }) {
  return (
    <NativeSelect value={value} onChange={(e) => onRoleChange(e.target.value as AdminRole)} {...props}>
      {ADMIN_ROLES.map((role) => (
        <option key={role} value={role}>
          {ADMIN_ROLE_LABELS[role]}
        </option>
      ))}
    </NativeSelect>
  );
}
