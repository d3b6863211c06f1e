import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ADMIN_ROLES, type AdminRole } from '@contract/roles';
import { admins } from '@server/db/schema/index';
import { ADMIN_TOKEN_TTL_SECONDS, createSession, signToken } from '@server/modules/auth';
import { createAdmin } from '@server/modules/staff';
import { recordTransactions, type TransactionRecord } from '@server/modules/payments';
import { randomIp } from './factories';
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

/** A new session for an existing admin, minted straight into the database (no password check): for calls that may end sessions. */
export async function mintAdminToken(t: TestApp, admin: { id: string; email: string }): Promise<string> {
  const sid = await createSession(t.db, { subjectType: 'admin', adminId: admin.id }, ADMIN_TOKEN_TTL_SECONDS);
  return signToken(t.app.ctx.keys.jwt, { type: 'admin', sid, sub: admin.id, email: admin.email }, ADMIN_TOKEN_TTL_SECONDS);
}

export interface StaffSession extends AdminSession {
  role: AdminRole;
}

/**
 * One admin per role (every role unless `roles` names some), as `<role>@<tag>.test`, each with a
 * session. `signIn: 'login'` (the default) goes through the real login route, each from its own
 * address so no login limit is shared; `'mint'` writes the session straight into the database.
 */
export async function adminsByRole<R extends AdminRole = AdminRole>(
  t: TestApp,
  tag: string,
  { roles = ADMIN_ROLES as readonly AdminRole[] as readonly R[], signIn = 'login' }: { roles?: readonly R[]; signIn?: 'login' | 'mint' } = {},
): Promise<Record<R, StaffSession>> {
  const out = {} as Record<R, StaffSession>;
  for (const role of roles) {
    const email = `${role.toLowerCase()}@${tag}.test`;
    const { id } = await createAdmin(t.db, { email, password: ADMIN_PASSWORD, role });
    let token: string;
    if (signIn === 'mint') {
      token = await mintAdminToken(t, { id, email });
    } else {
      const res = await call(t.app, 'POST', '/api/admin/auth/login', { body: { email, password: ADMIN_PASSWORD }, headers: { 'x-forwarded-for': randomIp() } });
      if (res.status !== 200) throw new Error(`adminsByRole: ${role} login got ${res.status} ${res.body}`);
      token = res.json.token;
    }
    out[role] = { id, email, role, token };
  }
  return out;
}

/** The tokens of `adminsByRole`, by role. */
export async function adminTokensByRole<R extends AdminRole = AdminRole>(
  t: TestApp,
  tag: string,
  options: { roles?: readonly R[]; signIn?: 'login' | 'mint' } = {},
): Promise<Record<R, string>> {
  const staff = await adminsByRole(t, tag, options);
  return Object.fromEntries(Object.entries(staff).map(([role, s]) => [role, (s as StaffSession).token])) as Record<R, string>;
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

type AdminCall = (method: 'GET' | 'POST', url: string) => Promise<{ status: number; json: any }>;

/**
 * Runs a ledger check to its end through the API, as the Payouts screen's "Check now" does, and
 * answers the result the overview then shows. A check already running (the schedule's) is waited
 * out first, so the result covers everything written before this call.
 */
export async function checkLedgerNow(adminCall: AdminCall): Promise<any> {
  const asked = Date.now();
  for (let attempt = 0; attempt < 100; attempt++) {
    const started = await adminCall('POST', '/api/admin/payouts/ledger-checks');
    if (started.status !== 202) throw new Error(`checkLedgerNow: POST got ${started.status} ${JSON.stringify(started.json)}`);
    const { id, startedAt } = started.json.check;
    for (let poll = 0; poll < 400; poll++) {
      const last = (await adminCall('GET', '/api/admin/payouts/overview')).json.ledgerIntegrity;
      if (last?.id === id) {
        // A check this call joined counts when it began after the call (it read everything before it).
        if (started.json.started || Date.parse(startedAt) >= asked) return last;
        break;
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  throw new Error('checkLedgerNow: no check finished');
}
