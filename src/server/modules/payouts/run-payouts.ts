import { inArray, sql } from 'drizzle-orm';
import type { HeldMerchant, PayoutRun } from '@contract/ledger';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { conflict } from '@server/errors';
import { verificationDetails } from '@server/db/schema/merchants';
import { newId } from '@server/lib/text-ids';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit';
import { decryptField, ref } from '../auth';
import { recordEvent } from '../events';
import { postTransfers, transferLegs } from '../ledger/index';
import { getPlatformSettings } from '../settings';
import { cutoffFor, dueByMerchant, splitDue, uncovered } from './due-payouts';
import { queuePayoutEmails, type PayoutEmail } from './payout-emails';
import { findPayoutView, setBankLast4 } from './payout-repository';
import { findPayoutRun, insertPayoutRun, scheduledRunExists, setPayoutRunTotals } from './payout-run-repository';
import { toMerchantPayout, toPayoutRun } from './payout-view';

/** One run at a time across every instance: two clicks or two schedulers queue here and the second finds nothing left. */
const RUN_LOCK = sql`select pg_advisory_xact_lock(hashtextextended('smartsplit:payout-run', 0))`;

/**
 * Creates a payout run (docs/decisions/0018): one PENDING payout per eligible merchant (ACTIVE,
 * APPROVED, with bank details and money due), holds for the rest. Returns null when the scheduled
 * run already ran today or there is nothing to pay; an admin asking for an empty run gets 409
 * NOTHING_TO_PAY.
 */
export async function runPayouts(
  ctx: AppContext,
  { trigger, actor }: { trigger: 'SCHEDULE' | 'ADMIN'; actor?: AdminActor },
): Promise<{ run: PayoutRun; held: HeldMerchant[] } | null> {
  return ctx.database.db.transaction(async (tx) => {
    await tx.execute(RUN_LOCK);
    const { payoutDelayDays } = await getPlatformSettings(tx);
    const { cutoff, day } = await cutoffFor(tx, payoutDelayDays);
    if (trigger === 'SCHEDULE' && (await scheduledRunExists(tx, day))) return null;
    const due = await dueByMerchant(tx, cutoff);
    const { eligible, held } = splitDue(due);
    if (eligible.length === 0) {
      if (trigger === 'SCHEDULE') return null;
      throw conflict(
        held.length ? `Nothing to pay: every merchant with money due is held (${held.length})` : 'Nothing to pay: no merchant has an available balance',
        'NOTHING_TO_PAY',
      );
    }

    const runId = newId('pr');
    const byPublicId = new Map(due.map((r) => [r.merchant_id, r.db_id]));
    await insertPayoutRun(
      tx,
      {
        id: runId,
        periodEnd: sql`${cutoff}::timestamptz`,
        delayDays: payoutDelayDays,
        trigger,
        runDay: trigger === 'SCHEDULE' ? day : null,
        createdBy: actor?.id ?? null,
        payoutCount: 0,
        totalAmount: 0,
        heldCount: held.length,
      },
      held.map((h) => ({ runId, merchantId: byPublicId.get(h.merchantId)!, amount: h.amount, reason: h.reason })),
    );

    const made = await createPayouts(
      tx,
      runId,
      cutoff,
      eligible.map((r) => r.db_id),
    );
    const payoutsMade = made.map((r) => ({ ...r, merchant: eligible.find((e) => e.db_id === r.merchantDbId)! }));
    // Each payout moves its amount from the merchant's payable into payouts_pending.
    await postTransfers(
      tx,
      payoutsMade.map((p) => ({
        groupKey: `${p.id}:PENDING`,
        kind: 'PAYOUT_CREATED',
        merchantDbId: p.merchantDbId,
        payoutId: p.id,
        legs: transferLegs('merchant_payable', 'payouts_pending', p.amount),
      })),
    );
    // The last 4 digits of each account, for the payout record and the merchant's email.
    const last4 = await bankLast4(
      ctx,
      tx,
      payoutsMade.map((p) => p.merchantDbId),
    );
    await setBankLast4(
      tx,
      payoutsMade.map((p) => ({ id: p.id, last4: last4.get(p.merchantDbId) ?? null })),
    );
    const total = payoutsMade.reduce((s, p) => s + p.amount, 0);
    await setPayoutRunTotals(tx, runId, { payoutCount: payoutsMade.length, totalAmount: total });

    const who = actor ? auditActor(actor) : { actorType: 'system' as const };
    await recordAudit(tx, {
      ...who,
      action: 'payouts.run',
      targetType: 'payout_run',
      targetId: runId,
      after: { trigger, periodEnd: cutoff, delayDays: payoutDelayDays, payouts: payoutsMade.length, totalAmount: total, held },
    });
    for (const p of payoutsMade) {
      await recordAudit(tx, {
        ...who,
        action: 'payouts.create',
        targetType: 'payout',
        targetId: p.id,
        after: { merchantId: p.merchant.merchant_id, amount: p.amount, status: 'PENDING', runId },
      });
    }
    for (const p of payoutsMade) {
      await recordEvent(tx, { merchantDbId: p.merchantDbId, mode: 'live', type: 'payout.created', data: toMerchantPayout((await findPayoutView(tx, p.id))!) });
    }
    await queuePayoutEmails(
      tx,
      ctx.config.publicUrl,
      payoutsMade.map((p): PayoutEmail => ({
        to: p.merchant.contact_email,
        companyName: p.merchant.company_name,
        payoutId: p.id,
        amount: p.amount,
        status: 'PENDING',
        bankAccountLast4: last4.get(p.merchantDbId) ?? null,
      })),
    );
    return { run: toPayoutRun((await findPayoutRun(tx, runId))!), held };
  });
}

/**
 * Raw SQL (a CTE): the payouts and the payments and dispute movements they cover in one statement,
 * one snapshot, so a payout's amount is exactly the sum of its items and adjustments.
 */
async function createPayouts(
  tx: DbOrTx,
  runId: string,
  cutoff: string,
  merchantDbIds: string[],
): Promise<{ id: string; merchantDbId: string; amount: number }[]> {
  const plan = sql.join(
    merchantDbIds.map((dbId) => sql`(${newId('po')}, ${dbId}::uuid)`),
    sql`, `,
  );
  const { rows } = await tx.execute<{ id: string; merchant_id: string; amount: string }>(sql`
    with c as (${uncovered(cutoff)}),
    plan(id, merchant_id) as (values ${plan}),
    agg as (select c.merchant_id, sum(c.amount) as amount from c join plan on plan.merchant_id = c.merchant_id
             group by c.merchant_id having sum(c.amount) > 0),
    p as (insert into payouts (id, run_id, merchant_id, amount, period_end, status)
            select plan.id, ${runId}, agg.merchant_id, agg.amount, ${cutoff}::timestamptz, 'PENDING' from agg join plan on plan.merchant_id = agg.merchant_id
          returning id, merchant_id, amount),
    i as (insert into payout_items (payout_id, transaction_id, amount)
            select p.id, c.group_id, c.amount from c join p on p.merchant_id = c.merchant_id where c.is_payment returning 1),
    a as (insert into payout_adjustments (payout_id, group_id, amount)
            select p.id, c.group_id, c.amount from c join p on p.merchant_id = c.merchant_id where not c.is_payment returning 1)
    select p.id, p.merchant_id, p.amount::text as amount, (select count(*) from i) as items, (select count(*) from a) as adjustments from p`);
  return rows.map((r) => ({ id: r.id, merchantDbId: r.merchant_id, amount: Number(r.amount) }));
}

/** The last 4 digits of each merchant's bank account, decrypted here and kept nowhere else. */
async function bankLast4(ctx: AppContext, db: DbOrTx, merchantDbIds: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!merchantDbIds.length) return out;
  const rows = await db
    .select({ merchantId: verificationDetails.merchantId, enc: verificationDetails.bankAccountNumberEnc })
    .from(verificationDetails)
    .where(inArray(verificationDetails.merchantId, merchantDbIds));
  for (const r of rows)
    out.set(r.merchantId, decryptField(ctx.keys.fieldEncryption, r.enc, ref('verification_details.bank_account_number_enc', r.merchantId)).slice(-4));
  return out;
}
