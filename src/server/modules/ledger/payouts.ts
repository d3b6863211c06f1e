import { sql, type SQL } from 'drizzle-orm';
import { PAYOUT_TRANSITIONS, type AdminPayout, type HeldMerchant, type MerchantPayout, type PayoutRun, type PayoutStatus } from '@contract/ledger';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { cursorTs, isoTs, toPage, whereAll } from '@server/db/keyset';
import { conflict, notFound } from '@server/errors';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit/record-audit';
import { recordEvent } from '../events/record-event';
import { notify } from '../notifications/notify';
import { decryptField } from '../auth/field-crypto';
import { ref } from '../auth/encrypted-columns';
import { getPlatformSettings } from '../settings/platform-settings';
import { toCsv, pounds } from './csv';
import { decodeTextCursor, newId } from './ids';
import { queuePayoutEmail, queuePayoutEmails, type PayoutEmail } from './payout-emails';

/**
 * Payouts on Net N terms (docs/decisions/0018). A run pays each eligible merchant the payable of
 * its completed live payments older than the payout delay that no live payout covers yet; the
 * payments go into payout_items (the payout's statement). Each status change is a pair of ledger
 * entries, an audit row and an email, in one transaction.
 */

/** One run at a time across every instance: two clicks or two schedulers queue here and the second finds nothing left. */
const RUN_LOCK = sql`select pg_advisory_xact_lock(hashtextextended('smartsplit:payout-run', 0))`;

/**
 * Payable entries of payments up to the cutoff that no PENDING, PROCESSING or PAID payout covers,
 * and every dispute movement on the payable (a hold, a release, a fee; docs/decisions/0020) that no
 * such payout has taken into account yet: those apply to the next run whatever their age.
 */
const uncovered = (cutoff: string) => sql`
  select e.merchant_id, e.group_id, e.amount, true as is_payment from ledger_entries e
   where e.account = 'merchant_payable' and e.kind = 'PAYMENT' and e.created_at <= ${cutoff}::timestamptz
     and not exists (select 1 from payout_items i join payouts p on p.id = i.payout_id
                      where i.transaction_id = e.group_id and p.status <> 'FAILED')
  union all
  select e.merchant_id, e.group_id, e.amount, false as is_payment from ledger_entries e
   where e.account = 'merchant_payable' and e.kind in ('DISPUTE_OPENED', 'DISPUTE_WON', 'DISPUTE_FEE')
     and not exists (select 1 from payout_adjustments a join payouts p on p.id = a.payout_id
                      where a.group_id = e.group_id and p.status <> 'FAILED')`;

type DueRow = {
  db_id: string;
  merchant_id: string;
  company_name: string;
  contact_email: string;
  status: string;
  verification_status: string;
  has_bank: boolean;
  amount: string;
};

/** Why a merchant with money due is not paid, or null when it is eligible. */
function holdReason(r: DueRow): string | null {
  if (r.status === 'SUSPENDED') return 'Account suspended';
  if (r.status !== 'ACTIVE') return 'Account not active';
  if (r.verification_status !== 'APPROVED') return 'Business verification not approved';
  if (!r.has_bank) return 'No bank details on file';
  return null;
}

async function dueByMerchant(db: DbOrTx, cutoff: string): Promise<DueRow[]> {
  const { rows } = await db.execute<DueRow>(sql`
    select c.merchant_id as db_id, m.merchant_id, m.company_name, m.contact_email, m.status, m.verification_status,
           (d.merchant_id is not null) as has_bank, sum(c.amount)::text as amount
      from (${uncovered(cutoff)}) c
      join merchants m on m.id = c.merchant_id
      left join verification_details d on d.merchant_id = m.id
     group by c.merchant_id, m.merchant_id, m.company_name, m.contact_email, m.status, m.verification_status, d.merchant_id
    having sum(c.amount) > 0
     order by m.company_name`);
  return rows;
}

async function cutoffFor(db: DbOrTx, delayDays: number): Promise<{ cutoff: string; day: string }> {
  const { rows } = await db.execute<{ cutoff: string; day: string }>(sql`
    select to_char((now() - make_interval(days => ${delayDays})) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cutoff,
           to_char(now() at time zone 'UTC', 'YYYY-MM-DD') as day`);
  return rows[0]!;
}

const toHeld = (r: DueRow, reason: string): HeldMerchant => ({ merchantId: r.merchant_id, companyName: r.company_name, amount: Number(r.amount), reason });

/** What a run now would pay, and who it would hold back. */
export async function nextRunPreview(db: DbOrTx, delayDays: number) {
  const { cutoff } = await cutoffFor(db, delayDays);
  const due = await dueByMerchant(db, cutoff);
  const eligible = due.filter((r) => holdReason(r) === null);
  return {
    cutoff: new Date(cutoff).toISOString(),
    expectedTotal: eligible.reduce((s, r) => s + Number(r.amount), 0),
    merchantCount: eligible.length,
    held: due.flatMap((r) => {
      const reason = holdReason(r);
      return reason ? [toHeld(r, reason)] : [];
    }),
  };
}

const RUN_COLUMNS = sql`r.id, ${isoTs(sql`r.period_end`)} as period_end, r.delay_days, r.trigger, r.payout_count, r.total_amount::text as total_amount,
  r.held_count, ${isoTs(sql`r.created_at`)} as created_at, ${cursorTs(sql`r.created_at`)} as cursor_ts`;

type RunRow = { id: string; period_end: string; delay_days: number; trigger: 'SCHEDULE' | 'ADMIN'; payout_count: number; total_amount: string; held_count: number; created_at: string; cursor_ts: string };

const toRun = (r: RunRow): PayoutRun => ({
  id: r.id,
  periodEnd: r.period_end,
  delayDays: r.delay_days,
  trigger: r.trigger,
  payoutCount: r.payout_count,
  totalAmount: Number(r.total_amount),
  heldCount: r.held_count,
  createdAt: r.created_at,
});

/**
 * Creates a payout run: one PENDING payout per eligible merchant (ACTIVE, APPROVED, with bank
 * details and money due), holds for the rest. Returns null when the scheduled run already ran today
 * or there is nothing to pay; an admin asking for an empty run gets 409 NOTHING_TO_PAY.
 */
export async function runPayouts(
  ctx: AppContext,
  { trigger, actor }: { trigger: 'SCHEDULE' | 'ADMIN'; actor?: AdminActor },
): Promise<{ run: PayoutRun; held: HeldMerchant[] } | null> {
  return ctx.database.db.transaction(async (tx) => {
    await tx.execute(RUN_LOCK);
    const { payoutDelayDays } = await getPlatformSettings(tx);
    const { cutoff, day } = await cutoffFor(tx, payoutDelayDays);
    if (trigger === 'SCHEDULE') {
      const { rows } = await tx.execute(sql`select 1 from payout_runs where run_day = ${day}::date`);
      if (rows.length) return null;
    }
    const due = await dueByMerchant(tx, cutoff);
    const eligible = due.filter((r) => holdReason(r) === null);
    const held = due.flatMap((r) => {
      const reason = holdReason(r);
      return reason ? [toHeld(r, reason)] : [];
    });
    if (eligible.length === 0) {
      if (trigger === 'SCHEDULE') return null;
      throw conflict(
        held.length ? `Nothing to pay: every merchant with money due is held (${held.length})` : 'Nothing to pay: no merchant has an available balance',
        'NOTHING_TO_PAY',
      );
    }

    const runId = newId('pr');
    await tx.execute(sql`insert into payout_runs (id, period_end, delay_days, trigger, run_day, created_by, payout_count, total_amount, held_count)
      values (${runId}, ${cutoff}::timestamptz, ${payoutDelayDays}, ${trigger}, ${trigger === 'SCHEDULE' ? day : null}::date, ${actor?.id ?? null}::uuid, 0, 0, ${held.length})`);
    if (held.length) {
      const byPublicId = new Map(due.map((r) => [r.merchant_id, r.db_id]));
      await tx.execute(sql`insert into payout_holds (run_id, merchant_id, amount, reason) values ${sql.join(
        held.map((h) => sql`(${runId}, ${byPublicId.get(h.merchantId)!}::uuid, ${h.amount}, ${h.reason})`),
        sql`, `,
      )}`);
    }

    // Payouts, the payments they cover and their ledger entries in one statement: one snapshot, so a
    // payout's amount is exactly the sum of its items and dispute adjustments.
    const planned = eligible.map((r) => ({ id: newId('po'), dbId: r.db_id }));
    const plan = sql.join(planned.map((p) => sql`(${p.id}, ${p.dbId}::uuid)`), sql`, `);
    const { rows: created } = await tx.execute<{ id: string; merchant_id: string; amount: string }>(sql`
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
              select p.id, c.group_id, c.amount from c join p on p.merchant_id = c.merchant_id where not c.is_payment returning 1),
      l as (insert into ledger_entries (group_id, kind, account, merchant_id, payout_id, amount)
              select md5(p.id || ':PENDING')::uuid, 'PAYOUT_CREATED', leg.account, p.merchant_id, p.id, leg.sign * p.amount
                from p cross join (values ('merchant_payable', -1), ('payouts_pending', 1)) as leg(account, sign) returning 1)
      select p.id, p.merchant_id, p.amount::text as amount, (select count(*) from i) as items, (select count(*) from a) as adjustments, (select count(*) from l) as entries from p`);

    const payoutsMade = created.map((r) => ({ id: r.id, dbId: r.merchant_id, amount: Number(r.amount), merchant: eligible.find((e) => e.db_id === r.merchant_id)! }));
    // The last 4 digits of each account, for the payout record and the merchant's email.
    const last4 = await bankLast4(ctx, tx, payoutsMade.map((p) => p.dbId));
    if (payoutsMade.length) {
      await tx.execute(sql`update payouts p set bank_account_last4 = v.last4 from (values ${sql.join(
        payoutsMade.map((p) => sql`(${p.id}, ${last4.get(p.dbId) ?? null})`),
        sql`, `,
      )}) as v(id, last4) where p.id = v.id`);
    }
    const total = payoutsMade.reduce((s, p) => s + p.amount, 0);
    await tx.execute(sql`update payout_runs set payout_count = ${payoutsMade.length}, total_amount = ${total} where id = ${runId}`);

    const who = actor ? auditActor(actor) : { actorType: 'system' as const };
    await recordAudit(tx, { ...who, action: 'payouts.run', targetType: 'payout_run', targetId: runId, after: { trigger, periodEnd: cutoff, delayDays: payoutDelayDays, payouts: payoutsMade.length, totalAmount: total, held } });
    for (const p of payoutsMade) {
      await recordAudit(tx, { ...who, action: 'payouts.create', targetType: 'payout', targetId: p.id, after: { merchantId: p.merchant.merchant_id, amount: p.amount, status: 'PENDING', runId } });
    }
    for (const p of payoutsMade) {
      await recordEvent(tx, { merchantDbId: p.dbId, mode: 'live', type: 'payout.created', data: toMerchantPayout((await payoutRow(tx, p.id))!) });
    }
    await queuePayoutEmails(
      tx,
      ctx.config.publicUrl,
      payoutsMade.map((p): PayoutEmail => ({ to: p.merchant.contact_email, companyName: p.merchant.company_name, payoutId: p.id, amount: p.amount, status: 'PENDING', bankAccountLast4: last4.get(p.dbId) ?? null })),
    );
    const { rows } = await tx.execute<RunRow>(sql`select ${RUN_COLUMNS} from payout_runs r where r.id = ${runId}`);
    return { run: toRun(rows[0]!), held };
  });
}

async function bankLast4(ctx: AppContext, db: DbOrTx, merchantDbIds: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!merchantDbIds.length) return out;
  const { rows } = await db.execute<{ merchant_id: string; enc: string }>(sql`
    select merchant_id, bank_account_number_enc as enc from verification_details
     where merchant_id in (${sql.join(merchantDbIds.map((id) => sql`${id}::uuid`), sql`, `)})`);
  for (const r of rows) out.set(r.merchant_id, decryptField(ctx.keys.fieldEncryption, r.enc, ref('verification_details.bank_account_number_enc', r.merchant_id)).slice(-4));
  return out;
}

/** The ledger legs of each status change: money moves from the first account to the second. */
const LEGS: Record<'PROCESSING' | 'PAID', [string, string]> = {
  PROCESSING: ['payouts_pending', 'payouts_processing'],
  PAID: ['payouts_processing', 'payouts_paid'],
};

const PAYOUT_COLUMNS = sql`p.id, p.run_id, m.merchant_id, m.company_name, p.amount::text as amount, ${isoTs(sql`p.period_end`)} as period_end,
  p.status, p.bank_account_last4, p.failure_reason, (select count(*)::int from payout_items i where i.payout_id = p.id) as payment_count,
  ${isoTs(sql`p.created_at`)} as created_at, ${isoTs(sql`p.updated_at`)} as updated_at, ${cursorTs(sql`p.created_at`)} as cursor_ts`;

type PayoutRow = {
  id: string;
  run_id: string;
  merchant_id: string;
  company_name: string;
  amount: string;
  period_end: string;
  status: PayoutStatus;
  bank_account_last4: string | null;
  failure_reason: string | null;
  payment_count: number;
  created_at: string;
  updated_at: string;
  cursor_ts: string;
};

const toMerchantPayout = (r: PayoutRow): MerchantPayout => ({
  id: r.id,
  amount: Number(r.amount),
  currency: 'GBP',
  periodEnd: r.period_end,
  status: r.status,
  bankAccountLast4: r.bank_account_last4,
  failureReason: r.failure_reason,
  paymentCount: r.payment_count,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});
const toAdminPayout = (r: PayoutRow): AdminPayout => ({ ...toMerchantPayout(r), runId: r.run_id, merchantId: r.merchant_id, companyName: r.company_name });

async function payoutRow(db: DbOrTx, payoutId: string, merchantDbId?: string): Promise<PayoutRow | undefined> {
  const { rows } = await db.execute<PayoutRow>(sql`select ${PAYOUT_COLUMNS} from payouts p join merchants m on m.id = p.merchant_id
    where p.id = ${payoutId} ${merchantDbId ? sql`and p.merchant_id = ${merchantDbId}::uuid` : sql``}`);
  return rows[0];
}

/** PENDING -> PROCESSING -> PAID, or FAILED from either (the amount goes back to the merchant's payable). */
export async function updatePayoutStatus(
  ctx: AppContext,
  { payoutId, status, reason, actor }: { payoutId: string; status: 'PROCESSING' | 'PAID' | 'FAILED'; reason?: string; actor: AdminActor },
): Promise<AdminPayout> {
  return ctx.database.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ status: PayoutStatus; merchant_id: string; amount: string; contact_email: string; company_name: string; last4: string | null }>(sql`
      select p.status, p.merchant_id, p.amount::text as amount, m.contact_email, m.company_name, p.bank_account_last4 as last4
        from payouts p join merchants m on m.id = p.merchant_id where p.id = ${payoutId} for update of p`);
    const current = rows[0];
    if (!current) throw notFound('Payout not found');
    if (!PAYOUT_TRANSITIONS[current.status].includes(status)) {
      throw conflict(`A ${current.status} payout cannot become ${status}`, 'INVALID_PAYOUT_TRANSITION');
    }
    const amount = Number(current.amount);
    const [from, to] = status === 'FAILED' ? [current.status === 'PENDING' ? 'payouts_pending' : 'payouts_processing', 'merchant_payable'] : LEGS[status];
    const kind = `PAYOUT_${status}`;
    await tx.execute(sql`insert into ledger_entries (group_id, kind, account, merchant_id, payout_id, amount) values
      (md5(${payoutId} || ':' || ${status})::uuid, ${kind}, ${from}, ${current.merchant_id}::uuid, ${payoutId}, ${-amount}),
      (md5(${payoutId} || ':' || ${status})::uuid, ${kind}, ${to}, ${current.merchant_id}::uuid, ${payoutId}, ${amount})`);
    await tx.execute(sql`update payouts set status = ${status}, failure_reason = ${status === 'FAILED' ? (reason ?? null) : null}, updated_at = now() where id = ${payoutId}`);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: `payouts.${status.toLowerCase()}`,
      targetType: 'payout',
      targetId: payoutId,
      before: { status: current.status },
      after: { status, amount, ...(reason ? { reason } : {}) },
    });
    await queuePayoutEmail(tx, ctx.config.publicUrl, { to: current.contact_email, companyName: current.company_name, payoutId, amount, status, bankAccountLast4: current.last4, failureReason: reason });
    const row = (await payoutRow(tx, payoutId))!;
    const view = toMerchantPayout(row);
    await recordEvent(tx, { merchantDbId: current.merchant_id, mode: 'live', type: `payout.${status === 'PROCESSING' ? 'processing' : status === 'PAID' ? 'paid' : 'failed'}`, data: view });
    if (status !== 'PROCESSING') await notifyPayout(tx, ctx, { merchantDbId: current.merchant_id, companyName: current.company_name, payoutId, amount, status, reason });
    return toAdminPayout(row);
  });
}

export async function listPayouts(
  db: DbOrTx,
  q: { status?: PayoutStatus; runId?: string; merchantId?: string; merchantDbId?: string; limit: number; cursor?: string },
): Promise<{ rows: PayoutRow[]; nextCursor: string | null }> {
  const key = decodeTextCursor(q.cursor);
  const conditions: (SQL | undefined)[] = [
    q.status ? sql`p.status = ${q.status}` : undefined,
    q.runId ? sql`p.run_id = ${q.runId}` : undefined,
    q.merchantId ? sql`m.merchant_id = ${q.merchantId}` : undefined,
    q.merchantDbId ? sql`p.merchant_id = ${q.merchantDbId}::uuid` : undefined,
    key ? sql`(p.created_at, p.id) < (${key.ts}::timestamptz, ${key.id})` : undefined,
  ];
  const { rows } = await db.execute<PayoutRow>(sql`select ${PAYOUT_COLUMNS} from payouts p join merchants m on m.id = p.merchant_id
    where ${whereAll(conditions)} order by p.created_at desc, p.id desc limit ${q.limit + 1}`);
  return toPage(rows, q.limit);
}

export async function listAdminPayouts(db: DbOrTx, q: Parameters<typeof listPayouts>[1]) {
  const page = await listPayouts(db, q);
  return { payouts: page.rows.map(toAdminPayout), nextCursor: page.nextCursor };
}

export async function listMerchantPayouts(db: DbOrTx, merchantDbId: string, q: { limit: number; cursor?: string }) {
  const page = await listPayouts(db, { ...q, merchantDbId });
  return { payouts: page.rows.map(toMerchantPayout), nextCursor: page.nextCursor };
}

/** A merchant's own payout; another merchant's id is simply not found. */
export async function getMerchantPayout(db: DbOrTx, merchantDbId: string, payoutId: string): Promise<MerchantPayout> {
  const row = await payoutRow(db, payoutId, merchantDbId);
  if (!row) throw notFound('Payout not found');
  return toMerchantPayout(row);
}

export async function listPayoutRuns(db: DbOrTx, q: { limit: number; cursor?: string }) {
  const key = decodeTextCursor(q.cursor);
  const { rows } = await db.execute<RunRow>(sql`select ${RUN_COLUMNS} from payout_runs r
    where ${key ? sql`(r.created_at, r.id) < (${key.ts}::timestamptz, ${key.id})` : sql`true`} order by r.created_at desc, r.id desc limit ${q.limit + 1}`);
  const page = toPage(rows, q.limit);
  return { runs: page.rows.map(toRun), nextCursor: page.nextCursor };
}

export async function payoutTotalsByStatus(db: DbOrTx) {
  const { rows } = await db.execute<{ status: PayoutStatus; count: number; amount: string }>(sql`
    select status, count(*)::int as count, coalesce(sum(amount), 0)::text as amount from payouts group by status`);
  const by = new Map(rows.map((r) => [r.status, r]));
  return (['PENDING', 'PROCESSING', 'PAID', 'FAILED'] as const).map((status) => ({ status, count: by.get(status)?.count ?? 0, amount: Number(by.get(status)?.amount ?? 0) }));
}

/** The merchant's statement for one payout: the payments it covers, one line each. */
export async function payoutStatementCsv(db: DbOrTx, merchantDbId: string, payoutId: string): Promise<string> {
  const payout = await getMerchantPayout(db, merchantDbId, payoutId);
  const { rows } = await db.execute<{ transaction_id: string; created_at: string; amount: string; fee_percent: string; fee: string; payable: string }>(sql`
    select t.transaction_id, ${isoTs(sql`t.created_at`)} as created_at, t.amount::text as amount, t.fee_percent::text as fee_percent,
           t.fee_amount::text as fee, i.amount::text as payable
      from payout_items i join transactions t on t.id = i.transaction_id
     where i.payout_id = ${payoutId} order by t.created_at, t.transaction_id`);
  const lines = rows.map((r) => [payout.id, r.transaction_id, r.created_at, pounds(Number(r.amount)), r.fee_percent, pounds(Number(r.fee)), pounds(Number(r.payable))]);
  const sum = (k: 'amount' | 'fee' | 'payable') => rows.reduce((s, r) => s + Number(r[k]), 0);
  lines.push([payout.id, 'TOTAL', '', pounds(sum('amount')), '', pounds(sum('fee')), pounds(sum('payable'))]);
  return toCsv(['payout_id', 'transaction_id', 'completed_at', 'amount_gbp', 'fee_percent', 'fee_gbp', 'payable_gbp'], lines);
}

/**
 * A run's settlement file with full bank details, decrypted here for this download only and never
 * stored or logged. The export is audited (who, which run, how many lines; not the details).
 */
export async function settlementCsv(ctx: AppContext, { runId, actor }: { runId: string; actor: AdminActor }): Promise<string> {
  return ctx.database.db.transaction(async (tx) => {
    const { rows: runs } = await tx.execute(sql`select 1 from payout_runs where id = ${runId}`);
    if (!runs.length) throw notFound('Payout run not found');
    const { rows } = await tx.execute<{ id: string; merchant_id: string; company_name: string; amount: string; status: string; period_end: string; payout_merchant: string; acc: string | null; sort: string | null }>(sql`
      select p.id, m.merchant_id, m.company_name, p.amount::text as amount, p.status, ${isoTs(sql`p.period_end`)} as period_end,
             p.merchant_id::text as payout_merchant, d.bank_account_number_enc as acc, d.bank_sort_code_enc as sort
        from payouts p join merchants m on m.id = p.merchant_id left join verification_details d on d.merchant_id = p.merchant_id
       where p.run_id = ${runId} order by m.company_name, p.id`);
    const key = ctx.keys.fieldEncryption;
    const lines = rows.map((r) => [
      r.id,
      r.merchant_id,
      r.company_name,
      r.sort ? decryptField(key, r.sort, ref('verification_details.bank_sort_code_enc', r.payout_merchant)) : '',
      r.acc ? decryptField(key, r.acc, ref('verification_details.bank_account_number_enc', r.payout_merchant)) : '',
      pounds(Number(r.amount)),
      Number(r.amount),
      'GBP',
      r.status,
      r.period_end,
      r.id,
    ]);
    await recordAudit(tx, { ...auditActor(actor), action: 'payouts.settlement.export', targetType: 'payout_run', targetId: runId, after: { lines: rows.length } });
    return toCsv(['payout_id', 'merchant_id', 'account_name', 'sort_code', 'account_number', 'amount_gbp', 'amount_pence', 'currency', 'status', 'period_end', 'reference'], lines);
  });
}


/** A paid or failed payout tells the merchant's team; a failed one also tells the staff who run payouts. */
async function notifyPayout(
  tx: DbOrTx,
  ctx: AppContext,
  { merchantDbId, companyName, payoutId, amount, status, reason }: { merchantDbId: string; companyName: string; payoutId: string; amount: number; status: 'PAID' | 'FAILED'; reason?: string },
): Promise<void> {
  const data = { payoutId, amount, status };
  if (status === 'PAID') {
    await notify(tx, ctx, { audience: 'merchant', type: 'payout.paid', merchantDbId, title: `Payout of £${pounds(amount)} paid`, body: `Payout ${payoutId} reached your bank account.`, link: '/merchant-portal/payouts', data });
    return;
  }
  const why = reason ? `: ${reason}` : '';
  await notify(tx, ctx, {
    audience: 'merchant',
    type: 'payout.failed',
    merchantDbId,
    title: `Payout of £${pounds(amount)} failed`,
    body: `Payout ${payoutId} failed${why}. The amount is back in your available balance for the next run.`,
    link: '/merchant-portal/payouts',
    data,
  });
  await notify(tx, ctx, { audience: 'admin', type: 'payout.failed', title: `${companyName}: payout of £${pounds(amount)} failed`, body: `Payout ${payoutId} failed${why}.`, link: '/admin/payouts', data });
}
