import { sql, type SQL } from 'drizzle-orm';
import type { InvoiceDetail, InvoiceSummary } from '@contract/invoices';
import type { DbOrTx } from '@server/db/client';
import { isoTs } from '@server/db/keyset';
import type { BillingSnapshot } from '@server/db/schema/index';
import { notFound } from '@server/errors';

/** One invoice or credit note as the lists and the detail read it, joined to its merchant and its counterpart. */
export type InvoiceRow = {
  id: string;
  kind: InvoiceSummary['kind'];
  number: string | null;
  status: InvoiceSummary['status'];
  merchant_db_id: string;
  merchant_id: string;
  company_name: string;
  period: string;
  subtotal: string | number;
  vat_amount: string | number;
  total: string | number;
  vat_treatment: InvoiceSummary['vatTreatment'];
  vat_note: string | null;
  billing: BillingSnapshot;
  notes: string | null;
  due_date: string | null;
  credited_invoice_id: string | null;
  credited_invoice_number: string | null;
  credit_note_id: string | null;
  issued_at: string | null;
  void_reason: string | null;
  created_at: string;
  cursor_ts: string;
};

export const INVOICE_SELECT = sql`
  i.id, i.kind, i.number, i.status, i.merchant_id as merchant_db_id, m.merchant_id, m.company_name,
  to_char(i.period, 'YYYY-MM-DD') as period, i.subtotal, i.vat_amount, i.total, i.vat_treatment, i.vat_note, i.billing, i.notes,
  to_char(i.due_date, 'YYYY-MM-DD') as due_date, i.credited_invoice_id, ci.number as credited_invoice_number, cn.id as credit_note_id,
  ${isoTs(sql`i.issued_at`)} as issued_at, i.void_reason, ${isoTs(sql`i.created_at`)} as created_at,
  to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_ts`;

export const INVOICE_FROM = sql`
  invoices i
  join merchants m on m.id = i.merchant_id
  left join invoices ci on ci.id = i.credited_invoice_id
  left join invoices cn on cn.credited_invoice_id = i.id`;

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

type LineRow = {
  description: string;
  quantity: number;
  net_amount: string | number;
  vat_rate_percent: string;
  vat_amount: string | number;
  total_amount: string | number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The invoice row, or 404 INVOICE_NOT_FOUND; `merchantDbId` scopes it to one merchant (the portal). */
export async function loadInvoiceRow(db: DbOrTx, invoiceId: string, o: { merchantDbId?: string; issuedOnly?: boolean } = {}): Promise<InvoiceRow> {
  const missing = () => notFound('Invoice not found', 'INVOICE_NOT_FOUND');
  if (!UUID.test(invoiceId)) throw missing();
  const scope: SQL[] = [sql`i.id = ${invoiceId}::uuid`];
  if (o.merchantDbId) scope.push(sql`i.merchant_id = ${o.merchantDbId}::uuid`);
  if (o.issuedOnly) scope.push(sql`i.status <> 'DRAFT'`);
  const { rows } = await db.execute<InvoiceRow>(sql`select ${INVOICE_SELECT} from ${INVOICE_FROM} where ${sql.join(scope, sql` and `)}`);
  if (!rows[0]) throw missing();
  return rows[0];
}

export async function loadInvoiceLines(db: DbOrTx, invoiceId: string): Promise<InvoiceDetail['lines']> {
  const { rows } = await db.execute<LineRow>(sql`
    select description, quantity, net_amount, vat_rate_percent::text as vat_rate_percent, vat_amount, total_amount
    from invoice_lines where invoice_id = ${invoiceId}::uuid order by position`);
  return rows.map((l) => ({
    description: l.description,
    quantity: Number(l.quantity),
    netAmount: Number(l.net_amount),
    vatRatePercent: Number(l.vat_rate_percent),
    vatAmount: Number(l.vat_amount),
    totalAmount: Number(l.total_amount),
  }));
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
