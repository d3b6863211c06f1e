import { and, eq, ne, sql } from 'drizzle-orm';
import type { InvoiceDetail } from '@contract/invoices';
import { appNow, type AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { invoiceLines, invoices, merchants } from '@server/db/schema/index';
import { badRequest, conflict, notFound } from '@server/errors';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit';
import { loadMerchantBilling } from './billing-details';
import { getInvoiceDetail } from './invoice-read';
import { monthCharges, type MonthCharges } from './month-charges';
import { addMonths, monthLabel, monthOf, monthRange } from './months';
import { priceLines, type NetLine } from './vat';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The month's lines: the fees charged and, when refunds returned some (refundFeePolicy proportional), a credit line. */
function monthLines(month: string, c: MonthCharges): NetLine[] {
  const lines: NetLine[] = [];
  if (c.fees > 0 || c.feesReturned === 0)
    lines.push({
      description: `SmartSplit platform fee, ${monthLabel(month)}: ${plural(c.payments, 'completed live payment', 'completed live payments')}`,
      quantity: c.payments,
      netAmount: c.fees,
    });
  if (c.feesReturned !== 0)
    lines.push({
      description: `Platform fees returned on refunds, ${monthLabel(month)}: ${plural(c.refundedPayments, 'refunded live payment', 'refunded live payments')}`,
      quantity: c.refundedPayments,
      netAmount: -c.feesReturned,
    });
  return lines;
}

/** Inserts a draft and its lines; null when the month already has one (the unique index decides races). */
async function insertDraft(ctx: AppContext, tx: DbOrTx, month: string, fee: MonthCharges): Promise<string | null> {
  const billing = await loadMerchantBilling(ctx, tx, fee.merchantId);
  const priced = priceLines(monthLines(month, fee), billing.rule);
  const inserted = await tx
    .insert(invoices)
    .values({
      kind: 'INVOICE',
      merchantId: fee.merchantId,
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
  const fees = await monthCharges(ctx.database.db, month);
  const existing = await ctx.database.db
    .select({ merchantId: invoices.merchantId })
    .from(invoices)
    .where(and(eq(invoices.kind, 'INVOICE'), eq(invoices.period, start.slice(0, 10))));
  const done = new Set(existing.map((r) => r.merchantId));
  let drafted = 0;
  for (const fee of fees.filter((f) => !done.has(f.merchantId))) {
    const id = await ctx.database.db.transaction(async (tx) => {
      const invoiceId = await insertDraft(ctx, tx, month, fee);
      if (invoiceId)
        await recordAudit(tx, {
          actorType: 'system',
          action: 'invoice.drafted',
          targetType: 'invoice',
          targetId: invoiceId,
          after: { month, merchantDbId: fee.merchantId },
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
    const [merchant] = await tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.merchantId, o.merchantId));
    if (!merchant) throw notFound('Merchant not found', 'MERCHANT_NOT_FOUND');
    const open = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.merchantId, merchant.id), eq(invoices.period, `${o.month}-01`), eq(invoices.kind, 'INVOICE'), ne(invoices.status, 'VOID')));
    if (open[0]) throw conflict(`${o.merchantId} already has an invoice for ${o.month}`, 'INVOICE_EXISTS');
    const [fee] = await monthCharges(tx, o.month, merchant.id);
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
