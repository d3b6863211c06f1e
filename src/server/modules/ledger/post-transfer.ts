import { createHash } from 'node:crypto';
import { LEDGER_ACCOUNTS, LEDGER_KINDS, type LedgerAccount, type LedgerKind } from '@contract/ledger';
import type { DbOrTx } from '@server/db/client';
import { appendLedgerEntries, type NewLedgerEntry } from './ledger-repository';

/**
 * The one way money moves on the ledger (docs/decisions/0027). A posting is a group of legs on
 * typed accounts, of one typed kind, that sums to zero; anything else is refused before it reaches
 * the table, whose CHECK constraints refuse unknown accounts and kinds from SQL as well. Payments
 * post from their trigger in SQL (docs/decisions/0018); everything else posts here.
 */

export interface LedgerLeg {
  account: LedgerAccount;
  /** Signed pence: what the account gains (positive) or gives (negative). */
  amount: number;
}

export interface Posting {
  /** Names the group: the same key always gives the same group id, so a repeated posting is visible. */
  groupKey: string;
  kind: LedgerKind;
  merchantDbId: string;
  payoutId?: string;
  /** The partner a `partner_commission` leg is owed to. */
  partnerId?: string | null;
  /** A group id of its own instead of one derived from groupKey: a captured payment's is the payment's id, as the trigger's is. */
  groupId?: string;
  legs: readonly LedgerLeg[];
}

/** The group id of a key, as PostgreSQL's `md5(key)::uuid` computes it. */
export function ledgerGroupId(key: string): string {
  const h = createHash('md5').update(key, 'utf8').digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** `amount` from one account to another: the usual two-legged posting. */
export const transferLegs = (from: LedgerAccount, to: LedgerAccount, amount: number): LedgerLeg[] => [
  { account: from, amount: -amount },
  { account: to, amount },
];

const ACCOUNTS: ReadonlySet<string> = new Set(LEDGER_ACCOUNTS);
const KINDS: ReadonlySet<string> = new Set(LEDGER_KINDS);

/** Throws unless the posting is well formed and balanced. Zero legs are dropped; null when none remain. */
function entriesOf(p: Posting): NewLedgerEntry[] | null {
  const why = (problem: string) => new Error(`Ledger posting ${p.groupKey} (${p.kind}) refused: ${problem}`);
  // The types already say this; the check keeps a cast or a JSON value from slipping past.
  if (!KINDS.has(p.kind)) throw why(`unknown kind ${String(p.kind)}`);
  for (const leg of p.legs) {
    if (!ACCOUNTS.has(leg.account)) throw why(`unknown account ${String(leg.account)}`);
    if (!Number.isSafeInteger(leg.amount)) throw why(`${leg.account}: ${leg.amount} is not a whole number of pence`);
  }
  const legs = p.legs.filter((leg) => leg.amount !== 0);
  if (legs.length === 0) return null;
  const sum = legs.reduce((s, leg) => s + leg.amount, 0);
  if (sum !== 0) throw why(`its legs sum to ${sum}, not 0`);
  const groupId = p.groupId ?? ledgerGroupId(p.groupKey);
  return legs.map((leg) => ({
    groupId,
    kind: p.kind,
    account: leg.account,
    merchantId: p.merchantDbId,
    payoutId: p.payoutId ?? null,
    partnerId: leg.account === 'partner_commission' ? (p.partnerId ?? null) : null,
    amount: leg.amount,
  }));
}

/** The ledger lines of balanced groups, each checked; for a writer that inserts them itself (apply_payment_change). */
export function ledgerEntriesOf(postings: readonly Posting[]): NewLedgerEntry[] {
  return postings.flatMap((p) => entriesOf(p) ?? []);
}

/** Posts several balanced groups in the caller's transaction (one statement per 5,000 lines). */
export async function postTransfers(db: DbOrTx, postings: readonly Posting[]): Promise<void> {
  const entries = ledgerEntriesOf(postings);
  if (entries.length) await appendLedgerEntries(db, entries);
}

/** Posts one balanced group in the caller's transaction. */
export async function postTransfer(db: DbOrTx, posting: Posting): Promise<void> {
  await postTransfers(db, [posting]);
}
