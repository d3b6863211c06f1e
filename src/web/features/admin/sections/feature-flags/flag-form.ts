import { createFeatureFlagRequestSchema, updateFeatureFlagRequestSchema, type FeatureFlag } from '@contract/feature-flags';

/** The flag form as typed: the merchant lists are free text, one id per line or separated by commas or spaces. */
export interface FlagFormValues {
  key: string;
  description: string;
  enabled: boolean;
  rolloutPercent: number;
  allow: string;
  deny: string;
}

export type FlagFormField = 'key' | 'description' | 'enabled' | 'rolloutPercent' | 'allowMerchantIds' | 'denyMerchantIds';
export const FLAG_FORM_FIELDS: readonly FlagFormField[] = ['key', 'description', 'enabled', 'rolloutPercent', 'allowMerchantIds', 'denyMerchantIds'];
export type FlagFormErrors = Partial<Record<FlagFormField, string>>;

export const EMPTY_FLAG_FORM: FlagFormValues = { key: '', description: '', enabled: false, rolloutPercent: 0, allow: '', deny: '' };

export function flagToForm(flag: FeatureFlag): FlagFormValues {
  return {
    key: flag.key,
    description: flag.description,
    enabled: flag.enabled,
    rolloutPercent: flag.rolloutPercent,
    allow: flag.allowMerchantIds.join('\n'),
    deny: flag.denyMerchantIds.join('\n'),
  };
}

/** Merchant ids from the typed text, in order, without blanks or repeats. */
export function parseMerchantIds(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter((id) => id !== ''))];
}

/** A percentage typed or slid, kept a whole number within 0-100 (anything unreadable is 0). */
export function clampPercent(value: number | string): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, Math.round(n)));
}

function firstErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FlagFormErrors {
  const errors: FlagFormErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as FlagFormField;
    if (FLAG_FORM_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

type Checked<T> = { ok: true; body: T } | { ok: false; errors: FlagFormErrors };

/** The create body, checked by the same schema the server uses. */
export function createBody(values: FlagFormValues): Checked<ReturnType<typeof createFeatureFlagRequestSchema.parse>> {
  const parsed = createFeatureFlagRequestSchema.safeParse({
    key: values.key.trim(),
    description: values.description,
    enabled: values.enabled,
    rolloutPercent: values.rolloutPercent,
    allowMerchantIds: parseMerchantIds(values.allow),
    denyMerchantIds: parseMerchantIds(values.deny),
  });
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: firstErrors(parsed.error.issues) };
}

/** The PATCH body: only what changed from the stored flag (null when nothing did). */
export function updateBody(flag: FeatureFlag, values: FlagFormValues): Checked<ReturnType<typeof updateFeatureFlagRequestSchema.parse>> | null {
  const allow = parseMerchantIds(values.allow);
  const deny = parseMerchantIds(values.deny);
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  const changes = {
    ...(values.description.trim() !== flag.description ? { description: values.description } : {}),
    ...(values.enabled !== flag.enabled ? { enabled: values.enabled } : {}),
    ...(values.rolloutPercent !== flag.rolloutPercent ? { rolloutPercent: values.rolloutPercent } : {}),
    ...(!same(allow, flag.allowMerchantIds) ? { allowMerchantIds: allow } : {}),
    ...(!same(deny, flag.denyMerchantIds) ? { denyMerchantIds: deny } : {}),
  };
  if (Object.keys(changes).length === 0) return null;
  const parsed = updateFeatureFlagRequestSchema.safeParse(changes);
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: firstErrors(parsed.error.issues) };
}

/** How a flag reads in the list: its rule in a few words. */
export function flagSummary(flag: Pick<FeatureFlag, 'enabled' | 'rolloutPercent' | 'allowMerchantIds' | 'denyMerchantIds'>): string {
  const base = !flag.enabled
    ? 'Off'
    : flag.rolloutPercent >= 100
      ? 'On for everyone'
      : flag.rolloutPercent <= 0
        ? 'On for nobody by percentage'
        : `On for ${flag.rolloutPercent}% of merchants`;
  const lists = [
    flag.allowMerchantIds.length > 0 ? `${flag.allowMerchantIds.length} always on` : '',
    flag.denyMerchantIds.length > 0 ? `${flag.denyMerchantIds.length} always off` : '',
  ].filter(Boolean);
  return lists.length > 0 ? `${base}; ${lists.join(', ')}` : base;
}
