import type { Readable } from 'node:stream';
import { desc, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DataSubjectRequestDto } from '@contract/compliance';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { dataSubjectRequests } from '@server/db/schema/index';
import { AppError } from '@server/errors';
import { jsonArray, openExport } from '@server/http/stream-export';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit';
import { erasedEmail } from './erased-email';

export { erasedEmail };

/** j***@example.com: enough for a person to recognise a request in the log. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** A case-insensitive regular expression matching the address literally. */
const literal = (email: string) => email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Row = typeof dataSubjectRequests.$inferSelect;
const toDto = (r: Row): DataSubjectRequestDto => ({
  id: r.id,
  kind: r.kind,
  outcome: r.outcome,
  email: r.emailMasked,
  reason: r.reason,
  counts: r.counts,
  adminEmail: r.adminEmail,
  createdAt: r.createdAt.toISOString(),
});

async function logRequest(
  tx: DbOrTx,
  ctx: AppContext,
  o: { kind: Row['kind']; outcome: Row['outcome']; email: string; reason?: string; counts: Record<string, number>; actor: AdminActor },
): Promise<DataSubjectRequestDto> {
  const [row] = await tx
    .insert(dataSubjectRequests)
    .values({
      kind: o.kind,
      outcome: o.outcome,
      emailHash: erasedEmail(ctx.keys, o.email),
      emailMasked: maskEmail(o.email),
      reason: o.reason ?? null,
      counts: o.counts,
      adminId: o.actor.id,
      adminEmail: o.actor.email,
    })
    .returning();
  // The audit row names the request and its masked address, never the address itself.
  await recordAudit(tx, {
    ...auditActor(o.actor),
    action: o.kind === 'EXPORT' ? 'compliance.dsr.export' : 'compliance.dsr.erase',
    targetType: 'data_subject_request',
    targetId: row!.id,
    after: { outcome: o.outcome, email: row!.emailMasked, counts: o.counts, reason: o.reason ?? null },
  });
  return toDto(row!);
}

/**
 * The erasure check's reads: rows as PostgreSQL renders them, matched by lower-cased searches, so no
 * row shape is claimed.
 */
async function rowsOf(db: DbOrTx, q: SQL): Promise<Record<string, unknown>[]> {
  // Raw SQL: a document of whatever each table holds about an address, text searches included (decision 0027).
  return (await db.execute<Record<string, unknown>>(q)).rows;
}

/** The export's sections, in the document's order: what each table holds about the address. */
function exportSections(e: string): [string, SQL][] {
  return [
    [
      'merchantUsers',
      sql`
      select u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.role, u.created_at as "createdAt",
             m.merchant_id as "merchantId", m.company_name as "companyName"
      from merchant_users u join merchants m on m.id = u.merchant_id where lower(u.email) = ${e}`,
    ],
    [
      'merchantContacts',
      sql`
      select merchant_id as "merchantId", company_name as "companyName", contact_email as "contactEmail", contact_phone as "contactPhone"
      from merchants where lower(contact_email) = ${e}`,
    ],
    [
      'contactEnquiries',
      sql`
      select id, first_name as "firstName", last_name as "lastName", email, company, interest_type as "interestType", message, submitted_at as "submittedAt"
      from contact_submissions where lower(email) = ${e} order by submitted_at`,
    ],
    [
      'transactions',
      sql`
      select t.transaction_id as "transactionId", m.merchant_id as "merchantId", m.company_name as "merchantName", t.mode, t.status,
             t.amount, t.currency, t.category, t.customer_email as "customerEmail", t.created_at as "createdAt"
      from transactions t join merchants m on m.id = t.merchant_id where t.customer_email = ${e} order by t.created_at limit 10000`,
    ],
    // A security email (reset or invitation link, unsubscribe link) is listed with when it was sent, never
    // its text: even with the link withheld (modules/email/withheld-secrets.ts) an export holds no link at all.
    [
      'emails',
      sql`
      select id, kind, to_address as "to", subject,
             case when withholds_secrets then null else text end as text,
             withholds_secrets as "linkWithheld", status, created_at as "createdAt", sent_at as "sentAt"
      from email_outbox where lower(to_address) = ${e} order by created_at limit 10000`,
    ],
    [
      'notifications',
      sql`
      select n.id, n.type, n.title, n.body, n.link, n.created_at as "createdAt", n.read_at as "readAt"
      from notifications n where n.merchant_user_id in (select id from merchant_users where lower(email) = ${e})
         or position(${e} in lower(n.title || ' ' || n.body || ' ' || n.data::text)) > 0
      order by n.created_at limit 10000`,
    ],
    [
      'auditEntries',
      sql`
      select id, actor_type as "actorType", actor_email as "actorEmail", action, target_type as "targetType", target_id as "targetId",
             before, after, ip, created_at as "createdAt"
      from audit_logs
      where lower(actor_email) = ${e} or lower(target_id) = ${e}
         or position(${e} in lower(coalesce(before, ''))) > 0 or position(${e} in lower(coalesce(after, ''))) > 0
      order by created_at, id limit 10000`,
    ],
  ];
}

/**
 * Everything held about an address, as one JSON document `{ data, request }`, streamed
 * (src/server/http/stream-export.ts): `data` section by section as the rows are read, then `request`,
 * the log entry written (with the counts) after the reads and before the last byte. An export cut
 * short is audited with the counts read and `complete: false`, and logs no request.
 */
export function openDataSubjectExport(ctx: AppContext, request: FastifyRequest, { email, actor }: { email: string; actor: AdminActor }): Promise<Readable> {
  const e = email.trim().toLowerCase();
  const counts: Record<string, number> = {};
  return openExport(ctx, request, {
    name: 'data-subject export',
    async *read(reader) {
      yield `{"data":{"email":${JSON.stringify(e)},"exportedAt":${JSON.stringify(new Date().toISOString())}`;
      for (const [key, query] of exportSections(e)) {
        counts[key] = 0;
        yield `,${JSON.stringify(key)}:`;
        // Rows go into the document as PostgreSQL renders them: no row shape is claimed (decision 0027).
        yield* jsonArray(reader, query, (n) => (counts[key] = n));
      }
      yield '}';
    },
    async finish() {
      const request = await ctx.database.db.transaction((tx) => logRequest(tx, ctx, { kind: 'EXPORT', outcome: 'COMPLETED', email: e, counts, actor }));
      return `,"request":${JSON.stringify(request)}}`;
    },
    cut: () =>
      recordAudit(ctx.database.db, {
        ...auditActor(actor),
        action: 'compliance.dsr.export',
        targetType: 'data_subject_request',
        after: { email: maskEmail(e), counts, complete: false },
      }),
  });
}

/**
 * Erasure. Contact enquiries and the emails to or about the address are deleted; everywhere else
 * the address is replaced by its keyed hash (transactions, their events and idempotent answers,
 * notifications, campaign recipients, invitations). The audit log is append-only and kept as the
 * legal record (docs/decisions/0021). A merchant user, merchant contact or partner contact is an
 * account holder: refused with 409 SUBJECT_HAS_ACCOUNT (logged) while the account exists.
 */
export async function eraseDataSubject(ctx: AppContext, { email, actor }: { email: string; actor: AdminActor }) {
  const e = email.trim().toLowerCase();
  const h = erasedEmail(ctx.keys, e);
  const pattern = literal(e);
  const db = ctx.database.db;
  const holders = await rowsOf(
    db,
    sql`
    select 'merchant user' as what from merchant_users where lower(email) = ${e}
    union all select 'merchant contact' from merchants where lower(contact_email) = ${e}
    union all select 'partner contact' from partners where lower(contact_email) = ${e}
    union all select 'staff member' from admins where lower(email) = ${e}`,
  );
  if (holders.length > 0) {
    const reason = `The address belongs to an active account (${[...new Set(holders.map((r) => String(r.what)))].join(', ')}). Close the account first; its records are kept while it is open.`;
    const request = await db.transaction((tx) => logRequest(tx, ctx, { kind: 'ERASURE', outcome: 'REFUSED', email: e, reason, counts: {}, actor }));
    throw new AppError('SUBJECT_HAS_ACCOUNT', 409, `${reason} (request ${request.id})`);
  }
  return db.transaction(async (tx) => {
    const count = async (q: ReturnType<typeof sql>) => (await tx.execute(q)).rowCount ?? 0;
    const has = (col: ReturnType<typeof sql>) => sql`position(${e} in lower(${col})) > 0`;
    const swap = (col: ReturnType<typeof sql>) => sql`regexp_replace(${col}, ${pattern}, ${h}, 'gi')`;
    const counts = {
      contactEnquiries: await count(sql`delete from contact_submissions where lower(email) = ${e}`),
      emails: await count(sql`
        delete from email_outbox where lower(to_address) = ${e}
          or ${has(sql`subject`)} or ${has(sql`text`)} or ${has(sql`html`)} or ${has(sql`coalesce(headers::text, '')`)}`),
      transactions: await count(sql`update transactions set customer_email = ${h} where customer_email = ${e}`),
      events: await count(sql`update events set data = ${swap(sql`data::text`)}::jsonb where ${has(sql`data::text`)}`),
      idempotentAnswers: await count(
        sql`update idempotency_keys set response_body = ${swap(sql`response_body`)} where ${has(sql`coalesce(response_body, '')`)}`,
      ),
      notifications: await count(sql`
        update notifications set title = ${swap(sql`title`)}, body = ${swap(sql`body`)}, data = ${swap(sql`data::text`)}::jsonb
        where ${has(sql`title || ' ' || body || ' ' || data::text`)}`),
      campaignRecipients: await count(sql`update email_campaign_recipients set email = ${h} where lower(email) = ${e}`),
      invitations: await count(sql`update invitations set email = ${h} where lower(email) = ${e}`),
      webhookAttempts: await count(
        sql`update webhook_attempts set response_excerpt = ${swap(sql`response_excerpt`)} where ${has(sql`coalesce(response_excerpt, '')`)}`,
      ),
    };
    const request = await logRequest(tx, ctx, { kind: 'ERASURE', outcome: 'COMPLETED', email: e, counts, actor });
    return {
      request,
      message: `Erased: ${Object.entries(counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    };
  });
}

export async function listDataSubjectRequests(db: DbOrTx): Promise<DataSubjectRequestDto[]> {
  const rows = await db.select().from(dataSubjectRequests).orderBy(desc(dataSubjectRequests.createdAt)).limit(100);
  return rows.map(toDto);
}
