import { and, eq, isNull, sql } from 'drizzle-orm';
import type { KybReviewDto } from '@contract/compliance';
import type { DocumentType } from '@contract/verification';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { kybReviews, merchants } from '@server/db/schema/index';
import { AppError, notFound } from '@server/errors';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit';
import { queueMerchantEmail } from '../email';
import { notify } from '../notifications';
import { getComplianceSettings } from './compliance-settings';

/**
 * When a verified merchant was last checked: the latest document approval, or the latest periodic
 * review the merchant completed, whichever is later. A review falls due kybReviewMonths after it.
 */
const lastCheckedAt = (merchantIdCol: ReturnType<typeof sql>) => sql`greatest(
  (select max(reviewed_at) from verification_documents where merchant_id = ${merchantIdCol} and status = 'APPROVED'),
  (select max(completed_at) from kyb_reviews where merchant_id = ${merchantIdCol}))`;

type Row = {
  id: string;
  merchant_id: string;
  company_name: string;
  approved_at: string;
  due_at: string;
  blocking_at: string;
  review_id: string | null;
  started_at: string | null;
  document_types: string[] | null;
};

function toDto(r: Row, now: Date): KybReviewDto {
  const due = new Date(r.due_at);
  const blocking = new Date(r.blocking_at);
  return {
    merchantId: r.merchant_id,
    companyName: r.company_name,
    approvedAt: new Date(r.approved_at).toISOString(),
    dueAt: due.toISOString(),
    state: now >= blocking ? 'BLOCKING' : now >= due ? 'OVERDUE' : 'DUE',
    reviewId: r.review_id,
    startedAt: r.started_at ? new Date(r.started_at).toISOString() : null,
    documentTypes: (r.document_types ?? []) as DocumentType[],
  };
}

async function reviewRows(db: DbOrTx, o: { months: number; graceDays: number; until: Date; merchantDbId?: string }): Promise<Row[]> {
  // Raw SQL: reporting; each merchant's last check is an aggregate over two tables, with month arithmetic in the database (decision 0027).
  const { rows } = await db.execute<Row>(sql`
    with checked as (
      select m.id, m.merchant_id, m.company_name, ${lastCheckedAt(sql`m.id`)} as approved_at
      from merchants m where m.verification_status = 'APPROVED' ${o.merchantDbId ? sql`and m.id = ${o.merchantDbId}` : sql``})
    select c.id, c.merchant_id, c.company_name, c.approved_at,
           c.approved_at + make_interval(months => ${o.months}::int) as due_at,
           c.approved_at + make_interval(months => ${o.months}::int, days => ${o.graceDays}::int) as blocking_at,
           r.id as review_id, r.started_at, r.document_types
    from checked c left join kyb_reviews r on r.merchant_id = c.id and r.completed_at is null
    where c.approved_at is not null
      and (r.id is not null or c.approved_at + make_interval(months => ${o.months}::int) <= ${o.until.toISOString()}::timestamptz)
    order by due_at, c.merchant_id`);
  return rows;
}

/**
 * When a verified merchant's next review falls due, `graceDays` later when it starts to block; null
 * when the merchant is not verified or was never checked.
 */
async function nextReviewAt(db: DbOrTx, merchantDbId: string, months: number, graceDays = 0): Promise<Date | null> {
  // Raw SQL: the same last-check aggregate and month arithmetic as the review list, so both agree (decision 0027).
  const { rows } = await db.execute<{ at: string | null }>(sql`
    select ${lastCheckedAt(sql`m.id`)} + make_interval(months => ${months}::int, days => ${graceDays}::int) as at
    from merchants m where m.id = ${merchantDbId} and m.verification_status = 'APPROVED'`);
  const at = rows[0]?.at;
  return at ? new Date(at) : null;
}

/** Reviews due within `withinDays` (or already due), and every review under way. */
export async function listKybReviews(ctx: AppContext, { withinDays, now = new Date() }: { withinDays: number; now?: Date }): Promise<KybReviewDto[]> {
  const s = await getComplianceSettings(ctx.database.db, ctx.config.apiLogRetentionDays);
  const rows = await reviewRows(ctx.database.db, {
    months: s.kybReviewMonths,
    graceDays: s.kybReviewGraceDays,
    until: new Date(now.getTime() + withinDays * 86_400_000),
  });
  return rows.map((r) => toDto(r, now));
}

/**
 * Whether a merchant's review is overdue past the grace period: new LIVE keys are then refused.
 * Only key creation asks; payments and existing keys never do.
 */
export async function assertKybReviewNotBlocking(db: DbOrTx, apiLogDefault: number, merchantDbId: string, now: Date = new Date()): Promise<void> {
  const s = await getComplianceSettings(db, apiLogDefault);
  const at = await nextReviewAt(db, merchantDbId, s.kybReviewMonths, s.kybReviewGraceDays);
  if (at && at <= now) {
    throw new AppError(
      'KYB_REVIEW_OVERDUE',
      403,
      'Your periodic business review is overdue, so new live keys are paused. Upload the requested documents on the verification page; existing keys and payments keep working.',
    );
  }
}

/** Starts a review: the merchant is asked by email and in the portal to upload the named documents again. */
export async function startKybReview(
  ctx: AppContext,
  { merchantId, documentTypes, actor, now = new Date() }: { merchantId: string; documentTypes: DocumentType[]; actor: AdminActor; now?: Date },
): Promise<KybReviewDto> {
  const s = await getComplianceSettings(ctx.database.db, ctx.config.apiLogRetentionDays);
  return ctx.database.db.transaction(async (tx) => {
    const [m] = await tx
      .select({
        id: merchants.id,
        merchantId: merchants.merchantId,
        companyName: merchants.companyName,
        contactEmail: merchants.contactEmail,
        verificationStatus: merchants.verificationStatus,
      })
      .from(merchants)
      .where(eq(merchants.merchantId, merchantId))
      .for('update')
      .limit(1);
    if (!m) throw notFound('Merchant not found', 'MERCHANT_NOT_FOUND');
    if (m.verificationStatus !== 'APPROVED')
      throw new AppError('NOT_APPROVED', 409, 'Only a verified merchant has a periodic review; this one is not verified.');
    const [open] = await tx
      .select({ id: kybReviews.id })
      .from(kybReviews)
      .where(and(eq(kybReviews.merchantId, m.id), isNull(kybReviews.completedAt)))
      .limit(1);
    if (open) throw new AppError('REVIEW_OPEN', 409, 'A review is already under way for this merchant.');
    const due = (await nextReviewAt(tx, m.id, s.kybReviewMonths)) ?? now;
    await tx.insert(kybReviews).values({ merchantId: m.id, documentTypes, dueAt: due, startedBy: actor.id, startedAt: now });
    await queueMerchantEmail(tx, ctx.config.publicUrl, m.contactEmail, {
      kind: 'kyb-review-requested',
      companyName: m.companyName,
      documentTypes,
      dueAt: due.toISOString(),
    });
    await notify(tx, ctx, {
      audience: 'merchant',
      merchantDbId: m.id,
      type: 'kyb.review_requested',
      title: 'Periodic review: upload fresh documents',
      body: `Please upload current copies of ${documentTypes.length === 1 ? 'one document' : `${documentTypes.length} documents`} on the verification page.`,
      link: '/merchant-verification',
      data: { documentTypes },
    });
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'compliance.kyb_review.start',
      targetType: 'merchant',
      targetId: m.merchantId,
      after: { documentTypes, dueAt: due.toISOString() },
    });
    const rows = await reviewRows(tx, { months: s.kybReviewMonths, graceDays: s.kybReviewGraceDays, until: now, merchantDbId: m.id });
    return toDto(rows[0]!, now);
  });
}

/** The review under way for a merchant, if any (the portal's banner and the upload rule). */
export async function openKybReview(db: DbOrTx, merchantDbId: string) {
  const [row] = await db
    .select()
    .from(kybReviews)
    .where(and(eq(kybReviews.merchantId, merchantDbId), isNull(kybReviews.completedAt)))
    .limit(1);
  return row ?? null;
}

/** After an upload: closes the review once every named document has been uploaded since it started. */
export async function closeKybReviewIfComplete(db: DbOrTx, merchantDbId: string): Promise<boolean> {
  const { rowCount } = await db.execute(sql`
    update kyb_reviews r set completed_at = now()
    where r.merchant_id = ${merchantDbId} and r.completed_at is null
      and not exists (
        select 1 from unnest(r.document_types) as t(document_type)
        where not exists (select 1 from verification_documents v where v.merchant_id = r.merchant_id and v.document_type = t.document_type and v.uploaded_at >= r.started_at))`);
  return (rowCount ?? 0) > 0;
}
