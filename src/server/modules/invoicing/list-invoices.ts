import { sql } from 'drizzle-orm';
import type { InvoiceKind, InvoiceStatus, InvoiceSummary } from '@contract/invoices';
import type { DbOrTx } from '@server/db/client';
import { afterCursor, decodeCursor, toPage, whereAll } from '@server/db/keyset';
import { INVOICE_FROM, INVOICE_SELECT, toSummary, type InvoiceRow } from './invoice-read';

const PAGE = 50;

export interface ListInvoicesOptions {
  status?: InvoiceStatus;
  kind?: InvoiceKind;
  month?: string;
  merchantId?: string;
  cursor?: string;
}

/** Admin list: every merchant's invoices and credit notes, newest first, with filters. */
export async function listInvoices(db: DbOrTx, o: ListInvoicesOptions): Promise<{ invoices: InvoiceSummary[]; nextCursor: string | null }> {
  const key = decodeCursor(o.cursor, 'uuid');
  const where = whereAll([
    o.status ? sql`i.status = ${o.status}` : undefined,
    o.kind ? sql`i.kind = ${o.kind}` : undefined,
    o.month ? sql`i.period = ${`${o.month}-01`}::date` : undefined,
    o.merchantId ? sql`m.merchant_id = ${o.merchantId}` : undefined,
    key ? afterCursor(sql`i.created_at`, sql`i.id`, key, 'uuid') : undefined,
  ]);
  const { rows } = await db.execute<InvoiceRow>(sql`
    select ${INVOICE_SELECT} from ${INVOICE_FROM} where ${where}
    order by i.created_at desc nulls last, i.id desc nulls last
    limit ${PAGE + 1}`);
  const page = toPage(rows, PAGE);
  return { invoices: page.rows.map(toSummary), nextCursor: page.nextCursor };
}

/** Portal list: the merchant's own issued invoices and credit notes (drafts are internal), newest first. */
export async function listMerchantInvoices(db: DbOrTx, merchantDbId: string): Promise<{ invoices: InvoiceSummary[] }> {
  const { rows } = await db.execute<InvoiceRow>(sql`
    select ${INVOICE_SELECT} from ${INVOICE_FROM}
    where i.merchant_id = ${merchantDbId}::uuid and i.status <> 'DRAFT'
    order by i.issued_at desc nulls last, i.id desc
    limit 500`);
  return { invoices: rows.map(toSummary) };
}
