import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '@server/db/client';
import { ledgerGroupId, postTransfer, postTransfers, transferLegs, type Posting } from './post-transfer';

// Every refusal happens before the database is touched; a posting that got that far would throw on this.
const noDb = undefined as unknown as DbOrTx;
const base: Omit<Posting, 'legs'> = { groupKey: 'dp_x:FEE', kind: 'DISPUTE_FEE', merchantDbId: '00000000-0000-0000-0000-000000000001' };

describe('postTransfer', () => {
  it('names a group as PostgreSQL md5(key)::uuid does', () => {
    const hex = createHash('md5').update('po_abc:PAID').digest('hex');
    expect(ledgerGroupId('po_abc:PAID').replace(/-/g, '')).toBe(hex);
    expect(ledgerGroupId('po_abc:PAID')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('refuses a posting that does not balance', async () => {
    await expect(
      postTransfer(noDb, {
        ...base,
        legs: [
          { account: 'merchant_payable', amount: -500 },
          { account: 'dispute_fees', amount: 499 },
        ],
      }),
    ).rejects.toThrow(/sum to -1, not 0/);
    await expect(postTransfer(noDb, { ...base, legs: [{ account: 'dispute_fees', amount: 500 }] })).rejects.toThrow(/sum to 500/);
  });

  it('refuses unknown accounts and kinds, and fractions of a penny', async () => {
    const legs = [
      { account: 'petty_cash', amount: -1 },
      { account: 'dispute_fees', amount: 1 },
    ] as unknown as Posting['legs'];
    await expect(postTransfer(noDb, { ...base, legs })).rejects.toThrow(/unknown account petty_cash/);
    await expect(postTransfer(noDb, { ...base, kind: 'GOODWILL' as never, legs: transferLegs('merchant_payable', 'dispute_fees', 1) })).rejects.toThrow(
      /unknown kind GOODWILL/,
    );
    await expect(postTransfer(noDb, { ...base, legs: transferLegs('merchant_payable', 'dispute_fees', 1.5) })).rejects.toThrow(/whole number/);
  });

  it('one bad posting stops the whole batch before anything is written', async () => {
    const good = { ...base, legs: transferLegs('merchant_payable', 'dispute_fees', 100) };
    await expect(postTransfers(noDb, [good, { ...good, legs: [{ account: 'dispute_fees', amount: 1 }] }])).rejects.toThrow(/not 0/);
  });

  it('writes nothing for a zero amount', async () => {
    await expect(postTransfer(noDb, { ...base, legs: transferLegs('merchant_payable', 'dispute_fees', 0) })).resolves.toBeUndefined();
  });
});
