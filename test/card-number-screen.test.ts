import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '@server/db/schema/index';
import { call } from './support/helpers';
import { createMerchantFixture } from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let testKey: string;

const card = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  brand: 'VISA',
  last4: '4242',
  expMonth: 12,
  expYear: 2099,
  available: 100_000,
  rewardRate: 0.01,
  ...over,
});
let customerSeq = 0;
// Letters around short numbers, so the email itself never looks like a card number.
const runId = Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8);
const customer = () => `shopper${++customerSeq}.${runId}@shop.example`;
const basic = (over: Record<string, unknown> = {}) => ({ amount: 12550, currency: 'GBP', customerEmail: customer(), cards: [card('card_a')], ...over });
const pay = (body: unknown, headers: Record<string, string> = {}) => call(t.app, 'POST', '/api/merchant/process-payment', { token: testKey, body, headers });
const countTransactions = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(transactions))[0]!.n;

/** Every stored transaction and idempotency row, as text. */
async function storedRows(): Promise<string> {
  const dump = await t.db.execute(sql`select t::text as row from transactions t union all select i::text from idempotency_keys i`);
  return dump.rows.map((r) => String(r.row)).join('\n');
}

/** The digits, allowing a space or dash between any two of them. */
const writtenAnyWay = (digits: string) => new RegExp(digits.split('').join('[ -]?'));
const grouped = (digits: string, separator: string) => digits.match(/.{1,4}/g)!.join(separator);

beforeAll(async () => {
  t = await createTestApp();
  const m = await createMerchantFixture(t);
  testKey = (await m.key('test')).secret;
});
afterAll(async () => t.close());

describe('the card-number screen lets real payments through', () => {
  it('accepts wallets whose reward rates were computed in JavaScript', async () => {
    expect(0.029 * 3).not.toBe(0.087);
    const res = await pay(
      basic({
        category: 'dining',
        cards: [
          card('card_1732012345678', {
            rewardRate: 0.028999999999999998,
            categoryRates: { dining: 0.036000000000000004 },
            rewardCap: 150.5,
            rateAfterCap: 0.1 * 0.3,
          }),
          card('550e8400-e29b-41d4-a716-446655440000', { rewardRate: 0.07 / 3, available: 5000 }),
          card('41571744-3993-4627-ad74-d6bc293217cb', { rewardRate: 0.029 * 3, available: 2000 }),
        ],
      }),
      { 'Idempotency-Key': `order-${Date.now()}-1` },
    );
    expect(res.status, res.body).toBe(201);
    expect(res.json.status).toBe('COMPLETED');

    const declined = await pay(
      basic({ customerEmail: 'peer21795350141261@shop.example', cards: [card('ord_1732012345678', { rewardRate: 0.028999999999999998, expYear: 2020 })] }),
    );
    expect(declined.status, declined.body).toBe(402);
    expect(declined.json.declineReason).toBe('NO_VIABLE_CARD');
  });

  it('accepts many computed rates', async () => {
    for (let i = 1; i <= 25; i++) {
      const rate = Math.min(0.2, (i * 7) / 3 / 1000);
      const res = await pay(basic({ cards: [card('card_a', { rewardRate: rate, categoryRates: { general: rate * 1.1 > 0.2 ? rate : rate * 1.1 } })] }), {
        'Idempotency-Key': `${crypto.randomUUID()}`,
      });
      expect([201, 402], `${rate}: ${res.body}`).toContain(res.status);
    }
  });
});

describe('the card-number screen refuses card numbers', () => {
  const NUMBERS = {
    visa: '4111111111111111',
    amex: '378282246310005',
    discover: '6011111111111117',
    jcb: '3530111333300000',
    mastercard: '5555555555554444',
    mastercard2: '2223003122003222',
  };

  type Case = [form: string, body: unknown, headers: Record<string, string>, field: string];
  const casesFor = (digits: string): Case[] => [
    ['in the email', basic({ customerEmail: `${digits}@shop.example` }), {}, 'customerEmail'],
    ['as a card id', basic({ cards: [card(digits)] }), {}, 'cards.0.id'],
    ['dashed as a card id', basic({ cards: [card('card_a'), card(grouped(digits, '-'))] }), {}, 'cards.1.id'],
    ['spaced inside text', basic({ cards: [card('card_a'), { ...card('card_b'), note: `card ${grouped(digits, ' ')} exp 12/30` }] }), {}, 'cards.1.note'],
    ['plain inside text', { ...basic(), note: `card ${digits} exp 12/30` }, {}, 'note'],
    ['as a JSON integer', basic({ cards: [card('card_a', { available: Number(digits) })] }), {}, 'cards.0.available'],
    ['as a key', { ...basic(), metadata: { [digits]: 'x' } }, {}, 'metadata'],
    ['in the Idempotency-Key header', basic(), { 'Idempotency-Key': `order ${grouped(digits, ' ')}` }, 'Idempotency-Key'],
  ];

  it.each(Object.entries(NUMBERS))('refuses %s numbers in every form, naming the field, echoing no digits, storing nothing', async (_network, digits) => {
    const before = await countTransactions();
    for (const [form, body, headers, field] of casesFor(digits)) {
      const res = await pay(body, { 'Idempotency-Key': `screen-${crypto.randomUUID()}`, ...headers });
      expect(res.status, form).toBe(400);
      expect(res.json.code, form).toBe('CARD_NUMBER_NOT_ACCEPTED');
      expect(res.json.field, form).toBe(field);
      expect(res.json.message, form).toContain(field === 'Idempotency-Key' ? 'Idempotency-Key header' : `"${field}"`);
      // Only the digits of paths such as cards.1.id and of "last 4 digits" remain.
      expect(res.body.replace(/\D/g, ''), form).not.toContain(digits.slice(0, 6));
      expect(res.body, form).not.toMatch(writtenAnyWay(digits));
    }
    expect(await countTransactions()).toBe(before);
    expect(await storedRows()).not.toMatch(writtenAnyWay(digits));
  });

  it('refuses a 19-digit card number sent as a JSON integer, which JSON.parse cannot keep exactly', async () => {
    const raw = JSON.stringify(basic()).replace('"amount":12550', '"amount":4111111111111111113');
    const res = await call(t.app, 'POST', '/api/merchant/process-payment', { token: testKey, body: raw, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'CARD_NUMBER_NOT_ACCEPTED', field: 'amount' });
  });

  it('stores nothing from refused requests, while the same request without the number is stored', async () => {
    const digits = NUMBERS.visa;
    const key = `order-${Date.now()}`;
    const refused = await pay(basic({ cards: [card(grouped(digits, '-'))] }), { 'Idempotency-Key': key });
    expect(refused.status).toBe(400);
    const accepted = await pay(basic({ cards: [card('card_a')] }), { 'Idempotency-Key': key });
    expect(accepted.status).toBe(201);
    const rows = await storedRows();
    expect(rows).toContain(key);
    expect(rows).toContain(accepted.json.transactionId);
    for (const number of Object.values(NUMBERS)) expect(rows).not.toMatch(writtenAnyWay(number));
  });
});
