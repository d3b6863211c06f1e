import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { InvoiceDetail } from '@contract/invoices';
import { appNow, type AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { invoiceLines, invoiceNumberCounters, invoicePdfs, invoices } from '@server/db/schema/index';
import { conflict } from '@server/errors';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit';
import { loadMerchantBilling } from './billing-details';
import { getInvoiceDetail, loadInvoiceLines, loadInvoiceRow, type InvoiceRow } from './invoice-read';
import { queueIssuedDocumentEmails } from './invoice-emails';
import { renderInvoicePdf } from './invoice-pdf';
import { monthLabel } from './months';
import { priceLines } from './vat';

/** Days between issue and the due date when the draft set none. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 14;

export function formatInvoiceNumber(year: number, n: number): string {
  return `SS-${year}-${String(n).padStart(6, '0')}`;
}

/**
 * The next number of the year's series. The counter row is bumped in the caller's transaction, so
 * its row lock makes concurrent finalisations take turns and a rollback returns the number: no gaps.
 */
export async function takeInvoiceNumber(tx: DbOrTx, year: number): Promise<string> {
  const [row] = await tx
    .insert(invoiceNumberCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceNumberCounters.year, set: { lastNumber: sql`${invoiceNumberCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceNumberCounters.lastNumber });
  return formatInvoiceNumber(year, row!.lastNumber);
}

/** Locks the document row for the rest of the transaction, so two requests cannot issue it twice. */
async function lockInvoice(tx: DbOrTx, invoiceId: string): Promise<InvoiceRow> {
  const row = await loadInvoiceRow(tx, invoiceId);
  await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  // Re-read after the lock: another transaction may have finalised it meanwhile.
  return loadInvoiceRow(tx, row.id);
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Numbers a DRAFT (invoice or credit note), stores its PDF and queues it to the merchant: the last
 * steps of finalising and of voiding. The caller has priced the lines and holds the row lock.
 */
async function issue(ctx: AppContext, tx: DbOrTx, draft: InvoiceRow, o: { now: Date; actor: AdminActor; taxId: string | null }): Promise<string> {
  const number = await takeInvoiceNumber(tx, o.now.getUTCFullYear());
  const dueDate = draft.kind === 'INVOICE' ? (draft.due_date ?? addDays(o.now, DEFAULT_PAYMENT_TERMS_DAYS)) : null;
  const [priced] = await tx
    .update(invoices)
    .set({ status: 'FINALISED', number, issuedAt: o.now, issuedBy: o.actor.id, dueDate, updatedAt: o.now })
    .where(eq(invoices.id, draft.id))
    .returning();
  const lines = await loadInvoiceLines(tx, draft.id);
  const month = draft.period.slice(0, 7);
  const pdf = await renderInvoicePdf({
    kind: draft.kind,
    number,
    issuedAt: o.now,
    month,
    dueDate,
    creditedInvoiceNumber: draft.credited_invoice_number,
    billing: { ...priced!.billing, taxId: priced!.billing.hasTaxId ? o.taxId : null, merchantId: draft.merchant_id },
    lines,
    subtotal: priced!.subtotal,
    vatAmount: priced!.vatAmount,
    total: priced!.total,
    vatNote: priced!.vatNote,
    notes: priced!.notes,
    voidReason: draft.kind === 'CREDIT_NOTE' ? priced!.voidReason : null,
  });
  await tx.insert(invoicePdfs).values({ invoiceId: draft.id, fileName: `${number}.pdf`, content: pdf, sha256: createHash('sha256').update(pdf).digest('hex') });
  await queueIssuedDocumentEmails(tx, ctx.config.publicUrl, draft.merchant_db_id, {
    kind: draft.kind,
    invoiceId: draft.id,
    number,
    companyName: priced!.billing.companyName,
    monthLabel: monthLabel(month),
    total: priced!.total,
    dueDate,
    creditedInvoiceNumber: draft.credited_invoice_number,
  });
  return number;
}

/** Finalises a draft invoice: VAT from the merchant's current details, the next number, the PDF and the email, in one transaction. */
export async function finaliseInvoice(ctx: AppContext, o: { invoiceId: string; actor: AdminActor }): Promise<InvoiceDetail> {
  const now = appNow(ctx);
  await ctx.database.db.transaction(async (tx) => {
    const draft = await lockInvoice(tx, o.invoiceId);
    if (draft.status !== 'DRAFT')
      throw conflict(`Invoice ${draft.number} is finalised and cannot change; issue a credit note to correct it`, 'INVOICE_FINALISED');
    const billing = await loadMerchantBilling(ctx, tx, draft.merchant_db_id);
    // Re-price from the details as they stand now: the address or tax id may have changed since drafting.
    const current = await loadInvoiceLines(tx, draft.id);
    const priced = priceLines(current, billing.rule);
    await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, draft.id));
    await tx
      .insert(invoiceLines)
      .values(priced.lines.map((l, position) => ({ invoiceId: draft.id, position, ...l, vatRatePercent: l.vatRatePercent.toFixed(2) })));
    await tx
      .update(invoices)
      .set({
        subtotal: priced.subtotal,
        vatAmount: priced.vatAmount,
        total: priced.total,
        vatTreatment: billing.rule.treatment,
        vatNote: billing.rule.note,
        billing: billing.snapshot,
        updatedAt: now,
      })
      .where(eq(invoices.id, draft.id));
    const number = await issue(ctx, tx, draft, { now, actor: o.actor, taxId: billing.taxId });
    await recordAudit(tx, {
      ...auditActor(o.actor),
      action: 'invoice.finalised',
      targetType: 'invoice',
      targetId: draft.id,
      after: { number, total: priced.total, vatAmount: priced.vatAmount },
    });
  });
  return getInvoiceDetail(ctx.database.db, o.invoiceId);
}

/** Voids a finalised invoice by issuing a full credit note (its own number, PDF and email) that references it. */
export async function voidInvoice(
  ctx: AppContext,
  o: { invoiceId: string; reason: string; actor: AdminActor },
): Promise<{ invoice: InvoiceDetail; creditNote: InvoiceDetail }> {
  const now = appNow(ctx);
  const creditNoteId = await ctx.database.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, o.invoiceId);
    if (invoice.kind !== 'INVOICE' || invoice.status !== 'FINALISED') {
      const why =
        invoice.kind === 'CREDIT_NOTE'
          ? 'A credit note cannot be voided'
          : invoice.status === 'VOID'
            ? 'This invoice is already void'
            : 'A draft has nothing to void: change it instead';
      throw conflict(why, 'NOT_FINALISED');
    }
    const [note] = await tx
      .insert(invoices)
      .values({
        kind: 'CREDIT_NOTE',
        merchantId: invoice.merchant_db_id,
        period: invoice.period,
        subtotal: Number(invoice.subtotal),
        vatAmount: Number(invoice.vat_amount),
        total: Number(invoice.total),
        vatTreatment: invoice.vat_treatment,
        vatNote: invoice.vat_note,
        billing: invoice.billing,
        creditedInvoiceId: invoice.id,
        voidReason: o.reason,
      })
      .returning({ id: invoices.id });
    const lines = await loadInvoiceLines(tx, invoice.id);
    await tx.insert(invoiceLines).values(
      lines.map((l, position) => ({
        ...l,
        invoiceId: note!.id,
        position,
        description: `Credit for ${l.description}`,
        vatRatePercent: l.vatRatePercent.toFixed(2),
      })),
    );
    const billing = await loadMerchantBilling(ctx, tx, invoice.merchant_db_id);
    const draft = await loadInvoiceRow(tx, note!.id);
    const number = await issue(ctx, tx, draft, { now, actor: o.actor, taxId: billing.taxId });
    await tx.update(invoices).set({ status: 'VOID', voidedAt: now, voidReason: o.reason, updatedAt: now }).where(eq(invoices.id, invoice.id));
    await recordAudit(tx, {
      ...auditActor(o.actor),
      action: 'invoice.voided',
      targetType: 'invoice',
      targetId: invoice.id,
      before: { number: invoice.number },
      after: { creditNote: number, reason: o.reason },
    });
    return note!.id;
  });
  return { invoice: await getInvoiceDetail(ctx.database.db, o.invoiceId), creditNote: await getInvoiceDetail(ctx.database.db, creditNoteId) };
}

/** Changes a draft's notes or due date; anything issued answers 409. */
export async function updateDraftInvoice(
  ctx: AppContext,
  o: { invoiceId: string; notes?: string | null; dueDate?: string | null; actor: AdminActor },
): Promise<InvoiceDetail> {
  await ctx.database.db.transaction(async (tx) => {
    const draft = await lockInvoice(tx, o.invoiceId);
    if (draft.status !== 'DRAFT')
      throw conflict(
        `${draft.kind === 'CREDIT_NOTE' ? 'Credit note' : 'Invoice'} ${draft.number} is finalised and cannot change; issue a credit note to correct it`,
        'INVOICE_FINALISED',
      );
    const change: { notes?: string | null; dueDate?: string | null } = {};
    if (o.notes !== undefined) change.notes = o.notes === null || o.notes.trim() === '' ? null : o.notes.trim();
    if (o.dueDate !== undefined) change.dueDate = o.dueDate;
    await tx
      .update(invoices)
      .set({ ...change, updatedAt: appNow(ctx) })
      .where(eq(invoices.id, draft.id));
    await recordAudit(tx, {
      ...auditActor(o.actor),
      action: 'invoice.updated',
      targetType: 'invoice',
      targetId: draft.id,
      before: { notes: draft.notes, dueDate: draft.due_date },
      after: change,
    });
  });
  return getInvoiceDetail(ctx.database.db, o.invoiceId);
}

/** The stored PDF of an issued document; `merchantDbId` limits it to that merchant (others get 404). */
export async function getInvoicePdf(db: DbOrTx, o: { invoiceId: string; merchantDbId?: string }): Promise<{ fileName: string; content: Buffer }> {
  const row = await loadInvoiceRow(db, o.invoiceId, { merchantDbId: o.merchantDbId, issuedOnly: o.merchantDbId !== undefined });
  if (row.status === 'DRAFT') throw conflict('A draft has no PDF yet: finalise it first', 'NOT_FINALISED');
  const [pdf] = await db.select({ fileName: invoicePdfs.fileName, content: invoicePdfs.content }).from(invoicePdfs).where(eq(invoicePdfs.invoiceId, row.id));
  if (!pdf) throw new Error(`Issued document ${row.id} has no stored PDF`);
  return { fileName: pdf.fileName, content: Buffer.from(pdf.content) };
}
