import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '@contract/verification';
import { auditLogs, emailOutbox, merchants, verificationDocuments } from '@server/db/schema/index';
import { adminSession, type AdminSession } from './support/admin-fixtures';
import { signupTestMerchant, submitTestVerification, tinyPdf, tinyPng, uploadTestDocument, VALID_GB_DETAILS } from './support/factories';
import { call } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: AdminSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
});
afterAll(async () => t.close());

const review = (documentId: string, body: unknown) => call(t.app, 'PATCH', `/api/admin/verifications/documents/${documentId}`, { token: admin.token, body });
const pending = async () => (await call(t.app, 'GET', '/api/admin/verifications/pending', { token: admin.token })).json;
const merchantRow = async (merchantDbId: string) => (await t.db.select().from(merchants).where(eq(merchants.id, merchantDbId)))[0]!;
const mailTo = async (to: string) => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))).map((e) => ({ kind: e.kind, text: e.text }));

/** A merchant whose verification has been finalized: UNDER_REVIEW with five PENDING documents. */
async function submittedMerchant() {
  const m = await signupTestMerchant(t.app);
  const { documents } = await submitTestVerification(t.app, m.token);
  return { ...m, documents: documents as Record<(typeof DOCUMENT_TYPES)[number], string> };
}

describe('GET /api/admin/verifications/pending', () => {
  it('lists finalized submissions only, oldest first, with masked details and documents', async () => {
    const draft = await signupTestMerchant(t.app);
    await call(t.app, 'POST', '/api/merchant/verification/submit', { token: draft.token, body: VALID_GB_DETAILS });
    await uploadTestDocument(t.app, draft.token, 'DIRECTOR_ID');
    const first = await submittedMerchant();
    const second = await submittedMerchant();

    const list = await pending();
    expect(list.total).toBe(2);
    expect(list.verifications.map((v: { merchantId: string }) => v.merchantId)).toEqual([first.merchantId, second.merchantId]);
    const v = list.verifications[0];
    expect(v).toMatchObject({
      merchantId: first.merchantId,
      companyName: 'Acme Trading Ltd',
      contactEmail: first.email,
      primaryUserName: 'Ada Lovelace',
      verificationStatus: 'UNDER_REVIEW',
      pendingDocumentsCount: 5,
      verificationData: {
        registrationNumber: '12345678',
        taxId: '••••••••789',
        bankAccountNumber: '••••6819',
        bankSortCode: '60-••-••',
        businessAddress: '1 High Street',
        city: 'London',
        postcode: 'SW1A 1AA',
        country: 'GB',
      },
    });
    expect(v.documents.map((d: { documentType: string }) => d.documentType)).toEqual([...DOCUMENT_TYPES]);
    expect(v.documents[0]).toEqual({
      id: first.documents.COMPANY_REGISTRATION,
      fileName: 'company_registration.pdf',
      documentType: 'COMPANY_REGISTRATION',
      status: 'PENDING',
      reviewNotes: null,
      uploadedAt: expect.any(String),
    });

    expect((await call(t.app, 'GET', '/api/admin/verifications/pending?limit=1', { token: admin.token })).json).toMatchObject({
      total: 2,
      verifications: [{ merchantId: first.merchantId }],
    });
    expect((await call(t.app, 'GET', '/api/admin/verifications/pending?limit=0', { token: admin.token })).status).toBe(400);
    // Clear the queue for the tests below.
    for (const m of [first, second]) for (const id of Object.values(m.documents)) expect((await review(id, { status: 'APPROVED' })).status).toBe(200);
    expect(await pending()).toEqual({ verifications: [], total: 0 });
  });
});

describe('PATCH /api/admin/verifications/documents/:documentId', () => {
  it('approving all five approves the verification, activates the merchant and emails it', async () => {
    const m = await submittedMerchant();
    const types = [...DOCUMENT_TYPES];
    for (const [i, type] of types.entries()) {
      const res = await review(m.documents[type], { status: 'APPROVED', reviewNotes: '' });
      expect(res.status).toBe(200);
      expect(res.json.message).toBe('Document approved successfully');
      expect(res.json.document).toMatchObject({ id: m.documents[type], status: 'APPROVED', reviewNotes: null, reviewedAt: expect.any(String) });
      expect(res.json.verificationStatus).toBe(i < 4 ? 'UNDER_REVIEW' : 'APPROVED');
    }
    const row = await merchantRow(m.merchantDbId);
    expect(row).toMatchObject({ verificationStatus: 'APPROVED', status: 'ACTIVE' });
    const [doc] = await t.db.select().from(verificationDocuments).where(eq(verificationDocuments.id, m.documents.TAX_CERTIFICATE));
    expect(doc).toMatchObject({ reviewedBy: admin.id, reviewedAt: expect.any(Date) });
    expect((await mailTo(m.email)).map((e) => e.kind)).toContain('merchant.verification-approved');

    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.targetId, m.merchantId));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['merchant.verification.change', 'merchant.status.change']));
    const docAudit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'verification.document.approve'), eq(auditLogs.targetId, m.documents.DIRECTOR_ID)));
    expect(docAudit).toHaveLength(1);
    expect(JSON.parse(docAudit[0]!.before!)).toMatchObject({ status: 'PENDING' });
    expect(JSON.parse(docAudit[0]!.after!)).toMatchObject({ status: 'APPROVED' });
    expect(docAudit[0]!.actorEmail).toBe(admin.email);
  });

  it('approve four and reject one: ACTION_REQUIRED, with the reviewer note emailed', async () => {
    const m = await submittedMerchant();
    for (const type of DOCUMENT_TYPES.slice(0, 4))
      expect((await review(m.documents[type], { status: 'APPROVED' })).json.verificationStatus).toBe('UNDER_REVIEW');
    const res = await review(m.documents.PROOF_OF_ADDRESS, { status: 'REJECTED', reviewNotes: '  Document unclear or incomplete  ' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      message: 'Document rejected successfully',
      verificationStatus: 'ACTION_REQUIRED',
      document: { status: 'REJECTED', reviewNotes: 'Document unclear or incomplete' },
    });
    expect(await merchantRow(m.merchantDbId)).toMatchObject({ verificationStatus: 'ACTION_REQUIRED', status: 'PENDING_VERIFICATION' });
    const mail = await mailTo(m.email);
    const rejected = mail.filter((e) => e.kind === 'merchant.document-rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.text).toContain('Document unclear or incomplete');
    expect(mail.map((e) => e.kind)).not.toContain('merchant.verification-approved');
    expect((await pending()).verifications).toEqual([]);
  });

  it('a rejection asks for changes at once; the rest of the submission can still be decided, a replacement only after finalize', async () => {
    const m = await submittedMerchant();
    expect((await review(m.documents.BANK_STATEMENT, { status: 'REJECTED', reviewNotes: 'Older than 3 months' })).json.verificationStatus).toBe(
      'ACTION_REQUIRED',
    );
    // Still in the queue: four submitted documents await a decision.
    const queued = (await pending()).verifications.find((v: { merchantId: string }) => v.merchantId === m.merchantId);
    expect(queued).toMatchObject({ verificationStatus: 'ACTION_REQUIRED', pendingDocumentsCount: 4 });
    expect((await review(m.documents.COMPANY_REGISTRATION, { status: 'APPROVED' })).json.verificationStatus).toBe('ACTION_REQUIRED');

    // The merchant replaces the rejected statement: not reviewable until they finalize again.
    const upload = await uploadTestDocument(t.app, m.token, 'BANK_STATEMENT', { content: tinyPng(), filename: 'statement.png', contentType: 'image/png' });
    expect(upload.statusCode).toBe(201);
    const early = await review(m.documents.BANK_STATEMENT, { status: 'APPROVED' });
    expect(early.status).toBe(409);
    expect(early.json.code).toBe('NOT_UNDER_REVIEW');
    const stillQueued = (await pending()).verifications.find((v: { merchantId: string }) => v.merchantId === m.merchantId);
    expect(stillQueued.pendingDocumentsCount).toBe(3);
    expect(stillQueued.documents.map((d: { documentType: string }) => d.documentType)).not.toContain('BANK_STATEMENT');

    expect((await call(t.app, 'POST', '/api/merchant/verification/finalize', { token: m.token })).status).toBe(200);
    for (const type of ['TAX_CERTIFICATE', 'DIRECTOR_ID', 'PROOF_OF_ADDRESS', 'BANK_STATEMENT'] as const) {
      expect((await review(m.documents[type], { status: 'APPROVED' })).status).toBe(200);
    }
    expect(await merchantRow(m.merchantDbId)).toMatchObject({ verificationStatus: 'APPROVED', status: 'ACTIVE' });
  });

  it('refuses decided, unsubmitted, unknown and malformed requests without changing anything', async () => {
    const m = await submittedMerchant();
    expect((await review(m.documents.DIRECTOR_ID, { status: 'APPROVED' })).status).toBe(200);
    const again = await review(m.documents.DIRECTOR_ID, { status: 'REJECTED' });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('ALREADY_REVIEWED');

    const draft = await signupTestMerchant(t.app);
    const draftDoc = (await uploadTestDocument(t.app, draft.token, 'DIRECTOR_ID')).json().document.id;
    const notYet = await review(draftDoc, { status: 'APPROVED' });
    expect(notYet.status).toBe(409);
    expect(notYet.json.code).toBe('NOT_UNDER_REVIEW');

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1%20or%201=1']) {
      const res = await review(id, { status: 'APPROVED' });
      expect(res.status, id).toBe(404);
      expect(res.json.code).toBe('DOCUMENT_NOT_FOUND');
    }
    const id = m.documents.TAX_CERTIFICATE;
    for (const body of [
      {},
      { status: 'MAYBE' },
      { status: 'approved' },
      { status: 'REJECTED', reviewNotes: 'x'.repeat(1001) },
      { status: 'APPROVED', extra: 1 },
      { status: 'REJECTED', reviewNotes: 7 },
      { status: 'REJECTED', reviewNotes: 'bad\u0000note' },
    ]) {
      const res = await review(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const [doc] = await t.db.select().from(verificationDocuments).where(eq(verificationDocuments.id, id));
    expect(doc!.status).toBe('PENDING');
    expect(await merchantRow(m.merchantDbId)).toMatchObject({ verificationStatus: 'UNDER_REVIEW' });
    expect((await review(id, { status: 'REJECTED', reviewNotes: 'x'.repeat(1000) })).status).toBe(200);
  });

  it('takes one of two simultaneous decisions on a document', async () => {
    const m = await submittedMerchant();
    const results = await Promise.all([review(m.documents.DIRECTOR_ID, { status: 'APPROVED' }), review(m.documents.DIRECTOR_ID, { status: 'REJECTED' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const decisions = await t.db
      .select()
      .from(auditLogs)
      .where(sql`${auditLogs.targetId} = ${m.documents.DIRECTOR_ID} and ${auditLogs.action} like 'verification.document.%'`);
    expect(decisions).toHaveLength(1);
  });
});

describe('GET /api/admin/verifications/documents/:documentId/file', () => {
  it('sends the stored bytes as an attachment with the stored type, nosniff and no-store, and audits the view', async () => {
    const m = await submittedMerchant();
    const id = m.documents.COMPANY_REGISTRATION;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/verifications/documents/${id}/file`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(tinyPdf())).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="company_registration.pdf"; filename*=UTF-8''company_registration.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');

    const inline = await t.app.inject({
      method: 'GET',
      url: `/api/admin/verifications/documents/${id}/file?inline=1`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="company_registration.pdf"/);
    expect(inline.headers['x-content-type-options']).toBe('nosniff');

    const views = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'verification.document.view'), eq(auditLogs.targetId, id)));
    expect(views).toHaveLength(2);
    expect(views[0]!.actorEmail).toBe(admin.email);
  });

  it('keeps a non-ASCII name readable but the header safe, and answers 404 as JSON for unknown ids', async () => {
    const m = await signupTestMerchant(t.app);
    const upload = await uploadTestDocument(t.app, m.token, 'DIRECTOR_ID', {
      content: tinyPdf(),
      filename: 'Pâté passport (1).pdf',
      contentType: 'application/pdf',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/verifications/documents/${upload.json().document.id}/file`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.headers['content-disposition']).toBe(`attachment; filename="P_t_ passport (1).pdf"; filename*=UTF-8''P%C3%A2t%C3%A9%20passport%20%281%29.pdf`);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await call(t.app, 'GET', `/api/admin/verifications/documents/${id}/file`, { token: admin.token });
      expect(missing.status).toBe(404);
      expect(missing.json.code).toBe('DOCUMENT_NOT_FOUND');
    }
    expect((await call(t.app, 'GET', `/api/admin/verifications/documents/${upload.json().document.id}/file?inline=yes`, { token: admin.token })).status).toBe(
      400,
    );
  });
});
