import { eq, sql } from 'drizzle-orm';
import { signupRequestSchema } from '@contract/merchant-auth';
import type { AppContext } from '@server/context';
import { merchants, verificationDocuments } from '@server/db/schema/index';
import type { AdminActor, MerchantPrincipal } from '@server/principals';
import { changeMerchantStatus, signupMerchant } from '@server/modules/merchants';
import { reviewDocument, finalizeVerification, submitDetails, uploadDocument } from '@server/modules/verification';
import { createApiKey } from '@server/modules/api-keys';
import { verifyToken } from '@server/modules/auth';
import { reset } from '@server/modules/rate-limit';
import type { MerchantPlan } from './merchant-plans';

const IP = '127.0.0.1';
export const DEMO_MERCHANT_PASSWORD = 'Demo-Merchant-2026';

/**
 * Creates one merchant exactly as a person would: sign-up, details, uploads
 * and finalize through the merchant modules, decisions and status changes
 * through the admin modules (so rules, emails and audit entries are real).
 * Only the timestamps are moved back afterwards, to spread merchants over time.
 */
export async function createMerchantThroughModules(ctx: AppContext, plan: MerchantPlan, reviewer: AdminActor): Promise<void> {
  const { db } = ctx.database;
  const p = plan.profile;
  const data = signupRequestSchema.parse({
    companyName: p.companyName,
    contactEmail: p.contactEmail,
    contactPhone: p.contactPhone,
    businessType: p.businessType,
    industry: p.industry,
    website: p.website,
    firstName: p.firstName,
    lastName: p.lastName,
    password: DEMO_MERCHANT_PASSWORD,
  });
  // The seed signs up many merchants from one address; it is not the bot the per-IP limit is for.
  await reset(db, `merchant-signup:ip:${IP}`);
  const signup = await signupMerchant(ctx, { data, ip: IP });
  const verified = await verifyToken(ctx.keys.jwt, signup.token);
  const [row] = await db.select().from(merchants).where(eq(merchants.merchantId, signup.merchant.merchantId));
  const principal: MerchantPrincipal = {
    userId: signup.user.id,
    email: signup.user.email,
    role: 'OWNER',
    sessionId: verified.ok ? verified.token.sid : '',
    merchantDbId: row!.id,
    merchantId: row!.merchantId,
    merchantStatus: row!.status,
  };

  if (plan.details) await submitDetails(ctx, { principal, details: plan.details, ip: IP });
  const ids = new Map<string, string>();
  for (const doc of plan.documents) {
    const res = await uploadDocument(ctx, {
      principal,
      upload: { documentType: doc.documentType, file: { fileName: doc.fileName, contentType: doc.mimeType, bytes: doc.bytes } },
      ip: IP,
    });
    ids.set(doc.documentType, res.document.id);
  }
  if (plan.finalized) await finalizeVerification(ctx, { principal, ip: IP });
  // Approvals first, so a rejection lands on an otherwise complete review.
  for (const doc of [...plan.documents].sort((a, b) => Number(a.decision === 'REJECTED') - Number(b.decision === 'REJECTED'))) {
    if (doc.decision === 'PENDING') continue;
    await reviewDocument(ctx, { documentId: ids.get(doc.documentType)!, status: doc.decision, reviewNotes: doc.reviewNotes, actor: reviewer });
  }

  const current = async () => (await db.select({ status: merchants.status }).from(merchants).where(eq(merchants.id, row!.id)))[0]!.status;
  if ((plan.state === 'APPROVED_UNVERIFIED' || plan.state === 'SUSPENDED') && (await current()) === 'PENDING_VERIFICATION') {
    await changeMerchantStatus(ctx, { merchantId: row!.merchantId, status: 'ACTIVE', actor: reviewer });
  }
  if (plan.state === 'VERIFIED') await createApiKey(ctx, { user: principal, mode: 'live', ip: IP });
  if (plan.state === 'SUSPENDED') await changeMerchantStatus(ctx, { merchantId: row!.merchantId, status: 'SUSPENDED', actor: reviewer });

  await backdate(ctx, row!.id, plan);
}

/** Moves the merchant's own timestamps back to the plan's sign-up date (audit entries keep their real time). */
async function backdate(ctx: AppContext, merchantDbId: string, plan: MerchantPlan): Promise<void> {
  const { db } = ctx.database;
  const at = plan.createdAt.toISOString();
  await db.transaction(async (tx) => {
    await tx
      .update(merchants)
      .set({ createdAt: plan.createdAt, ...(plan.submittedAt ? { verificationSubmittedAt: plan.submittedAt } : {}) })
      .where(eq(merchants.id, merchantDbId));
    await tx.execute(sql`update merchant_users set created_at = ${at}::timestamptz where merchant_id = ${merchantDbId}`);
    await tx.execute(sql`update api_keys set created_at = ${at}::timestamptz + interval '1 minute' where merchant_id = ${merchantDbId}`);
    await tx.execute(
      sql`update verification_details set submitted_at = ${at}::timestamptz + interval '1 hour', updated_at = ${at}::timestamptz + interval '1 hour' where merchant_id = ${merchantDbId}`,
    );
    if (plan.submittedAt) {
      // Uploaded before the submission, as they were; reviews after it.
      await tx
        .update(verificationDocuments)
        .set({ uploadedAt: sql`${plan.submittedAt.toISOString()}::timestamptz - interval '10 minutes'` })
        .where(eq(verificationDocuments.merchantId, merchantDbId));
      await tx.execute(sql`update verification_documents set reviewed_at = ${plan.submittedAt.toISOString()}::timestamptz + interval '1 day'
        where merchant_id = ${merchantDbId} and reviewed_at is not null and ${plan.submittedAt.toISOString()}::timestamptz + interval '1 day' < now()`);
    }
  });
}
