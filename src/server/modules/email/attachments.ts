import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { invoicePdfs } from '@server/db/schema/index';
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

async function load(db: DbOrTx, ref: AttachmentRef): Promise<MailAttachment> {
  switch (ref.source) {
    case 'invoice-pdf': {
      const [row] = await db
        .select({ fileName: invoicePdfs.fileName, content: invoicePdfs.content })
        .from(invoicePdfs)
        .where(eq(invoicePdfs.invoiceId, ref.id));
      if (!row) throw new Error(`Attachment ${ref.source} ${ref.id} not found`);
      return { filename: row.fileName, contentType: 'application/pdf', content: Buffer.from(row.content) };
    }
    default:
      throw new Error(`Unknown attachment source ${String((ref as { source: unknown }).source)}`);
  }
}

export function resolveAttachments(db: DbOrTx, refs: readonly AttachmentRef[]): Promise<MailAttachment[]> {
  return Promise.all(refs.map((ref) => load(db, ref)));
}
