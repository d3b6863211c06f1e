import { and, asc, inArray, lte } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import { transactions } from '@server/db/schema/index';
import { endPayment } from './end-payment';
import { applyChange, newChange, VERSION } from './payment-change';

/**
 * The authorisation expiry job (docs/decisions/0033): payments not captured within the platform's
 * authorisationValidityHours are CANCELED with the reason `expired`. Each payment in a transaction
 * of its own, held FOR UPDATE and skipped when another instance holds it, so several instances share
 * the work and a capture under way wins. `now` is the clock, for tests.
 */
export async function expireAuthorisations(ctx: AppContext, now = new Date(), batch = 100): Promise<number> {
  let expired = 0;
  for (;;) {
    const done = await ctx.database.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ row: transactions, version: VERSION })
        .from(transactions)
        .where(and(lte(transactions.authorisationExpiresAt, now), inArray(transactions.status, ['REQUIRES_AUTHORISATION', 'AUTHORISED'])))
        .orderBy(asc(transactions.authorisationExpiresAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!found) return false;
      const change = newChange(found.row);
      endPayment(change, { status: 'CANCELED', reason: 'expired' });
      const applied = await applyChange(tx, found, { status: 200, body: '', change });
      if (applied.o_outcome !== 'applied') throw new Error(`expiring ${found.row.transactionId}: ${applied.o_outcome}`);
      return true;
    });
    if (!done) return expired;
    expired += 1;
    if (expired >= batch) return expired;
  }
}
