import { SETTINGS_FIELD_ROLES, type UpdateSettingsRequest } from '@contract/admin-settings';
import { updateSettings } from '@contract/endpoints/admin-settings';
import { roleAllowed, type AdminRole } from '@contract/roles';

export type EditableSetting = keyof UpdateSettingsRequest;

/**
 * The settings a role may change: those the endpoint lets it save at all, narrowed by the per-field
 * rule the server enforces (SETTINGS_FIELD_ROLES). Nothing before the role is known.
 */
export function editableSettings(role: AdminRole | null): ReadonlySet<EditableSetting> {
  if (role === null || !roleAllowed(updateSettings.roles, role)) return new Set();
  const fields = Object.keys(SETTINGS_FIELD_ROLES) as EditableSetting[];
  return new Set(fields.filter((field) => (SETTINGS_FIELD_ROLES[field] as readonly AdminRole[]).includes(role)));
}

/** The change to send: only the fields the role may change, so a locked field is never refused. */
export function onlyEditable(body: UpdateSettingsRequest, editable: ReadonlySet<EditableSetting>): UpdateSettingsRequest {
  return Object.fromEntries(Object.entries(body).filter(([field]) => editable.has(field as EditableSetting))) as UpdateSettingsRequest;
}

const FIELD_NAMES: Record<EditableSetting, string> = {
  defaultFeePercent: 'the transaction fee',
  minTransactionAmount: 'the minimum amount',
  maxTransactionAmount: 'the maximum amount',
  autoApproveEnabled: 'auto-approval',
  requireAdminMfa: 'the two-factor rule',
  payoutDelayDays: 'the payout delay',
  disputeFee: 'the dispute fee',
  authorisationValidityHours: 'the authorisation validity',
  refundFeePolicy: 'the refund fee policy',
};

/** What the form says about the role's access, or null when it may change everything. */
export function settingsAccessNote(editable: ReadonlySet<EditableSetting>): string | null {
  const fields = Object.keys(SETTINGS_FIELD_ROLES) as EditableSetting[];
  if (editable.size === fields.length) return null;
  if (editable.size === 0) return 'Your role can read these settings but not change them.';
  const names = fields.filter((field) => editable.has(field)).map((field) => FIELD_NAMES[field]);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  // Every setting outside finance's share is a super admin's (SETTINGS_FIELD_ROLES), so the rest are named as theirs.
  const othersSuperAdminOnly = fields.every((field) => editable.has(field) || SETTINGS_FIELD_ROLES[field].length === 1);
  return `Your role can change ${list}; the other settings are ${othersSuperAdminOnly ? 'for super admins' : 'locked'}.`;
}
