import { PAYOUT_STATUSES, type AdminPayout, type MerchantPayout, type PayoutRun, type PayoutStatus } from '@contract/ledger';
import type { DbOrTx } from '@server/db/client';
import { encodeCursor } from '@server/db/keyset';
import { notFound } from '@server/errors';
import { decodeTextCursor } from '@server/lib/text-ids';
import { findPayoutView, listPayoutViews, totalsByStatus } from './payout-repository';
import { listPayoutRunViews } from './payout-run-repository';
import { toAdminPayout, toMerchantPayout, toPayoutRun } from './payout-view';

/** Payouts and runs for staff and for one merchant, newest first, and the totals per status. */

type PayoutQuery = { status?: PayoutStatus; runId?: string; merchantId?: string; merchantDbId?: string; limit: number; cursor?: string };

/** Keeps `limit` of the `limit + 1` rows fetched; the extra one says whether there is a next page. */
function page<R extends { cursorTs: string }, T>(
  rows: R[],
  limit: number,
  idOf: (r: R) => string,
  map: (r: R) => T,
): { items: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { items: rows.map(map), nextCursor: null };
  const kept = rows.slice(0, limit);
  const last = kept[kept.length - 1]!;
  return { items: kept.map(map), nextCursor: encodeCursor({ ts: last.cursorTs, id: idOf(last) }) };
}

async function listPayouts<T>(db: DbOrTx, q: PayoutQuery, map: (v: Awaited<ReturnType<typeof listPayoutViews>>[number]) => T) {
  const rows = await listPayoutViews(db, { ...q, after: decodeTextCursor(q.cursor), take: q.limit + 1 });
  const { items, nextCursor } = page(rows, q.limit, (r) => r.payout.id, map);
  return { payouts: items, nextCursor };
}

export const listAdminPayouts = (db: DbOrTx, q: PayoutQuery): Promise<{ payouts: AdminPayout[]; nextCursor: string | null }> =>
  listPayouts(db, q, toAdminPayout);

export const listMerchantPayouts = (
  db: DbOrTx,
  merchantDbId: string,
  q: { limit: number; cursor?: string },
): Promise<{ payouts: MerchantPayout[]; nextCursor: string | null }> => listPayouts(db, { ...q, merchantDbId }, toMerchantPayout);

/** A merchant's own payout; another merchant's id is simply not found. */
export async function getMerchantPayout(db: DbOrTx, merchantDbId: string, payoutId: string): Promise<MerchantPayout> {
  const v = await findPayoutView(db, payoutId, { merchantDbId });
  if (!v) throw notFound('Payout not found');
  return toMerchantPayout(v);
}

export async function listPayoutRuns(db: DbOrTx, q: { limit: number; cursor?: string }): Promise<{ runs: PayoutRun[]; nextCursor: string | null }> {
  const rows = await listPayoutRunViews(db, { after: decodeTextCursor(q.cursor), take: q.limit + 1 });
  const { items, nextCursor } = page(rows, q.limit, (r) => r.run.id, toPayoutRun);
  return { runs: items, nextCursor };
}

/** Every status, in the contract's order, with zeros where there are none. */
export async function payoutTotalsByStatus(db: DbOrTx) {
  const by = new Map((await totalsByStatus(db)).map((r) => [r.status, r]));
  return PAYOUT_STATUSES.map((status) => ({ status, count: by.get(status)?.count ?? 0, amount: by.get(status)?.amount ?? 0 }));
}
