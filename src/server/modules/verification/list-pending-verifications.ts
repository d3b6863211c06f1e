import { inArray, sql } from 'drizzle-orm';
import type { PendingVerificationsResponse, VerificationRequest } from '@contract/admin-verifications';
import { DOCUMENT_TYPES } from '@contract/verification';
import type { AppContext } from '@server/context';
import { verificationDetails, verificationDocuments } from '@server/db/schema/index';
import { maskStoredDetails } from './mask-details';
import { isoTs } from '@server/db/keyset';

/**
 * Whether a PENDING document belongs to a submission the reviewers hold. Under
 * review, all of them do. After a rejection (ACTION_REQUIRED) the rest of the
 * submission can still be decided, but a replacement uploaded since is not
 * submitted until the merchant finalizes again.
 */
export const REVIEWABLE_DOCUMENT_SQL = sql`(m.verification_status = 'UNDER_REVIEW'
  or (m.verification_status = 'ACTION_REQUIRED' and d.uploaded_at <= m.verification_submitted_at))`;

type RequestRow = {
  id: string;
  merchant_id: string;
  company_name: string;
  contact_email: string;
  verification_status: VerificationRequest['verificationStatus'];
  submitted_iso: string | null;
  owner_name: string | null;
  pending_count: number;
};

/** Merchants with submitted documents awaiting a decision, oldest submission first. */
export async function listPendingVerifications(ctx: AppContext, { limit }: { limit: number }): Promise<PendingVerificationsResponse> {
  const { db } = ctx.database;
  // Raw SQL: each merchant's reviewable documents are counted in a lateral join and the total by a window, in one scan (decision 0027).
  const { rows } = await db.execute<RequestRow & { total: number }>(sql`
    select m.id, m.merchant_id, m.company_name, m.contact_email, m.verification_status, ${isoTs(sql`m.verification_submitted_at`)} as submitted_iso,
           (select trim(u.first_name || ' ' || u.last_name) from merchant_users u
             where u.merchant_id = m.id and u.role = 'OWNER' order by u.created_at limit 1) as owner_name,
           p.pending_count, count(*) over ()::int as total
    from merchants m
    cross join lateral (
      select count(*)::int as pending_count from verification_documents d
      where d.merchant_id = m.id and d.status = 'PENDING' and ${REVIEWABLE_DOCUMENT_SQL}
    ) p
    where m.verification_status in ('UNDER_REVIEW', 'ACTION_REQUIRED') and p.pending_count > 0
    order by m.verification_submitted_at asc nulls last, m.created_at asc, m.id
    limit ${limit}`);
  if (rows.length === 0) return { verifications: [], total: 0 };

  const ids = rows.map((r) => r.id);
  const [details, documents] = await Promise.all([
    db.select().from(verificationDetails).where(inArray(verificationDetails.merchantId, ids)),
    db.select().from(verificationDocuments).where(inArray(verificationDocuments.merchantId, ids)),
  ]);
  const detailsBy = new Map(details.map((d) => [d.merchantId, d]));

  const verifications = rows.map((r): VerificationRequest => {
    const submittedAt = r.submitted_iso ? new Date(r.submitted_iso) : null;
    const docs = documents
      // A replacement the merchant has not submitted yet stays out of the reviewers' way.
      .filter(
        (d) => d.merchantId === r.id && !(r.verification_status === 'ACTION_REQUIRED' && d.status === 'PENDING' && submittedAt && d.uploadedAt > submittedAt),
      )
      .sort((a, b) => DOCUMENT_TYPES.indexOf(a.documentType) - DOCUMENT_TYPES.indexOf(b.documentType));
    const d = detailsBy.get(r.id);
    return {
      merchantId: r.merchant_id,
      companyName: r.company_name,
      contactEmail: r.contact_email,
      primaryUserName: r.owner_name ?? '',
      verificationStatus: r.verification_status,
      submittedAt: submittedAt ? submittedAt.toISOString() : null,
      pendingDocumentsCount: r.pending_count,
      verificationData: d ? maskStoredDetails(ctx, d) : null,
      documents: docs.map((doc) => ({
        id: doc.id,
        fileName: doc.fileName,
        documentType: doc.documentType,
        status: doc.status,
        reviewNotes: doc.reviewNotes,
        uploadedAt: doc.uploadedAt.toISOString(),
      })),
    };
  });
  return { verifications, total: rows[0]!.total };
}
