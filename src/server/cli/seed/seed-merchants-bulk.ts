import { createHash, randomUUID } from 'node:crypto';
import { normaliseVerificationDetails } from '@contract/verification';
import type { AppContext } from '@server/context';
import { apiKeys, auditLogs, documentBlobs, merchants, merchantUsers, verificationDetails, verificationDocuments } from '@server/db/schema/index';
import type { AdminActor } from '@server/principals';
import { generateApiKey, encryptField, encryptFile } from '@server/modules/auth';
import { ref, type EncryptedColumnName } from '@server/modules/auth';
import { newMerchantId } from '@server/modules/merchants';
import type { DemoState, MerchantPlan } from './merchant-plans';

const STATUS: Record<DemoState, 'PENDING_VERIFICATION' | 'ACTIVE' | 'SUSPENDED'> = {
  NEW: 'PENDING_VERIFICATION',
  DRAFT: 'PENDING_VERIFICATION',
  SUBMITTED: 'PENDING_VERIFICATION',
  PARTLY_REVIEWED: 'PENDING_VERIFICATION',
  ACTION_REQUIRED: 'PENDING_VERIFICATION',
  VERIFIED: 'ACTIVE',
  APPROVED_UNVERIFIED: 'ACTIVE',
  SUSPENDED: 'SUSPENDED',
};
const VERIFICATION: Record<DemoState, 'NOT_STARTED' | 'UNDER_REVIEW' | 'ACTION_REQUIRED' | 'APPROVED'> = {
  NEW: 'NOT_STARTED',
  DRAFT: 'NOT_STARTED',
  SUBMITTED: 'UNDER_REVIEW',
  PARTLY_REVIEWED: 'UNDER_REVIEW',
  ACTION_REQUIRED: 'ACTION_REQUIRED',
  VERIFIED: 'APPROVED',
  APPROVED_UNVERIFIED: 'NOT_STARTED',
  SUSPENDED: 'APPROVED',
};
const HOUR = 3_600_000;

/**
 * Writes many merchants with multi-row inserts: the rows the sign-up,
 * verification and review modules would leave (owner with a real argon2id
 * hash, keyed-hash API keys, encrypted bank details, documents with their
 * bytes, the sign-up audit entry), without a round trip per merchant. Used
 * beyond the first few dozen merchants, where calling the modules one by one
 * (an argon2 hash each) would take minutes. No emails are queued for these.
 */
export async function insertMerchantsInBulk(ctx: AppContext, plans: MerchantPlan[], reviewer: AdminActor, passwordHash: string): Promise<void> {
  const enc = (v: string, column: EncryptedColumnName, row: string) => encryptField(ctx.keys.fieldEncryption, v, ref(column, row));
  const rows = plans.map((plan) => ({ plan, id: randomUUID(), merchantId: newMerchantId(), userId: randomUUID() }));
  await ctx.database.db.transaction(async (tx) => {
    await tx.insert(merchants).values(
      rows.map(({ plan, id, merchantId }) => ({
        id,
        merchantId,
        companyName: plan.profile.companyName,
        contactEmail: plan.profile.contactEmail.toLowerCase(),
        contactPhone: plan.profile.contactPhone,
        businessType: plan.profile.businessType,
        industry: plan.profile.industry,
        website: plan.profile.website ?? null,
        status: STATUS[plan.state],
        verificationStatus: VERIFICATION[plan.state],
        verificationSubmittedAt: plan.submittedAt,
        createdAt: plan.createdAt,
        updatedAt: plan.submittedAt ?? plan.createdAt,
      })),
    );
    await tx.insert(merchantUsers).values(
      rows.map(({ plan, id, userId }) => ({
        id: userId,
        merchantId: id,
        email: plan.profile.contactEmail.toLowerCase(),
        firstName: plan.profile.firstName,
        lastName: plan.profile.lastName,
        role: 'OWNER' as const,
        passwordHash,
        createdAt: plan.createdAt,
      })),
    );
    const keys = rows.flatMap(({ plan, id }) =>
      (plan.state === 'VERIFIED' ? (['test', 'live'] as const) : (['test'] as const)).map((mode) => ({ id, mode, plan })),
    );
    await tx.insert(apiKeys).values(
      keys.map(({ id, mode, plan }) => {
        const key = generateApiKey(ctx.keys.apiKeyHash, mode);
        return {
          merchantId: id,
          mode,
          prefix: key.prefix,
          keyHash: key.hash,
          createdAt: new Date(plan.createdAt.getTime() + (mode === 'live' ? 10 * 24 * HOUR : 60_000)),
        };
      }),
    );
    const withDetails = rows.filter((r) => r.plan.details);
    if (withDetails.length) {
      await tx.insert(verificationDetails).values(
        withDetails.map(({ plan, id }) => {
          const d = normaliseVerificationDetails(plan.details!);
          const at = new Date(plan.createdAt.getTime() + HOUR);
          return {
            merchantId: id,
            registrationNumber: d.registrationNumber,
            taxIdEnc: enc(d.taxId, 'verification_details.tax_id_enc', id),
            bankAccountNumberEnc: enc(d.bankAccountNumber, 'verification_details.bank_account_number_enc', id),
            bankSortCodeEnc: enc(d.bankSortCode, 'verification_details.bank_sort_code_enc', id),
            businessAddress: d.businessAddress,
            city: d.city,
            postcode: d.postcode,
            country: d.country,
            submittedAt: at,
            updatedAt: at,
          };
        }),
      );
    }
    const docs = rows.flatMap(({ plan, id }) =>
      plan.documents.map((doc) => {
        const uploadedAt = new Date((plan.submittedAt ?? new Date(plan.createdAt.getTime() + 2 * HOUR)).getTime() - 10 * 60_000);
        const reviewedAt = doc.decision === 'PENDING' ? null : new Date(Math.min(uploadedAt.getTime() + 24 * HOUR, Date.now()));
        return {
          doc,
          row: {
            id: randomUUID(),
            merchantId: id,
            documentType: doc.documentType,
            fileName: doc.fileName,
            mimeType: doc.mimeType,
            sizeBytes: doc.bytes.length,
            sha256: createHash('sha256').update(doc.bytes).digest('hex'),
            status: doc.decision,
            reviewNotes: doc.reviewNotes,
            reviewedBy: reviewedAt ? reviewer.id : null,
            reviewedAt,
            uploadedAt,
          },
        };
      }),
    );
    if (docs.length) {
      await tx.insert(verificationDocuments).values(docs.map((d) => d.row));
      await tx
        .insert(documentBlobs)
        .values(
          docs.map((d) => ({ documentId: d.row.id, content: encryptFile(ctx.keys.fieldEncryption, d.doc.bytes, ref('document_blobs.content', d.row.id)) })),
        );
    }
    await tx.insert(auditLogs).values(
      rows.map(({ plan, merchantId, userId }) => ({
        actorType: 'merchant' as const,
        actorId: userId,
        actorEmail: plan.profile.contactEmail.toLowerCase(),
        action: 'merchant.signup',
        targetType: 'merchant',
        targetId: merchantId,
        after: JSON.stringify({ companyName: plan.profile.companyName, status: STATUS[plan.state], seeded: true }),
        ip: '127.0.0.1',
        createdAt: plan.createdAt,
      })),
    );
  });
}
