import { describe, expect, it } from 'vitest';
import { processPaymentRequestSchema } from '@contract/payments';
import { BUILT_IN_SCENARIOS } from './presets';
import { capEffect, formatRate, upliftLabel } from './result-format';
import { deleteScenario, loadSavedScenarios, saveScenario, SCENARIO_STORAGE_KEY, type ScenarioStorage } from './saved-scenarios';
import { blankCard, cardFromBody, toRequestBody, type WalletDraft } from './wallet-model';

const memory = (): ScenarioStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
};

describe('toRequestBody', () => {
  it('turns every built-in scenario into a body the payment API accepts', () => {
    for (const scenario of BUILT_IN_SCENARIOS) {
      const { body, errors } = toRequestBody(scenario.draft);
      expect(errors, scenario.name).toEqual({});
      expect(processPaymentRequestSchema.safeParse(body).success, scenario.name).toBe(true);
    }
  });

  it('converts pounds to pence and percentages to fractions exactly', () => {
    const { body } = toRequestBody(BUILT_IN_SCENARIOS[0]!.draft);
    expect(body?.amount).toBe(12_550);
    expect(body?.cards[0]).toMatchObject({ available: 10_000, rewardRate: 0.01, categoryRates: { groceries: 0.03 }, rewardCap: 150, rateAfterCap: 0.005 });
    expect(body?.cards[1]).toMatchObject({ brand: 'AMEX', rewardRate: 0.015 });
    expect(body?.cards[1]).not.toHaveProperty('rewardCap');
  });

  it('names each problem the way the server names its field', () => {
    const draft: WalletDraft = {
      amount: 'ten',
      category: 'general',
      maxSplits: 3,
      customerEmail: '',
      cards: [{ ...blankCard(), last4: '12', available: '', rewardRate: 'x', categoryRates: [{ key: 'k', category: 'Bad!', rate: '' }] }],
    };
    const { body, errors } = toRequestBody(draft);
    expect(body).toBeNull();
    expect(Object.keys(errors).sort()).toEqual(
      ['amount', 'cards.0.available', 'cards.0.categoryRates.0.category', 'cards.0.categoryRates.0.rate', 'cards.0.last4', 'cards.0.rewardRate'].sort(),
    );
    expect(toRequestBody({ ...draft, cards: [] }).errors.cards).toBe('Add at least one card');
  });

  it('round-trips a body card through the draft', () => {
    const card = {
      id: 'card_x',
      brand: 'VISA' as const,
      last4: '4242',
      expMonth: 3,
      expYear: 2031,
      available: 12_345,
      rewardRate: 0.0125,
      categoryRates: { dining: 0.07 },
      rewardCap: 250,
      rateAfterCap: 0.001,
    };
    const draft: WalletDraft = { amount: '1', category: 'dining', maxSplits: 1, customerEmail: 'a@b.example', cards: [cardFromBody(card)] };
    expect(toRequestBody(draft).body?.cards[0]).toEqual(card);
  });
});

describe('saved scenarios', () => {
  it('saves, replaces by name, lists newest first and deletes', () => {
    const store = memory();
    const draft = BUILT_IN_SCENARIOS[1]!.draft;
    expect(saveScenario('Mine', draft, store)).toBe(true);
    expect(saveScenario('Other', BUILT_IN_SCENARIOS[2]!.draft, store)).toBe(true);
    expect(saveScenario('Mine', BUILT_IN_SCENARIOS[0]!.draft, store)).toBe(true);
    expect(loadSavedScenarios(store).map((s) => [s.name, s.builtIn, s.draft.amount])).toEqual([
      ['Mine', false, '125.50'],
      ['Other', false, '60'],
    ]);
    deleteScenario('Mine', store);
    expect(loadSavedScenarios(store).map((s) => s.name)).toEqual(['Other']);
  });

  it('drops entries that are not scenarios instead of trusting them', () => {
    const store = memory();
    store.data.set(SCENARIO_STORAGE_KEY, 'not json');
    expect(loadSavedScenarios(store)).toEqual([]);
    store.data.set(
      SCENARIO_STORAGE_KEY,
      JSON.stringify([
        { name: 'ok', draft: BUILT_IN_SCENARIOS[0]!.draft },
        { name: 'bad', draft: { amount: 1 } },
        { name: 'brand', draft: { ...BUILT_IN_SCENARIOS[0]!.draft, cards: [{ ...BUILT_IN_SCENARIOS[0]!.draft.cards[0], brand: 'JCB' }] } },
      ]),
    );
    expect(loadSavedScenarios(store).map((s) => s.name)).toEqual(['ok']);
    expect(loadSavedScenarios(null)).toEqual([]);
  });
});

describe('result wording', () => {
  const row = {
    cardId: 'a',
    brand: 'VISA' as const,
    last4: '4242',
    use: 'USED' as const,
    declineReason: null,
    rate: 0.03,
    rateSource: 'CATEGORY' as const,
    rewardCap: 150,
    rateAfterCap: 0.005,
    capReachedAt: 5000,
    amount: 10_000,
    amountAfterCap: 5000,
    reward: 175,
    rewardWithoutCap: 300,
    rewardLostToCap: 125,
  };
  it('says what the cap costs, or that it has no effect', () => {
    expect(capEffect(row)).toBe('Cap £1.50, reached at £50.00: £50.00 earns 0.5%, costing £1.25');
    expect(capEffect({ ...row, amountAfterCap: 0 })).toBe('Cap £1.50, reached at £50.00: no effect on this split');
    expect(capEffect({ ...row, rewardCap: null })).toBe('No cap');
    expect(capEffect({ ...row, capReachedAt: null })).toBe('Cap £1.50, never reached');
  });
  it('formats rates and uplifts without float noise', () => {
    expect(formatRate(0.015)).toBe('1.5%');
    expect(formatRate(0.1 * 0.3)).toBe('3%');
    expect(upliftLabel({ amount: 75, percent: 39.84 })).toBe('+£0.75 (39.84%)');
    expect(upliftLabel({ amount: 75, percent: null })).toBe('+£0.75');
    expect(upliftLabel(null)).toBe('Not comparable');
  });
});
