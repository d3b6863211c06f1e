import { and, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InvoiceDetail, InvoiceSummary } from '@contract/invoices';
import type { DbOrTx } from '@server/db/client';
import { cursorTs, isoTs, isoTsOrNull } from '@server/db/keyset';
import { invoiceLines, invoices, merchants } from '@server/db/schema/index';
import { notFound } from '@server/errors';

const creditedInvoice = alias(invoices, 'ci');
const creditNote = alias(invoices, 'cn');

/**
 * One invoice or credit note as the lists and the detail read it, joined to its merchant and its
 * counterpart (the invoice a credit note credits, the credit note of a voided invoice). The keys keep
 * the names the documents and screens are built from; their types follow the schema.
 */
export const invoiceView = (db: DbOrTx) =>
  db
    .select({
      id: invoices.id,
      kind: invoices.kind,
      number: invoices.number,
      status: invoices.status,
      merchant_db_id: invoices.merchantId,
      merchant_id: merchants.merchantId,
      company_name: merchants.companyName,
      period: invoices.period,
      subtotal: invoices.subtotal,
      vat_amount: invoices.vatAmount,
      total: invoices.total,
      vat_treatment: invoices.vatTreatment,
      vat_note: invoices.vatNote,
      billing: invoices.billing,
      notes: invoices.notes,
      due_date: invoices.dueDate,
      credited_invoice_id: invoices.creditedInvoiceId,
      credited_invoice_number: creditedInvoice.number,
      credit_note_id: creditNote.id,
      issued_at: isoTsOrNull(invoices.issuedAt),
      void_reason: invoices.voidReason,
      created_at: isoTs(invoices.createdAt),
      cursor_ts: cursorTs(invoices.createdAt),
    })
    .from(invoices)
    .innerJoin(merchants, eq(merchants.id, invoices.merchantId))
    .leftJoin(creditedInvoice, eq(creditedInvoice.id, invoices.creditedInvoiceId))
    .leftJoin(creditNote, eq(creditNote.creditedInvoiceId, invoices.id));

export type InvoiceRow = Awaited<ReturnType<typeof invoiceView>>[number];

export function toSummary(r: InvoiceRow): InvoiceSummary {
  return {
    id: r.id,
    kind: r.kind,
    number: r.number,
    status: r.status,
    merchantId: r.merchant_id,
    companyName: r.billing.companyName || r.company_name,
    month: r.period.slice(0, 7),
    currency: 'GBP',
    subtotal: Number(r.subtotal),
    vatAmount: Number(r.vat_amount),
    total: Number(r.total),
    vatTreatment: r.vat_treatment,
    issuedAt: r.issued_at,
    dueDate: r.due_date,
    creditedInvoiceId: r.credited_invoice_id,
    creditedInvoiceNumber: r.credited_invoice_number,
    creditNoteId: r.credit_note_id,
    createdAt: r.created_at,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The invoice row, or 404 INVOICE_NOT_FOUND; `merchantDbId` scopes it to one merchant (the portal). */
export async function loadInvoiceRow(db: DbOrTx, invoiceId: string, o: { merchantDbId?: string; issuedOnly?: boolean } = {}): Promise<InvoiceRow> {
  const missing = () => notFound('Invoice not found', 'INVOICE_NOT_FOUND');
  if (!UUID.test(invoiceId)) throw missing();
  const rows = await invoiceView(db).where(
    and(
      eq(invoices.id, invoiceId),
      o.merchantDbId ? eq(invoices.merchantId, o.merchantDbId) : undefined,
      o.issuedOnly ? ne(invoices.status, 'DRAFT') : undefined,
    ),
  );
  if (!rows[0]) throw missing();
  return rows[0];
}

export async function loadInvoiceLines(db: DbOrTx, invoiceId: string): Promise<InvoiceDetail['lines']> {
  const rows = await db
    .select({
      description: invoiceLines.description,
      quantity: invoiceLines.quantity,
      netAmount: invoiceLines.netAmount,
      vatRatePercent: invoiceLines.vatRatePercent,
      vatAmount: invoiceLines.vatAmount,
      totalAmount: invoiceLines.totalAmount,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(invoiceLines.position);
  return rows.map((l) => ({ ...l, vatRatePercent: Number(l.vatRatePercent) }));
}

export async function getInvoiceDetail(db: DbOrTx, invoiceId: string): Promise<InvoiceDetail> {
  const row = await loadInvoiceRow(db, invoiceId);
  const { hasTaxId, ...billing } = row.billing;
  return {
    ...toSummary(row),
    lines: await loadInvoiceLines(db, invoiceId),
    vatNote: row.vat_note,
    notes: row.notes,
    voidReason: row.void_reason,
    billing: { ...billing, hasTaxId },
  };
}
