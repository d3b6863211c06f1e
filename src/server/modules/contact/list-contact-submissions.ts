import { sql } from 'drizzle-orm';
import type { ContactSubmission } from '@contract/admin-contact';
import type { DbOrTx } from '@server/db/client';
import { afterCursor, cursorTs, decodeCursor, isoTs, toPage } from '@server/db/keyset';

type Row = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string | null;
  interest_type: ContactSubmission['interestType'];
  message: string | null;
  submitted_at: string;
  cursor_ts: string;
};

/** Contact-form enquiries, newest first. The text is returned as stored; the screen shows it as text. */
export async function listContactSubmissions(db: DbOrTx, { limit, cursor }: { limit: number; cursor?: string }) {
  const key = decodeCursor(cursor, 'uuid');
  const { rows } = await db.execute<Row>(sql`
    select id, first_name, last_name, email, company, interest_type, message, ${isoTs(sql`submitted_at`)} as submitted_at, ${cursorTs(sql`submitted_at`)} as cursor_ts
    from contact_submissions
    where ${key ? afterCursor(sql`submitted_at`, sql`id`, key, 'uuid') : sql`true`}
    order by submitted_at desc nulls last, id desc nulls last
    limit ${limit + 1}`);
  const page = toPage(rows, limit);
  return {
    submissions: page.rows.map((r): ContactSubmission => ({
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      company: r.company,
      interestType: r.interest_type,
      submittedAt: r.submitted_at,
      message: r.message,
    })),
    nextCursor: page.nextCursor,
  };
}
