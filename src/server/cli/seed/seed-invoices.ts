import { and, eq } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import { invoices } from '@server/db/schema/index';
import { AppError } from '@server/errors';
import type { AdminActor } from '@server/principals';
import { addMonths, draftInvoiceFor, finaliseInvoice, monthOf, voidInvoice } from '@server/modules/invoicing';
import type { DemoMerchant } from './seed-principals';

/** A draft for the merchant and month, or null when it has one already or had no live fees then. */
async function draft(ctx: AppContext, actor: AdminActor, merchantId: string, month: string): Promise<string | null> {
  try {
    return (await draftInvoiceFor(ctx, { merchantId, month, actor })).id;
  } catch (err) {
    if (err instanceof AppError && (err.code === 'INVOICE_EXISTS' || err.code === 'NOTHING_TO_INVOICE')) return null;
    throw err;
  }
}

/**
 * Invoices through the invoicing module, as staff issue them: drafts for the last two months of
 * the trading merchants' live fees, finalised (numbered, PDF stored), one left as a draft, and the
 * showcase merchant's older invoice voided by a credit note. Skipped once the showcase merchant has
 * its credit note, so a second run adds none.
 */
export async function seedInvoices(ctx: AppContext, actor: AdminActor, merchants: DemoMerchant[], now = new Date()) {
  const out = { finalised: 0, drafts: 0, creditNotes: 0 };
  const showcase = merchants[0];
  if (!showcase) return out;
  const done = await ctx.database.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.merchantId, showcase.principal.merchantDbId), eq(invoices.kind, 'CREDIT_NOTE')))
    .limit(1);
  if (done.length) return out;

  const lastMonth = addMonths(monthOf(now), -1);
  const before = addMonths(lastMonth, -1);
  let showcaseOlder: string | null = null;
  for (const [i, m] of merchants.entries()) {
    const older = await draft(ctx, actor, m.principal.merchantId, before);
    const recent = await draft(ctx, actor, m.principal.merchantId, lastMonth);
    if (older) {
      await finaliseInvoice(ctx, { invoiceId: older, actor });
      out.finalised += 1;
      if (i === 0) showcaseOlder = older;
    }
    if (recent) {
      // The last merchant's latest stays a draft, as one awaiting review would.
      if (i === merchants.length - 1 && i > 0) out.drafts += 1;
      else {
        await finaliseInvoice(ctx, { invoiceId: recent, actor });
        out.finalised += 1;
      }
    }
  }
  if (showcaseOlder) {
    await voidInvoice(ctx, { invoiceId: showcaseOlder, reason: 'Charged at the standard fee instead of the agreed rate; credited in full', actor });
    out.creditNotes += 1;
  }
  return out;
}
