import { sql } from 'drizzle-orm';
import type { CommissionMerchant, CreateFeeOverrideRequest, CreatePartnerRequest, FeeOverride, FeeRevenue, Partner, UpdatePartnerRequest } from '@contract/commission';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { isoTs } from '@server/db/keyset';
import { badRequest, conflict, notFound } from '@server/errors';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit/record-audit';
import { pounds, toCsv } from './csv';
import { newId } from './ids';

/**
 * Partners and their revenue share, per-merchant fee overrides, and fee revenue reports
 * (docs/decisions/0018). The ledger trigger reads a merchant's partner and share when each payment is
 * stored, so an assignment or a new share applies to payments from then on; record_payment re-checks
 * the fee in force (override or default) and stores it on the transaction.
 */

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

type PartnerRow = { id: string; name: string; contact_email: string; share: string; merchants: number; created_at: string; updated_at: string };
const PARTNER_COLUMNS = sql`p.id, p.name, p.contact_email, p.revenue_share_percent::text as share,
  (select count(*)::int from partner_merchants pm where pm.partner_id = p.id) as merchants,
  ${isoTs(sql`p.created_at`)} as created_at, ${isoTs(sql`p.updated_at`)} as updated_at`;
const toPartner = (r: PartnerRow): Partner => ({
  id: r.id,
  name: r.name,
  contactEmail: r.contact_email,
  revenueSharePercent: Number(r.share),
  merchantCount: r.merchants,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export async function listPartners(db: DbOrTx): Promise<Partner[]> {
  const { rows } = await db.execute<PartnerRow>(sql`select ${PARTNER_COLUMNS} from partners p order by p.name, p.id`);
  return rows.map(toPartner);
}

async function partnerById(db: DbOrTx, id: string): Promise<Partner | undefined> {
  const { rows } = await db.execute<PartnerRow>(sql`select ${PARTNER_COLUMNS} from partners p where p.id = ${id}`);
  return rows[0] ? toPartner(rows[0]) : undefined;
}

export async function createPartner(ctx: AppContext, { input, actor }: { input: CreatePartnerRequest; actor: AdminActor }): Promise<Partner> {
  return ctx.database.db.transaction(async (tx) => {
    const id = newId('ptn');
    await tx.execute(sql`insert into partners (id, name, contact_email, revenue_share_percent)
      values (${id}, ${input.name}, ${input.contactEmail.toLowerCase()}, ${input.revenueSharePercent.toFixed(2)}::numeric)`);
    await recordAudit(tx, { ...auditActor(actor), action: 'commission.partner.create', targetType: 'partner', targetId: id, after: input });
    return (await partnerById(tx, id))!;
  });
}

export async function updatePartner(ctx: AppContext, { partnerId, input, actor }: { partnerId: string; input: UpdatePartnerRequest; actor: AdminActor }): Promise<Partner> {
  return ctx.database.db.transaction(async (tx) => {
    const { rows } = await tx.execute<PartnerRow>(sql`select ${PARTNER_COLUMNS} from partners p where p.id = ${partnerId} for update of p`);
    if (!rows[0]) throw notFound('Partner not found');
    const before = toPartner(rows[0]);
    await tx.execute(sql`update partners set
        name = coalesce(${input.name ?? null}, name),
        contact_email = coalesce(${input.contactEmail?.toLowerCase() ?? null}, contact_email),
        revenue_share_percent = coalesce(${input.revenueSharePercent?.toFixed(2) ?? null}::numeric, revenue_share_percent),
        updated_at = now()
      where id = ${partnerId}`);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'commission.partner.update',
      targetType: 'partner',
      targetId: partnerId,
      before: { name: before.name, contactEmail: before.contactEmail, revenueSharePercent: before.revenueSharePercent },
      after: input,
    });
    return (await partnerById(tx, partnerId))!;
  });
}

/** Only a partner with no merchants and no commission on the ledger can go; otherwise its history would dangle. */
export async function deletePartner(ctx: AppContext, { partnerId, actor }: { partnerId: string; actor: AdminActor }): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string; name: string }>(sql`select id, name from partners where id = ${partnerId} for update`);
    if (!rows[0]) throw notFound('Partner not found');
    const { rows: use } = await tx.execute<{ merchants: boolean; entries: boolean }>(sql`
      select exists (select 1 from partner_merchants where partner_id = ${partnerId}) as merchants,
             exists (select 1 from ledger_entries where account = 'partner_commission' and partner_id = ${partnerId}) as entries`);
    if (use[0]!.merchants) throw conflict('Move this partner’s merchants to another partner (or none) first', 'PARTNER_IN_USE');
    if (use[0]!.entries) throw conflict('This partner has earned commission; it stays on record', 'PARTNER_IN_USE');
    await tx.execute(sql`delete from partners where id = ${partnerId}`);
    await recordAudit(tx, { ...auditActor(actor), action: 'commission.partner.delete', targetType: 'partner', targetId: partnerId, before: { name: rows[0].name } });
  });
}

type CommissionMerchantRow = { merchant_id: string; company_name: string; status: string; partner_id: string | null; partner_name: string | null; assigned_at: string | null; fee: string; overridden: boolean };
const MERCHANT_COLUMNS = sql`m.merchant_id, m.company_name, m.status, pm.partner_id, p.name as partner_name,
  case when pm.assigned_at is null then null else ${isoTs(sql`pm.assigned_at`)} end as assigned_at,
  coalesce(o.fee_percent, s.default_fee_percent)::text as fee, (o.fee_percent is not null) as overridden`;
const MERCHANT_FROM = sql`merchants m
  left join partner_merchants pm on pm.merchant_id = m.id
  left join partners p on p.id = pm.partner_id
  join platform_settings s on s.id = 1
  left join lateral (select fee_percent from merchant_fee_overrides o where o.merchant_id = m.id and o.effective_from <= now()
                      order by o.effective_from desc limit 1) o on true`;
const toCommissionMerchant = (r: CommissionMerchantRow): CommissionMerchant => ({
  merchantId: r.merchant_id,
  companyName: r.company_name,
  status: r.status,
  partnerId: r.partner_id,
  partnerName: r.partner_name,
  assignedAt: r.assigned_at,
  feePercent: Number(r.fee),
  feeOverridden: r.overridden,
});

export async function listCommissionMerchants(db: DbOrTx, q: { search?: string; partnerId?: string; limit: number }): Promise<CommissionMerchant[]> {
  const pattern = q.search ? `%${escapeLike(q.search)}%` : undefined;
  const { rows } = await db.execute<CommissionMerchantRow>(sql`select ${MERCHANT_COLUMNS} from ${MERCHANT_FROM}
    where ${pattern ? sql`(m.company_name ilike ${pattern} or m.merchant_id ilike ${pattern})` : sql`true`}
      and ${q.partnerId ? sql`pm.partner_id = ${q.partnerId}` : sql`true`}
    order by m.company_name, m.id limit ${q.limit}`);
  return rows.map(toCommissionMerchant);
}

async function merchantDbId(db: DbOrTx, merchantId: string): Promise<{ id: string; companyName: string }> {
  const { rows } = await db.execute<{ id: string; company_name: string }>(sql`select id, company_name from merchants where merchant_id = ${merchantId}`);
  if (!rows[0]) throw notFound('Merchant not found');
  return { id: rows[0].id, companyName: rows[0].company_name };
}

/** Sets or clears a merchant's partner. The share applies to payments stored after this commits. */
export async function assignPartner(ctx: AppContext, { merchantId, partnerId, actor }: { merchantId: string; partnerId: string | null; actor: AdminActor }): Promise<CommissionMerchant> {
  return ctx.database.db.transaction(async (tx) => {
    const m = await merchantDbId(tx, merchantId);
    const { rows: prev } = await tx.execute<{ partner_id: string }>(sql`select partner_id from partner_merchants where merchant_id = ${m.id}::uuid for update`);
    if (partnerId === null) {
      await tx.execute(sql`delete from partner_merchants where merchant_id = ${m.id}::uuid`);
    } else {
      const { rows } = await tx.execute(sql`select 1 from partners where id = ${partnerId} for share`);
      if (!rows.length) throw badRequest('partnerId: no such partner', 'VALIDATION_ERROR', { field: 'partnerId' });
      await tx.execute(sql`insert into partner_merchants (merchant_id, partner_id, assigned_by) values (${m.id}::uuid, ${partnerId}, ${actor.id}::uuid)
        on conflict (merchant_id) do update set partner_id = excluded.partner_id, assigned_at = now(), assigned_by = excluded.assigned_by
        where partner_merchants.partner_id is distinct from excluded.partner_id`);
    }
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'commission.partner.assign',
      targetType: 'merchant',
      targetId: merchantId,
      before: { partnerId: prev[0]?.partner_id ?? null },
      after: { partnerId },
    });
    const { rows } = await tx.execute<CommissionMerchantRow>(sql`select ${MERCHANT_COLUMNS} from ${MERCHANT_FROM} where m.id = ${m.id}::uuid`);
    return toCommissionMerchant(rows[0]!);
  });
}

type OverrideRow = { id: string; merchant_id: string; company_name: string; fee: string | null; effective_from: string; created_at: string; state: FeeOverride['state'] };
const OVERRIDE_SELECT = sql`select o.id, m.merchant_id, m.company_name, o.fee_percent::text as fee, ${isoTs(sql`o.effective_from`)} as effective_from,
    ${isoTs(sql`o.created_at`)} as created_at,
    case when o.effective_from > now() then 'SCHEDULED'
         when o.effective_from = (select max(o2.effective_from) from merchant_fee_overrides o2 where o2.merchant_id = o.merchant_id and o2.effective_from <= now())
           then 'IN_FORCE' else 'SUPERSEDED' end as state
  from merchant_fee_overrides o join merchants m on m.id = o.merchant_id`;
const toOverride = (r: OverrideRow): FeeOverride => ({
  id: r.id,
  merchantId: r.merchant_id,
  companyName: r.company_name,
  feePercent: r.fee === null ? null : Number(r.fee),
  effectiveFrom: r.effective_from,
  state: r.state,
  createdAt: r.created_at,
});

export async function listFeeOverrides(db: DbOrTx, q: { merchantId?: string }): Promise<FeeOverride[]> {
  const { rows } = await db.execute<OverrideRow>(sql`${OVERRIDE_SELECT} where ${q.merchantId ? sql`m.merchant_id = ${q.merchantId}` : sql`true`}
    order by o.effective_from desc, o.id limit 500`);
  return rows.map(toOverride);
}

/** Allowed clock difference for "now": an effective-from a moment in the past means now. */
const PAST_TOLERANCE_MS = 60_000;

/**
 * A fee for one merchant from a moment on (now when absent; never in the past, since fees already
 * charged stay as they were). Its trigger NOTIFYs every instance's payment cache, and record_payment
 * re-checks the fee in force, so the next payment on any instance pays it.
 */
export async function createFeeOverride(ctx: AppContext, { input, actor }: { input: CreateFeeOverrideRequest; actor: AdminActor }): Promise<FeeOverride> {
  const from = input.effectiveFrom === undefined ? undefined : new Date(/^\d{4}-\d{2}-\d{2}$/.test(input.effectiveFrom) ? `${input.effectiveFrom}T00:00:00Z` : input.effectiveFrom);
  if (from && from.getTime() < Date.now() - PAST_TOLERANCE_MS) {
    throw badRequest('effectiveFrom must not be in the past: fees already charged stay as they were', 'VALIDATION_ERROR', { field: 'effectiveFrom' });
  }
  if (from && from.getFullYear() > 9999) throw badRequest('effectiveFrom is too far in the future', 'VALIDATION_ERROR', { field: 'effectiveFrom' });
  return ctx.database.db.transaction(async (tx) => {
    const m = await merchantDbId(tx, input.merchantId);
    const id = newId('fo');
    const { rows } = await tx.execute(sql`insert into merchant_fee_overrides (id, merchant_id, fee_percent, effective_from, created_by)
      values (${id}, ${m.id}::uuid, ${input.feePercent === null ? null : input.feePercent.toFixed(2)}::numeric,
              greatest(now(), coalesce(${from?.toISOString() ?? null}::timestamptz, now())), ${actor.id}::uuid)
      on conflict (merchant_id, effective_from) do nothing returning id`);
    if (!rows.length) throw conflict('This merchant already has a fee override from that moment', 'FEE_OVERRIDE_EXISTS');
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'commission.fee_override.create',
      targetType: 'merchant',
      targetId: input.merchantId,
      after: { overrideId: id, feePercent: input.feePercent, effectiveFrom: from?.toISOString() ?? 'now' },
    });
    const { rows: out } = await tx.execute<OverrideRow>(sql`${OVERRIDE_SELECT} where o.id = ${id}`);
    return toOverride(out[0]!);
  });
}

/** Only a scheduled override can be withdrawn; one in force (or past) is history: add a newer one instead. */
export async function deleteFeeOverride(ctx: AppContext, { overrideId, actor }: { overrideId: string; actor: AdminActor }): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const { rows } = await tx.execute<OverrideRow>(sql`${OVERRIDE_SELECT} where o.id = ${overrideId}`);
    const row = rows[0];
    if (!row) throw notFound('Fee override not found');
    if (row.state !== 'SCHEDULED') throw conflict('Only a scheduled override can be withdrawn; add a newer override instead', 'FEE_OVERRIDE_IN_FORCE');
    const { rows: gone } = await tx.execute(sql`delete from merchant_fee_overrides where id = ${overrideId} and effective_from > now() returning id`);
    if (!gone.length) throw conflict('This override has just come into force; add a newer override instead', 'FEE_OVERRIDE_IN_FORCE');
    await recordAudit(tx, { ...auditActor(actor), action: 'commission.fee_override.delete', targetType: 'merchant', targetId: row.merchant_id, before: toOverride(row) });
  });
}

function monthRange(month: string): { start: string; end: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(y, m - 1, 1));
  const end = new Date(Date.UTC(y, m, 1));
  return { start: start.toISOString(), end: end.toISOString() };
}

/** Fee revenue for one UTC month from the ledger: per merchant, and per partner from its commission entries. */
export async function feeRevenue(db: DbOrTx, month: string): Promise<FeeRevenue> {
  const { start, end } = monthRange(month);
  const { rows } = await db.execute<{ merchant_id: string; company_name: string; partner_id: string | null; payments: number; volume: string; fees: string; commission: string; platform: string }>(sql`
    select m.merchant_id, m.company_name, pm.partner_id, x.payments, x.volume::text as volume, x.fees::text as fees, x.commission::text as commission, x.platform::text as platform
      from (select e.merchant_id,
                   count(*) filter (where e.account = 'payment_clearing')::int as payments,
                   coalesce(-sum(e.amount) filter (where e.account = 'payment_clearing'), 0) as volume,
                   coalesce(sum(e.amount) filter (where e.account in ('platform_fee', 'partner_commission')), 0) as fees,
                   coalesce(sum(e.amount) filter (where e.account = 'partner_commission'), 0) as commission,
                   coalesce(sum(e.amount) filter (where e.account = 'platform_fee'), 0) as platform
              from ledger_entries e
             where e.kind = 'PAYMENT' and e.created_at >= ${start}::timestamptz and e.created_at < ${end}::timestamptz
             group by e.merchant_id) x
      join merchants m on m.id = x.merchant_id
      left join partner_merchants pm on pm.merchant_id = m.id
     order by x.fees desc, m.company_name`);
  const { rows: partnerRows } = await db.execute<{ id: string; name: string; share: string; merchants: number; payments: number; fees: string; commission: string }>(sql`
    select p.id, p.name, p.revenue_share_percent::text as share, coalesce(c.merchants, 0) as merchants, coalesce(c.payments, 0) as payments,
           coalesce(c.fees, 0)::text as fees, coalesce(c.commission, 0)::text as commission
      from partners p
      left join (select e.partner_id, count(distinct e.merchant_id)::int as merchants, count(*)::int as payments, sum(e.amount) as commission,
                        sum(t.fee_amount) as fees
                   from ledger_entries e join transactions t on t.id = e.group_id
                  where e.kind = 'PAYMENT' and e.account = 'partner_commission' and e.created_at >= ${start}::timestamptz and e.created_at < ${end}::timestamptz
                  group by e.partner_id) c on c.partner_id = p.id
     order by coalesce(c.commission, 0) desc, p.name`);
  const byMerchant = rows.map((r) => ({
    merchantId: r.merchant_id,
    companyName: r.company_name,
    partnerId: r.partner_id,
    payments: r.payments,
    volume: Number(r.volume),
    fees: Number(r.fees),
    commission: Number(r.commission),
    platformRevenue: Number(r.platform),
  }));
  const sum = (k: 'payments' | 'volume' | 'fees' | 'commission' | 'platformRevenue') => byMerchant.reduce((s, r) => s + r[k], 0);
  return {
    month,
    byMerchant,
    byPartner: partnerRows.map((r) => ({
      partnerId: r.id,
      name: r.name,
      revenueSharePercent: Number(r.share),
      merchants: r.merchants,
      payments: r.payments,
      fees: Number(r.fees),
      commission: Number(r.commission),
    })),
    totals: { payments: sum('payments'), volume: sum('volume'), fees: sum('fees'), commission: sum('commission'), platformRevenue: sum('platformRevenue') },
  };
}

/**
 * A partner's statement for a month: one MERCHANT line per merchant (its fees and the partner's
 * commission), each followed by the PAYMENT lines behind it, then the TOTAL.
 */
export async function partnerStatementCsv(db: DbOrTx, partnerId: string, month: string): Promise<{ csv: string; partnerName: string }> {
  const partner = await partnerById(db, partnerId);
  if (!partner) throw notFound('Partner not found');
  const { start, end } = monthRange(month);
  const { rows } = await db.execute<{ merchant_id: string; company_name: string; transaction_id: string; created_at: string; amount: string; fee: string; commission: string }>(sql`
    select m.merchant_id, m.company_name, t.transaction_id, ${isoTs(sql`t.created_at`)} as created_at, t.amount::text as amount,
           t.fee_amount::text as fee, e.amount::text as commission
      from ledger_entries e join transactions t on t.id = e.group_id join merchants m on m.id = e.merchant_id
     where e.kind = 'PAYMENT' and e.account = 'partner_commission' and e.partner_id = ${partnerId}
       and e.created_at >= ${start}::timestamptz and e.created_at < ${end}::timestamptz
     order by m.company_name, m.merchant_id, t.created_at, t.transaction_id`);
  const header = ['line', 'partner_id', 'merchant_id', 'company_name', 'transaction_id', 'completed_at', 'payments', 'amount_gbp', 'fee_gbp', 'commission_gbp'];
  const lines: (string | number)[][] = [];
  const groups = new Map<string, typeof rows>();
  for (const r of rows) groups.set(r.merchant_id, [...(groups.get(r.merchant_id) ?? []), r]);
  let tAmount = 0;
  let tFee = 0;
  let tCommission = 0;
  for (const [merchantId, payments] of groups) {
    const amount = payments.reduce((s, r) => s + Number(r.amount), 0);
    const fee = payments.reduce((s, r) => s + Number(r.fee), 0);
    const commission = payments.reduce((s, r) => s + Number(r.commission), 0);
    tAmount += amount;
    tFee += fee;
    tCommission += commission;
    lines.push(['MERCHANT', partnerId, merchantId, payments[0]!.company_name, '', '', payments.length, pounds(amount), pounds(fee), pounds(commission)]);
    for (const p of payments) lines.push(['PAYMENT', partnerId, merchantId, p.company_name, p.transaction_id, p.created_at, 1, pounds(Number(p.amount)), pounds(Number(p.fee)), pounds(Number(p.commission))]);
  }
  lines.push(['TOTAL', partnerId, '', '', '', '', rows.length, pounds(tAmount), pounds(tFee), pounds(tCommission)]);
  return { csv: toCsv(header, lines), partnerName: partner.name };
}
