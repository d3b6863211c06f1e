import { describe, expect, it } from 'vitest';
import type { FeatureFlag } from '@contract/feature-flags';
import { clampPercent, createBody, EMPTY_FLAG_FORM, flagSummary, flagToForm, parseMerchantIds, updateBody } from './flag-form';

const A = 'mch_AAAAAAAAAAAAAAAA';
const B = 'mch_BBBBBBBBBBBBBBBB';
const flag: FeatureFlag = {
  key: 'new-checkout',
  description: 'New checkout',
  enabled: true,
  rolloutPercent: 30,
  allowMerchantIds: [A],
  denyMerchantIds: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('flag form', () => {
  it('reads merchant ids separated by lines, commas or spaces, without blanks or repeats', () => {
    expect(parseMerchantIds(` ${A}\n\n${B}, ${A};  `)).toEqual([A, B]);
    expect(parseMerchantIds('')).toEqual([]);
  });

  it('keeps the percentage a whole number within 0-100', () => {
    expect([clampPercent(-5), clampPercent(150), clampPercent('42.6'), clampPercent('abc'), clampPercent(30)]).toEqual([0, 100, 43, 0, 30]);
  });

  it('checks a new flag with the server’s schema and names the field at fault', () => {
    const bad = createBody({ ...EMPTY_FLAG_FORM, key: 'Bad Key', description: 'x' });
    expect(bad).toEqual({ ok: false, errors: { key: expect.stringMatching(/kebab-case/) } });
    const badId = createBody({ ...EMPTY_FLAG_FORM, key: 'ok-key', description: 'x', deny: 'merchant-1' });
    expect(badId.ok ? null : badId.errors.denyMerchantIds).toMatch(/public merchant ids/);
    const good = createBody({ ...EMPTY_FLAG_FORM, key: ' ok-key ', description: 'Does a thing', enabled: true, rolloutPercent: 25, allow: A });
    expect(good).toEqual({
      ok: true,
      body: { key: 'ok-key', description: 'Does a thing', enabled: true, rolloutPercent: 25, allowMerchantIds: [A], denyMerchantIds: [] },
    });
  });

  it('sends only what changed when editing, and nothing when nothing did', () => {
    expect(updateBody(flag, flagToForm(flag))).toBeNull();
    expect(updateBody(flag, { ...flagToForm(flag), rolloutPercent: 50, deny: B })).toEqual({ ok: true, body: { rolloutPercent: 50, denyMerchantIds: [B] } });
    expect(updateBody(flag, { ...flagToForm(flag), allow: '' })).toEqual({ ok: true, body: { allowMerchantIds: [] } });
    expect(updateBody(flag, { ...flagToForm(flag), description: ' ' })).toEqual({ ok: false, errors: { description: 'description is required' } });
  });

  it('summarises a flag’s rule', () => {
    expect(flagSummary(flag)).toBe('On for 30% of merchants; 1 always on');
    expect(flagSummary({ ...flag, enabled: false, allowMerchantIds: [] })).toBe('Off');
    expect(flagSummary({ ...flag, rolloutPercent: 100, allowMerchantIds: [], denyMerchantIds: [A, B] })).toBe('On for everyone; 2 always off');
  });
});
