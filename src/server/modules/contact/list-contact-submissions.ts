import type { ContactSubmission } from '@contract/admin-contact';
import type { DbOrTx } from '@server/db/client';
import { afterCursor, cursorTs, decodeCursor, isoTs, newestFirst, toPage } from '@server/db/keyset';
import { contactSubmissions } from '@server/db/schema/index';

/** Contact-form enquiries, newest first. The text is returned as stored; the screen shows it as text. */
export async function listContactSubmissions(db: DbOrTx, { limit, cursor }: { limit: number; cursor?: string }) {
  const key = decodeCursor(cursor, 'uuid');
  const rows = await db
    .select({
      id: contactSubmissions.id,
      firstName: contactSubmissions.firstName,
      lastName: contactSubmissions.lastName,
      email: contactSubmissions.email,
      company: contactSubmissions.company,
      interestType: contactSubmissions.interestType,
      submittedAt: isoTs(contactSubmissions.submittedAt),
      message: contactSubmissions.message,
      cursor_ts: cursorTs(contactSubmissions.submittedAt),
    })
    .from(contactSubmissions)
    .where(key ? afterCursor(contactSubmissions.submittedAt, contactSubmissions.id, key, 'uuid') : undefined)
    .orderBy(...newestFirst(contactSubmissions.submittedAt, contactSubmissions.id))
    .limit(limit + 1);
  const page = toPage(rows, limit);
  return {
    submissions: page.rows.map((r): ContactSubmission => ({
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      company: r.company,
      interestType: r.interestType,
      submittedAt: r.submittedAt,
      message: r.message,
    })),
    nextCursor: page.nextCursor,
  };
}
