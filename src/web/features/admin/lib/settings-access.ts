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

/** What the form says about the role's access, or null when it may change everything. */
export function settingsAccessNote(editable: ReadonlySet<EditableSetting>): string | null {
  if (editable.size === Object.keys(SETTINGS_FIELD_ROLES).length) return null;
  if (editable.size === 0) return 'Your role can read these settings but not change them.';
  if (editable.size === 3 && editable.has('defaultFeePercent') && editable.has('payoutDelayDays') && editable.has('disputeFee')) {
    return 'Your role can change the transaction fee, the payout delay and the dispute fee; the other settings are for super admins.';
  }
  return 'Your role can change only the settings that are not locked.';
}
