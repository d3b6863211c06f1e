import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import type { MailAttachment } from './mail-transport';

/**
 * An outbox row names its attachments by reference, never by content: `{ source, id }` is resolved
 * to the stored file by the worker just before sending. Each source is one stored, immutable file.
 */
export const ATTACHMENT_SOURCES = ['invoice-pdf'] as const;
export type AttachmentSource = (typeof ATTACHMENT_SOURCES)[number];

export interface AttachmentRef {
  source: AttachmentSource;
  id: string;
}

type Row = { file_name: string; content: Buffer };

async function load(db: DbOrTx, ref: AttachmentRef): Promise<MailAttachment> {
  switch (ref.source) {
    case 'invoice-pdf': {
      const { rows } = await db.execute<Row>(sql`select file_name, content from invoice_pdfs where invoice_id = ${ref.id}::uuid`);
      const row = rows[0];
      if (!row) throw new Error(`Attachment ${ref.source} ${ref.id} not found`);
      return { filename: row.file_name, contentType: 'application/pdf', content: Buffer.from(row.content) };
    }
    default:
      throw new Error(`Unknown attachment source ${String((ref as { source: unknown }).source)}`);
  }
}

export function resolveAttachments(db: DbOrTx, refs: readonly AttachmentRef[]): Promise<MailAttachment[]> {
  return Promise.all(refs.map((ref) => load(db, ref)));
}
