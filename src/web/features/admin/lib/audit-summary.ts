/** Pure: a one-line "before → after" for an audit entry, showing only what changed. */

const MAX_VALUE_LENGTH = 60;

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function listFields(record: Record<string, unknown>): string {
  return Object.entries(record)
    .map(([key, value]) => `${key}: ${show(value)}`)
    .join(', ');
}

export function summariseChange(before: unknown, after: unknown): string {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  if (!hasBefore && !hasAfter) return '—';
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    const changed = keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
    const context = keys.filter((key) => !changed.includes(key) && key === 'merchantId' && typeof after[key] === 'string');
    if (changed.length === 0) return 'No change';
    const parts = changed.map((key) => `${key}: ${show(before[key])} → ${show(after[key])}`);
    return [...context.map((key) => `${key} ${show(after[key])}`), ...parts].join('; ');
  }
  if (!hasBefore) return `→ ${isRecord(after) ? listFields(after) : show(after)}`;
  if (!hasAfter) return `${isRecord(before) ? listFields(before) : show(before)} →`;
  return `${show(before)} → ${show(after)}`;
}

/** Actions the server records, offered as suggestions in the filter (the filter still takes any text). */
export const KNOWN_AUDIT_ACTIONS = [
  'admin.login.success',
  'admin.login.failure',
  'admin.password.change',
  'admin.password.change_failure',
  'admin.password_reset.request',
  'admin.password_reset.confirm',
  'admin.password_reset.invalid',
  'admin.password_reset.send',
  'admin.session.revoke',
  'admin.session.revoke_others',
  'admin.create',
  'merchant.status.change',
  'merchant.api_rate_limit.update',
  'merchant.verification.change',
  'merchant.details.reveal',
  'verification.document.approve',
  'verification.document.reject',
  'verification.document.view',
  'settings.update',
  'risk.blocked_bin.add',
  'risk.blocked_bin.remove',
  'merchant.signup',
  'merchant.login.success',
  'merchant.login.failure',
  'merchant.password.change',
  'merchant.password.change_failure',
  'merchant.password_reset.request',
  'merchant.password_reset.confirm',
  'merchant.password_reset.invalid',
  'merchant.session.revoke',
  'merchant.session.revoke_others',
  'merchant.verification.submitted',
  'api_key.create',
  'api_key.revoke',
  ...(['admin', 'merchant'] as const).flatMap((kind) => [
    `${kind}.login.mfa_challenge`,
    `${kind}.mfa.setup`,
    `${kind}.mfa.enable`,
    `${kind}.mfa.disable`,
    `${kind}.mfa.disable.failure`,
    `${kind}.mfa.recovery_code_used`,
    `${kind}.mfa.verify.challenge_ended`,
    `${kind}.mfa.verify.locked`,
  ]),
] as const;
