import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { admins } from '@server/db/schema/index';
import { createAdmin } from '@server/modules/staff/create-admin';
import { recordTransactions, type TransactionRecord } from '@server/modules/payments/record-transactions';
import { call } from './helpers';
import type { TestApp } from './test-app';

/** Helpers for the admin API tests (test/admin-*.test.ts). */

export const ADMIN_PASSWORD = 'Admin-Tests-Pass-1';

export interface AdminSession {
  id: string;
  email: string;
  token: string;
}

/** A fresh admin signed in through the real login route. */
export async function adminSession(t: TestApp, tag = 'ops'): Promise<AdminSession> {
  const email = `${tag}-${randomBytes(4).toString('hex')}@smartsplit.test`;
  await createAdmin(t.db, { email, password: ADMIN_PASSWORD });
  const res = await call(t.app, 'POST', '/api/admin/auth/login', { body: { email, password: ADMIN_PASSWORD }, headers: { 'x-forwarded-for': '10.9.9.9' } });
  if (res.status !== 200) throw new Error(`adminSession: login got ${res.status} ${res.body}`);
  const [row] = await t.db.select({ id: admins.id }).from(admins).where(eq(admins.email, email));
  return { id: row!.id, email, token: res.json.token };
}

let seq = 0;

/** A decided payment as process-payment would store it; override what the test cares about. */
export function payment(merchantDbId: string, o: Partial<TransactionRecord> = {}): TransactionRecord {
  const status = o.status ?? 'COMPLETED';
  const amount = o.amount ?? 1000 + (seq % 7) * 250;
  seq += 1;
  return {
    transactionId: `txn_test${Date.now().toString(36)}${seq}${randomBytes(3).toString('hex')}`,
    merchantDbId,
    mode: 'live',
    status,
    amount,
    currency: 'GBP',
    feeAmount: status === 'COMPLETED' ? Math.round(amount * 0.005) : 0,
    feePercent: 0.5,
    customerEmail: `shopper${seq % 5}@example.test`,
    category: 'groceries',
    splits: status === 'COMPLETED' ? [{ cardId: 'card_a', brand: 'VISA', last4: '4242', amount, reward: amount * 0.01 }] : [],
    totalReward: status === 'COMPLETED' ? amount * 0.01 : 0,
    declinedCards: [],
    declineReason: status === 'DECLINED' ? 'INSUFFICIENT_FUNDS' : null,
    ...o,
  };
}

/** Stores payments the only way the app does: through recordTransactions, in one transaction. */
export async function storePayments(t: TestApp, records: TransactionRecord[]): Promise<void> {
  await t.db.transaction(async (tx) => {
    await recordTransactions(tx, records);
  });
}
