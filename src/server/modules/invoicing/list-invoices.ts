import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { InvoiceKind, InvoiceStatus, InvoiceSummary } from '@contract/invoices';
import type { DbOrTx } from '@server/db/client';
import { afterCursor, decodeCursor, newestFirst, toPage } from '@server/db/keyset';
import { invoices, merchants } from '@server/db/schema/index';
import { invoiceView, toSummary } from './invoice-read';

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
  const rows = await invoiceView(db)
    .where(
      and(
        o.status ? eq(invoices.status, o.status) : undefined,
        o.kind ? eq(invoices.kind, o.kind) : undefined,
        o.month ? eq(invoices.period, `${o.month}-01`) : undefined,
        o.merchantId ? eq(merchants.merchantId, o.merchantId) : undefined,
        key ? afterCursor(invoices.createdAt, invoices.id, key, 'uuid') : undefined,
      ),
    )
    .orderBy(...newestFirst(invoices.createdAt, invoices.id))
    .limit(PAGE + 1);
  const page = toPage(rows, PAGE);
  return { invoices: page.rows.map(toSummary), nextCursor: page.nextCursor };
}

/** Portal list: the merchant's own issued invoices and credit notes (drafts are internal), newest first. */
export async function listMerchantInvoices(db: DbOrTx, merchantDbId: string): Promise<{ invoices: InvoiceSummary[] }> {
  const rows = await invoiceView(db)
    .where(and(eq(invoices.merchantId, merchantDbId), ne(invoices.status, 'DRAFT')))
    .orderBy(sql`${invoices.issuedAt} desc nulls last`, desc(invoices.id))
    .limit(500);
  return { invoices: rows.map(toSummary) };
}
