import { sql } from 'drizzle-orm';
import type { InvoiceDetail } from '@contract/invoices';
import { appNow, type AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { invoiceLines, invoices } from '@server/db/schema/index';
import { badRequest, conflict, notFound } from '@server/errors';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit';
import { loadMerchantBilling } from './billing-details';
import { getInvoiceDetail } from './invoice-read';
import { addMonths, monthLabel, monthOf, monthRange } from './months';
import { priceLines } from './vat';

type FeeRow = { merchant_id: string; payments: string | number; fees: string | number };

/**
 * Live fees per merchant for a month, from the stored payments: completed live transactions only
 * (test payments are never invoiced). `merchantDbId` narrows it to one merchant.
 */
async function monthlyFees(db: DbOrTx, month: string, merchantDbId?: string): Promise<FeeRow[]> {
  const { start, end } = monthRange(month);
  const { rows } = await db.execute<FeeRow>(sql`
    select t.merchant_id, count(*) as payments, sum(t.fee_amount) as fees
    from transactions t
    where t.mode = 'live' and t.status = 'COMPLETED'
      and t.created_at >= ${start}::timestamptz and t.created_at < ${end}::timestamptz
      ${merchantDbId ? sql`and t.merchant_id = ${merchantDbId}::uuid` : sql``}
    group by t.merchant_id
    having sum(t.fee_amount) > 0`);
  return rows;
}

const feeLine = (month: string, payments: number, fees: number) => ({
  description: `SmartSplit platform fee, ${monthLabel(month)}: ${payments} completed live payment${payments === 1 ? '' : 's'}`,
  quantity: payments,
  netAmount: fees,
});

/** Inserts a draft and its line; null when the month already has one (the unique index decides races). */
async function insertDraft(ctx: AppContext, tx: DbOrTx, month: string, fee: FeeRow): Promise<string | null> {
  const billing = await loadMerchantBilling(ctx, tx, fee.merchant_id);
  const priced = priceLines([feeLine(month, Number(fee.payments), Number(fee.fees))], billing.rule);
  const inserted = await tx
    .insert(invoices)
    .values({
      kind: 'INVOICE',
      merchantId: fee.merchant_id,
      period: `${month}-01`,
      subtotal: priced.subtotal,
      vatAmount: priced.vatAmount,
      total: priced.total,
      vatTreatment: billing.rule.treatment,
      vatNote: billing.rule.note,
      billing: billing.snapshot,
    })
    .onConflictDoNothing({ target: [invoices.merchantId, invoices.period], where: sql`kind = 'INVOICE' and status <> 'VOID'` })
    .returning({ id: invoices.id });
  const id = inserted[0]?.id;
  if (!id) return null;
  await tx.insert(invoiceLines).values(priced.lines.map((l, position) => ({ invoiceId: id, position, ...l, vatRatePercent: l.vatRatePercent.toFixed(2) })));
  return id;
}

/**
 * The monthly run: a draft for every merchant with live fees in the month before `now` and no invoice
 * for it yet. Safe to repeat and to run on several instances at once (one draft per merchant and month).
 */
export async function draftMonthlyInvoices(ctx: AppContext, now: Date = appNow(ctx)): Promise<{ month: string; drafted: number }> {
  const month = addMonths(monthOf(now), -1);
  const { start } = monthRange(month);
  const fees = await monthlyFees(ctx.database.db, month);
  const { rows: existing } = await ctx.database.db.execute<{ merchant_id: string }>(
    sql`select merchant_id from invoices where kind = 'INVOICE' and period = ${start.slice(0, 10)}::date`,
  );
  const done = new Set(existing.map((r) => r.merchant_id));
  let drafted = 0;
  for (const fee of fees.filter((f) => !done.has(f.merchant_id))) {
    const id = await ctx.database.db.transaction(async (tx) => {
      const invoiceId = await insertDraft(ctx, tx, month, fee);
      if (invoiceId)
        await recordAudit(tx, {
          actorType: 'system',
          action: 'invoice.drafted',
          targetType: 'invoice',
          targetId: invoiceId,
          after: { month, merchantDbId: fee.merchant_id },
        });
      return invoiceId;
    });
    if (id) drafted += 1;
  }
  if (drafted > 0) ctx.logger.info({ month, drafted }, 'monthly invoices drafted');
  return { month, drafted };
}

/** An admin drafts the invoice for one merchant and one past month. */
export async function draftInvoiceFor(ctx: AppContext, o: { merchantId: string; month: string; actor: AdminActor }): Promise<InvoiceDetail> {
  if (o.month >= monthOf(appNow(ctx))) throw badRequest('Only a month that has ended can be invoiced', 'MONTH_NOT_OVER', { field: 'month' });
  const id = await ctx.database.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`select id from merchants where merchant_id = ${o.merchantId}`);
    const merchant = rows[0];
    if (!merchant) throw notFound('Merchant not found', 'MERCHANT_NOT_FOUND');
    const { rows: open } = await tx.execute<{ id: string }>(
      sql`select id from invoices where merchant_id = ${merchant.id}::uuid and period = ${`${o.month}-01`}::date and kind = 'INVOICE' and status <> 'VOID'`,
    );
    if (open[0]) throw conflict(`${o.merchantId} already has an invoice for ${o.month}`, 'INVOICE_EXISTS');
    const [fee] = await monthlyFees(tx, o.month, merchant.id);
    if (!fee) throw conflict(`${o.merchantId} had no live fees in ${o.month}`, 'NOTHING_TO_INVOICE');
    const invoiceId = await insertDraft(ctx, tx, o.month, fee);
    if (!invoiceId) throw conflict(`${o.merchantId} already has an invoice for ${o.month}`, 'INVOICE_EXISTS');
    await recordAudit(tx, {
      ...auditActor(o.actor),
      action: 'invoice.drafted',
      targetType: 'invoice',
      targetId: invoiceId,
      after: { month: o.month, merchantId: o.merchantId },
    });
    return invoiceId;
  });
  return getInvoiceDetail(ctx.database.db, id);
}
