import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '@contract/verification';
import { auditLogs, documentBlobs, emailOutbox, merchants, verificationDetails, verificationDocuments } from '@server/db/schema/index';
import { createAdmin } from '@server/modules/staff';
import { decryptField, decryptFile, ref } from '@server/modules/auth';
import {
  multipart,
  signupTestMerchant,
  submitTestVerification,
  tinyJpeg,
  tinyPdf,
  tinyPng,
  uploadTestDocument,
  VALID_GB_DETAILS,
  type MultipartFile,
  type TestMerchant,
} from './support/factories';
import { call } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const BASE = '/api/merchant/verification';
const submit = (token: string, body: unknown) => call(t.app, 'POST', `${BASE}/submit`, { token, body });
const state = (token: string) => call(t.app, 'GET', BASE, { token });
const finalize = (token: string) => call(t.app, 'POST', `${BASE}/finalize`, { token });

async function upload(token: string, documentType: string, file: MultipartFile) {
  const res = await uploadTestDocument(t.app, token, documentType, file);
  return { status: res.statusCode, json: res.json() as any };
}

async function rawUpload(token: string, payload: Buffer | string, headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'POST', url: `${BASE}/documents`, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  return { status: res.statusCode, json: res.json() as any };
}

const pdfFile = (filename = 'doc.pdf'): MultipartFile => ({ content: tinyPdf(), filename, contentType: 'application/pdf' });

async function setVerificationStatus(m: TestMerchant, verificationStatus: 'NOT_STARTED' | 'UNDER_REVIEW' | 'ACTION_REQUIRED' | 'APPROVED') {
  await t.db.update(merchants).set({ verificationStatus }).where(eq(merchants.id, m.merchantDbId));
}

describe('business details', () => {
  it('stores GB details encrypted at rest and answers with masked values only', async () => {
    const m = await signupTestMerchant(t.app);
    const res = await submit(m.token, { ...VALID_GB_DETAILS, bankSortCode: '60 16 13', postcode: 'sw1a1aa' });
    expect(res.status).toBe(200);
    expect(typeof res.json.message).toBe('string');
    expect(res.json.details).toEqual({
      registrationNumber: '12345678',
      taxId: '••••••••789',
      bankAccountNumber: '••••6819',
      bankSortCode: '60-••-••',
      businessAddress: '1 High Street',
      city: 'London',
      postcode: 'SW1A 1AA',
      country: 'GB',
    });
    for (const secret of ['31926819', '601613', '60 16 13', 'GB123456789', '123456789']) expect(res.body).not.toContain(secret);

    const [row] = await t.db.select().from(verificationDetails).where(eq(verificationDetails.merchantId, m.merchantDbId));
    for (const column of [row!.taxIdEnc, row!.bankAccountNumberEnc, row!.bankSortCodeEnc]) expect(column).toMatch(/^v2\.k[0-9a-f]{12}\./);
    const keyring = t.app.ctx.keys.fieldEncryption;
    expect(decryptField(keyring, row!.bankAccountNumberEnc, ref('verification_details.bank_account_number_enc', m.merchantDbId))).toBe('31926819');
    expect(decryptField(keyring, row!.bankSortCodeEnc, ref('verification_details.bank_sort_code_enc', m.merchantDbId))).toBe('601613');
    expect(decryptField(keyring, row!.taxIdEnc, ref('verification_details.tax_id_enc', m.merchantDbId))).toBe('GB123456789');

    // The whole row as text, and every table in the database, hold no plaintext bank details or tax id.
    const wholeRow = await t.db.execute<{ row: string }>(sql`select t::text as row from verification_details t where merchant_id = ${m.merchantDbId}`);
    const tables = await t.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const dump: string[] = [wholeRow.rows[0]!.row];
    for (const { table_name } of tables.rows) {
      if (table_name === 'document_blobs') continue;
      const rows = await t.db.execute<{ row: string }>(sql.raw(`select t::text as row from "${table_name}" t`));
      dump.push(...rows.rows.map((r) => r.row));
    }
    const text = dump.join('\n');
    for (const secret of ['31926819', '601613', '60-16-13', '60 16 13', 'GB123456789']) expect(text).not.toContain(secret);
  });

  it('replaces the details on resubmission, keeping one row', async () => {
    const m = await signupTestMerchant(t.app);
    expect((await submit(m.token, VALID_GB_DETAILS)).status).toBe(200);
    const again = await submit(m.token, { ...VALID_GB_DETAILS, bankAccountNumber: '24681357', city: 'Manchester' });
    expect(again.status).toBe(200);
    expect(again.json.details).toMatchObject({ bankAccountNumber: '••••1357', city: 'Manchester' });
    const rows = await t.db.select().from(verificationDetails).where(eq(verificationDetails.merchantId, m.merchantDbId));
    expect(rows).toHaveLength(1);
    expect(
      decryptField(t.app.ctx.keys.fieldEncryption, rows[0]!.bankAccountNumberEnc, ref('verification_details.bank_account_number_enc', m.merchantDbId)),
    ).toBe('24681357');
    expect((await state(m.token)).json.details).toMatchObject({ bankAccountNumber: '••••1357', city: 'Manchester' });
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, m.merchantId), eq(auditLogs.action, 'merchant.verification.details_submitted')));
    expect(audit).toHaveLength(2);
    for (const a of audit) {
      expect(a.after).not.toContain('24681357');
      expect(a.after).not.toContain('31926819');
    }
  });

  it.each([
    [
      'IE',
      { bankAccountNumber: 'IE29 AIBK 9311 5212 3456 78', bankSortCode: '93-11-52', postcode: 'd02 x285', taxId: 'IE1234567T', registrationNumber: '123456' },
      { bankAccountNumber: '••••5678', bankSortCode: '93-••-••', postcode: 'D02 X285' },
    ],
    [
      'IE',
      { bankAccountNumber: '12345678', bankSortCode: '931152', postcode: 'D02X285', taxId: '1234567TW', registrationNumber: '654321' },
      { bankAccountNumber: '••••5678' },
    ],
    [
      'US',
      { bankAccountNumber: '000123456789', bankSortCode: '021000021', postcode: '10001-1234', taxId: '12-3456789', registrationNumber: 'C1234567' },
      { bankSortCode: '02•••••••', postcode: '10001-1234' },
    ],
    [
      'CA',
      { bankAccountNumber: '1234567', bankSortCode: '12345-678', postcode: 'k1a 0b1', taxId: '123456789RT0001', registrationNumber: '1234567' },
      { bankSortCode: '12••••••', postcode: 'K1A 0B1', taxId: '••••••••••••001' },
    ],
    [
      'GB',
      { bankSortCode: '12-34-56', postcode: 'EH1 1YZ', registrationNumber: 'SC123456', taxId: '1234567890' },
      { bankSortCode: '12-••-••', postcode: 'EH1 1YZ', registrationNumber: 'SC123456' },
    ],
  ])('accepts valid %s details', async (country, fields, expected) => {
    const m = await signupTestMerchant(t.app);
    const res = await submit(m.token, { ...VALID_GB_DETAILS, ...fields, country });
    expect(res.status).toBe(200);
    expect(res.json.details).toMatchObject({ country, ...expected });
  });

  let shared: TestMerchant;
  beforeAll(async () => {
    shared = await signupTestMerchant(t.app);
  });

  it.each([
    ['GB', 'bankSortCode', '12-34-5', /sort code/],
    ['GB', 'bankSortCode', '12/34/56', /sort code/],
    ['GB', 'bankAccountNumber', '1234567', /8-digit/],
    ['GB', 'postcode', '90210', /UK postcode/],
    ['GB', 'registrationNumber', 'AB', /registration number/],
    ['GB', 'taxId', 'not-a-vat', /VAT/],
    ['IE', 'bankAccountNumber', 'IE00 AIBK 9311 5212 3456 78', /check digits/],
    ['IE', 'postcode', 'SW1A 1AA', /Eircode/],
    ['US', 'bankSortCode', '123456789', /check digit/],
    ['US', 'bankAccountNumber', '12', /4 to 17/],
    ['US', 'postcode', '1000', /ZIP/],
    ['CA', 'postcode', '12345', /postal code/],
    ['CA', 'bankSortCode', '601613', /transit/],
  ])('refuses %s %s = %s with 400 naming the field', async (country, field, value, message) => {
    const valid: Record<string, Record<string, string>> = {
      GB: {},
      IE: { bankAccountNumber: '12345678', bankSortCode: '931152', postcode: 'D02 X285', taxId: 'IE1234567T' },
      US: { bankAccountNumber: '000123456789', bankSortCode: '021000021', postcode: '10001', taxId: '12-3456789' },
      CA: { bankAccountNumber: '1234567', bankSortCode: '12345-678', postcode: 'K1A 0B1', taxId: '123456789' },
    };
    const res = await submit(shared.token, { ...VALID_GB_DETAILS, ...valid[country], country, [field]: value });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(res.json.message.startsWith(`${field}: `)).toBe(true);
    expect(res.json.message).toMatch(message);
  });

  it('refuses a missing field, an unknown field, a wrong type and an unsupported country', async () => {
    for (const field of Object.keys(VALID_GB_DETAILS)) {
      const body: Record<string, unknown> = { ...VALID_GB_DETAILS };
      delete body[field];
      const res = await submit(shared.token, body);
      expect(res.status).toBe(400);
      expect(res.json.field).toBe(field);
    }
    expect((await submit(shared.token, { ...VALID_GB_DETAILS, iban: 'x' })).json).toMatchObject({ field: 'iban' });
    expect((await submit(shared.token, { ...VALID_GB_DETAILS, bankAccountNumber: 31926819 })).json).toMatchObject({ field: 'bankAccountNumber' });
    expect((await submit(shared.token, { ...VALID_GB_DETAILS, city: '   ' })).json).toMatchObject({ field: 'city' });
    expect((await submit(shared.token, { ...VALID_GB_DETAILS, businessAddress: 'x'.repeat(301) })).json).toMatchObject({ field: 'businessAddress' });
    const fr = await submit(shared.token, { ...VALID_GB_DETAILS, country: 'FR' });
    expect(fr.json).toMatchObject({ field: 'country', message: 'country: Country must be one of GB, IE, US, CA' });
    expect((await submit(shared.token, [VALID_GB_DETAILS])).status).toBe(400);
    const rows = await t.db.select().from(verificationDetails).where(eq(verificationDetails.merchantId, shared.merchantDbId));
    expect(rows).toHaveLength(0);
  });
});

describe('document upload', () => {
  it.each([
    ['PDF', 'COMPANY_REGISTRATION', { content: tinyPdf(), filename: 'Certificate of Incorporation.pdf', contentType: 'application/pdf' }, 'application/pdf'],
    ['PNG', 'DIRECTOR_ID', { content: tinyPng(), filename: 'passport.png', contentType: 'image/png' }, 'image/png'],
    ['JPEG', 'PROOF_OF_ADDRESS', { content: tinyJpeg(), filename: 'bill.JPEG', contentType: 'image/jpeg' }, 'image/jpeg'],
    ['JPEG sent as octet-stream', 'BANK_STATEMENT', { content: tinyJpeg(), filename: 'statement.jpg', contentType: 'application/octet-stream' }, 'image/jpeg'],
  ])('stores a %s and answers 201 with the document', async (_label, documentType, file, mimeType) => {
    const m = await signupTestMerchant(t.app);
    const res = await upload(m.token, documentType, file);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      document: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), documentType, fileName: file.filename, status: 'PENDING', uploadedAt: expect.any(String) },
      message: `${file.filename} uploaded successfully`,
    });
    expect(Number.isNaN(Date.parse(res.json.document.uploadedAt))).toBe(false);
    const [doc] = await t.db.select().from(verificationDocuments).where(eq(verificationDocuments.id, res.json.document.id));
    expect(doc).toMatchObject({
      merchantId: m.merchantDbId,
      documentType,
      mimeType,
      sizeBytes: file.content.length,
      sha256: createHash('sha256').update(file.content).digest('hex'),
    });
    const [blob] = await t.db.select().from(documentBlobs).where(eq(documentBlobs.documentId, doc!.id));
    // Stored encrypted for this row: never the plain bytes, and they decrypt back exactly.
    expect(blob!.content.includes(file.content.subarray(0, 16))).toBe(false);
    expect(Buffer.compare(decryptFile(t.app.ctx.keys.fieldEncryption, blob!.content, ref('document_blobs.content', doc!.id)), file.content)).toBe(0);
  });

  it('reads documentType whether it comes before or after the file', async () => {
    const m = await signupTestMerchant(t.app);
    const { payload, headers } = multipart({}, pdfFile('late.pdf'));
    const boundary = headers['content-type']!.split('boundary=')[1]!;
    const withTrailingField = Buffer.concat([
      payload.subarray(0, payload.length - `--${boundary}--\r\n`.length),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nTAX_CERTIFICATE\r\n--${boundary}--\r\n`),
    ]);
    const res = await rawUpload(m.token, withTrailingField, headers);
    expect(res.status).toBe(201);
    expect(res.json.document.documentType).toBe('TAX_CERTIFICATE');
  });

  it.each([
    [
      'an EXE renamed to .pdf',
      { content: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00', 'latin1'), Buffer.alloc(200)]), filename: 'invoice.pdf', contentType: 'application/pdf' },
      /PDF, JPEG and PNG/,
    ],
    ['PNG bytes named .pdf', { content: tinyPng(), filename: 'statement.pdf', contentType: 'application/pdf' }, /ends in \.pdf but the file is a PNG image/],
    ['PNG bytes named .pdf sent as octet-stream', { content: tinyPng(), filename: 'statement.pdf', contentType: 'application/octet-stream' }, /PNG image/],
    ['JPEG bytes sent as image/png', { content: tinyJpeg(), filename: 'photo.jpg', contentType: 'image/png' }, /sent as image\/png but it is a JPEG image/],
    ['a PDF named .exe', { content: tinyPdf(), filename: 'setup.exe', contentType: 'application/pdf' }, /must end in/],
    ['a PDF with no extension', { content: tinyPdf(), filename: 'scan', contentType: 'application/pdf' }, /must end in/],
    [
      'an HTML page named .pdf',
      { content: Buffer.from('<html><script>alert(1)</script></html>'), filename: 'x.pdf', contentType: 'application/pdf' },
      /PDF, JPEG and PNG/,
    ],
    [
      'an SVG named .png',
      { content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), filename: 'logo.png', contentType: 'image/png' },
      /PDF, JPEG and PNG/,
    ],
  ])('refuses %s with 415 UNSUPPORTED_FILE_TYPE', async (_label, file, message) => {
    const m = await signupTestMerchant(t.app);
    const res = await upload(m.token, 'DIRECTOR_ID', file);
    expect(res.status).toBe(415);
    expect(res.json.code).toBe('UNSUPPORTED_FILE_TYPE');
    expect(res.json.message).toMatch(message);
    expect(await t.db.select().from(verificationDocuments).where(eq(verificationDocuments.merchantId, m.merchantDbId))).toHaveLength(0);
  });

  it('refuses an 11 MB file with 413 and a clear message, and accepts exactly 10 MB', async () => {
    const m = await signupTestMerchant(t.app);
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(11 * 1024 * 1024)]);
    const res = await upload(m.token, 'BANK_STATEMENT', { content: big, filename: 'big.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'File is larger than 10 MB' });
    expect(await t.db.select().from(verificationDocuments).where(eq(verificationDocuments.merchantId, m.merchantDbId))).toHaveLength(0);

    const exact = Buffer.concat([tinyPdf(), Buffer.alloc(10 * 1024 * 1024 - tinyPdf().length)]);
    const ok = await upload(m.token, 'BANK_STATEMENT', { content: exact, filename: 'exact.pdf', contentType: 'application/pdf' });
    expect(ok.status).toBe(201);
  });

  it('refuses an empty file with 400', async () => {
    const m = await signupTestMerchant(t.app);
    const res = await upload(m.token, 'DIRECTOR_ID', { content: Buffer.alloc(0), filename: 'empty.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ field: 'file', message: 'The file is empty' });
  });

  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\windows\\system32\\evil.pdf', 'evil.pdf'],
    ['in\u0001voice\u202Efdp.pdf', 'invoicefdp.pdf'],
    ['../../', 'document.pdf'],
    [`${'n'.repeat(400)}.pdf`, `${'n'.repeat(116)}.pdf`],
  ])('stores the file name %j harmlessly as %j', async (filename, stored) => {
    const m = await signupTestMerchant(t.app);
    const res = await upload(m.token, 'PROOF_OF_ADDRESS', pdfFile(filename));
    expect(res.status).toBe(201);
    expect(res.json.document.fileName).toBe(stored);
    expect(res.json.message).toBe(`${stored} uploaded successfully`);
    const [doc] = await t.db.select().from(verificationDocuments).where(eq(verificationDocuments.id, res.json.document.id));
    expect(doc!.fileName).toBe(stored);
  });

  it('replaces a document of the same type: one row, new bytes, review reset', async () => {
    const m = await signupTestMerchant(t.app);
    const first = await upload(m.token, 'BANK_STATEMENT', pdfFile('march.pdf'));
    await t.db
      .update(verificationDocuments)
      .set({ status: 'REJECTED', reviewNotes: 'Document unclear or incomplete', reviewedAt: new Date() })
      .where(eq(verificationDocuments.id, first.json.document.id));
    const second = await upload(m.token, 'BANK_STATEMENT', { content: tinyPng(), filename: 'april.png', contentType: 'image/png' });
    expect(second.status).toBe(201);
    const rows = await t.db.select().from(verificationDocuments).where(eq(verificationDocuments.merchantId, m.merchantDbId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fileName: 'april.png', mimeType: 'image/png', status: 'PENDING', reviewNotes: null, reviewedAt: null });
    const blobs = await t.db.select().from(documentBlobs).where(eq(documentBlobs.documentId, rows[0]!.id));
    expect(blobs).toHaveLength(1);
    expect(Buffer.compare(decryptFile(t.app.ctx.keys.fieldEncryption, blobs[0]!.content, ref('document_blobs.content', rows[0]!.id)), tinyPng())).toBe(0);
  });

  it('names documentType or file when either is missing or wrong', async () => {
    const m = await signupTestMerchant(t.app);
    const noType = await rawUpload(m.token, ...(Object.values(multipart({}, pdfFile())) as [Buffer, Record<string, string>]));
    expect(noType).toMatchObject({ status: 400, json: { field: 'documentType', message: 'documentType is required' } });
    const badType = await upload(m.token, 'PASSPORT', pdfFile());
    expect(badType).toMatchObject({ status: 400, json: { field: 'documentType' } });
    expect(badType.json.message).toMatch(/must be one of COMPANY_REGISTRATION/);
    const noFile = multipart({ documentType: 'DIRECTOR_ID' });
    expect(await rawUpload(m.token, noFile.payload, noFile.headers)).toMatchObject({ status: 400, json: { field: 'file' } });
    const wrongField = await upload(m.token, 'DIRECTOR_ID', { ...pdfFile(), field: 'document' });
    expect(wrongField).toMatchObject({ status: 400, json: { field: 'file' } });
    const extraField = multipart({ documentType: 'DIRECTOR_ID', merchantId: 'mch_someoneelse00000' }, pdfFile());
    expect(await rawUpload(m.token, extraField.payload, extraField.headers)).toMatchObject({ status: 400, json: { field: 'merchantId' } });
  });

  it('refuses two files in one request and bodies that are not multipart, never with 500', async () => {
    const m = await signupTestMerchant(t.app);
    const one = multipart({ documentType: 'DIRECTOR_ID' }, pdfFile('a.pdf'));
    const boundary = one.headers['content-type']!.split('boundary=')[1]!;
    const twoFiles = Buffer.concat([
      one.payload.subarray(0, one.payload.length - `--${boundary}--\r\n`.length),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      tinyPdf(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    expect((await rawUpload(m.token, twoFiles, one.headers)).status).toBe(400);

    const json = await call(t.app, 'POST', `${BASE}/documents`, { token: m.token, body: { documentType: 'DIRECTOR_ID', file: 'JVBERi0=' } });
    expect(json.status).toBe(415);
    expect(json.json.message).toMatch(/multipart\/form-data/);
    expect((await rawUpload(m.token, 'hello', { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await rawUpload(m.token, tinyPdf(), { 'content-type': 'application/pdf' })).status).toBe(415);
    expect((await call(t.app, 'POST', `${BASE}/documents`, { token: m.token })).status).toBe(415);
    // A multipart header with a body that is not multipart at all.
    const garbage = await rawUpload(m.token, 'not really multipart', { 'content-type': 'multipart/form-data; boundary=xyz' });
    expect(garbage.status).toBe(400);
    const noBoundary = await rawUpload(m.token, 'x', { 'content-type': 'multipart/form-data' });
    expect(noBoundary).toMatchObject({ status: 400, json: { code: 'MALFORMED_MULTIPART' } });
    // A file part cut off before its closing boundary.
    const cut = multipart({ documentType: 'DIRECTOR_ID' }, pdfFile());
    const truncated = await rawUpload(m.token, cut.payload.subarray(0, cut.payload.length - 30), cut.headers);
    expect(truncated).toMatchObject({ status: 400, json: { code: 'MALFORMED_MULTIPART' } });
    const proto = multipart({ documentType: 'DIRECTOR_ID' }, { ...pdfFile(), field: '__proto__' });
    expect((await rawUpload(m.token, proto.payload, proto.headers)).status).toBe(400);
    expect(await t.db.select().from(verificationDocuments).where(eq(verificationDocuments.merchantId, m.merchantDbId))).toHaveLength(0);
  });
});

describe('finalize', () => {
  it('names everything that is missing', async () => {
    const m = await signupTestMerchant(t.app);
    const empty = await finalize(m.token);
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({
      code: 'VERIFICATION_INCOMPLETE',
      message: 'Verification is incomplete. Missing: business details, COMPANY REGISTRATION, TAX CERTIFICATE, BANK STATEMENT, DIRECTOR ID, PROOF OF ADDRESS',
    });
    await submit(m.token, VALID_GB_DETAILS);
    for (const type of ['COMPANY_REGISTRATION', 'TAX_CERTIFICATE', 'BANK_STATEMENT']) expect((await upload(m.token, type, pdfFile())).status).toBe(201);
    const partial = await finalize(m.token);
    expect(partial.json.message).toBe('Verification is incomplete. Missing: DIRECTOR ID, PROOF OF ADDRESS');
    const [row] = await t.db.select().from(merchants).where(eq(merchants.id, m.merchantDbId));
    expect(row!.verificationStatus).toBe('NOT_STARTED');
  });

  it('puts a complete submission UNDER_REVIEW, queues the email and then locks details and documents', async () => {
    const m = await signupTestMerchant(t.app);
    await submit(m.token, VALID_GB_DETAILS);
    for (const type of DOCUMENT_TYPES) await upload(m.token, type, pdfFile());
    const res = await finalize(m.token);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'Documents submitted successfully. They will be reviewed within 24-48 hours.', verificationStatus: 'UNDER_REVIEW' });
    const [row] = await t.db.select().from(merchants).where(eq(merchants.id, m.merchantDbId));
    expect(row!.verificationStatus).toBe('UNDER_REVIEW');
    expect(row!.verificationSubmittedAt).toBeInstanceOf(Date);
    const emails = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, m.email), eq(emailOutbox.kind, 'merchant.verification-submitted')));
    expect(emails).toHaveLength(1);
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, m.merchantId), eq(auditLogs.action, 'merchant.verification.submitted')));
    expect(audit).toHaveLength(1);
    expect((await state(m.token)).json.verificationStatus).toBe('UNDER_REVIEW');

    const again = await finalize(m.token);
    expect(again.status).toBe(409);
    const details = await submit(m.token, VALID_GB_DETAILS);
    expect(details).toMatchObject({ status: 409, json: { code: 'VERIFICATION_LOCKED' } });
    const doc = await upload(m.token, 'DIRECTOR_ID', pdfFile('new.pdf'));
    expect(doc).toMatchObject({ status: 409, json: { code: 'VERIFICATION_LOCKED' } });
    const stored = await t.db.select().from(verificationDocuments).where(eq(verificationDocuments.merchantId, m.merchantDbId));
    expect(stored.map((d) => d.fileName)).not.toContain('new.pdf');
  });

  it('refuses every change once APPROVED with 409', async () => {
    const m = await signupTestMerchant(t.app);
    await submitTestVerification(t.app, m.token);
    await setVerificationStatus(m, 'APPROVED');
    expect((await submit(m.token, VALID_GB_DETAILS)).json.code).toBe('ALREADY_VERIFIED');
    expect((await upload(m.token, 'DIRECTOR_ID', pdfFile())).json.code).toBe('ALREADY_VERIFIED');
    const res = await finalize(m.token);
    expect(res).toMatchObject({ status: 409, json: { code: 'ALREADY_VERIFIED' } });
  });

  it('after ACTION_REQUIRED, shows the notes and resubmits only once every rejected document is replaced', async () => {
    const m = await signupTestMerchant(t.app);
    const { documents } = await submitTestVerification(t.app, m.token);
    // What an admin rejection does to the data.
    await setVerificationStatus(m, 'ACTION_REQUIRED');
    await t.db
      .update(verificationDocuments)
      .set({ status: 'REJECTED', reviewNotes: 'Document unclear or incomplete' })
      .where(eq(verificationDocuments.id, documents.BANK_STATEMENT!));
    await t.db.update(verificationDocuments).set({ status: 'APPROVED' }).where(eq(verificationDocuments.id, documents.DIRECTOR_ID!));

    const view = await state(m.token);
    expect(view.json.verificationStatus).toBe('ACTION_REQUIRED');
    expect(view.json.documents.find((d: any) => d.documentType === 'BANK_STATEMENT')).toMatchObject({
      status: 'REJECTED',
      reviewNotes: 'Document unclear or incomplete',
    });

    const blocked = await finalize(m.token);
    expect(blocked).toMatchObject({ status: 400, json: { code: 'VERIFICATION_INCOMPLETE' } });
    expect(blocked.json.message).toBe('Replace the rejected documents before resubmitting: BANK STATEMENT');

    expect((await upload(m.token, 'BANK_STATEMENT', pdfFile('clear-statement.pdf'))).status).toBe(201);
    const ok = await finalize(m.token);
    expect(ok.status).toBe(200);
    const after = await state(m.token);
    expect(after.json.verificationStatus).toBe('UNDER_REVIEW');
    expect(after.json.documents.find((d: any) => d.documentType === 'BANK_STATEMENT')).toMatchObject({
      status: 'PENDING',
      reviewNotes: null,
      fileName: 'clear-statement.pdf',
    });
    expect(after.json.documents.find((d: any) => d.documentType === 'DIRECTOR_ID').status).toBe('APPROVED');
  });
});

describe('GET /verification', () => {
  it('starts empty and lists documents in slot order with the documented fields', async () => {
    const m = await signupTestMerchant(t.app);
    expect((await state(m.token)).json).toEqual({ verificationStatus: 'NOT_STARTED', details: null, documents: [] });
    await upload(m.token, 'PROOF_OF_ADDRESS', pdfFile('address.pdf'));
    await upload(m.token, 'COMPANY_REGISTRATION', pdfFile('company.pdf'));
    const res = await state(m.token);
    expect(res.json.documents.map((d: any) => d.documentType)).toEqual(['COMPANY_REGISTRATION', 'PROOF_OF_ADDRESS']);
    for (const d of res.json.documents) expect(Object.keys(d).sort()).toEqual(['documentType', 'fileName', 'id', 'reviewNotes', 'status', 'uploadedAt']);
  });
});

describe('isolation between merchants', () => {
  it("lets merchant A neither see nor change anything of merchant B's", async () => {
    const a = await signupTestMerchant(t.app);
    const b = await signupTestMerchant(t.app);
    await submit(b.token, { ...VALID_GB_DETAILS, bankAccountNumber: '87654321', city: 'Bristol' });
    const bDoc = await upload(b.token, 'DIRECTOR_ID', { content: tinyPng(), filename: 'b-passport.png', contentType: 'image/png' });
    const [bBefore] = await t.db.select().from(verificationDocuments).where(eq(verificationDocuments.id, bDoc.json.document.id));

    // A works on its own verification with the same document type.
    await submit(a.token, VALID_GB_DETAILS);
    await upload(a.token, 'DIRECTOR_ID', pdfFile('a-passport.pdf'));
    for (const type of DOCUMENT_TYPES) await upload(a.token, type, pdfFile(`a-${type}.pdf`));
    expect((await finalize(a.token)).status).toBe(200);

    const aView = await state(a.token);
    const bView = await state(b.token);
    expect(aView.json.documents).toHaveLength(5);
    expect(aView.json.documents.map((d: any) => d.id)).not.toContain(bDoc.json.document.id);
    expect(aView.body).not.toContain('b-passport.png');
    expect(aView.json.details.city).toBe('London');
    expect(bView.json).toMatchObject({ verificationStatus: 'NOT_STARTED', details: { city: 'Bristol', bankAccountNumber: '••••4321' } });
    expect(bView.json.documents).toEqual([expect.objectContaining({ id: bDoc.json.document.id, fileName: 'b-passport.png' })]);

    const [bAfter] = await t.db.select().from(verificationDocuments).where(eq(verificationDocuments.id, bDoc.json.document.id));
    expect(bAfter).toEqual(bBefore);
    const [bDetails] = await t.db.select().from(verificationDetails).where(eq(verificationDetails.merchantId, b.merchantDbId));
    expect(
      decryptField(t.app.ctx.keys.fieldEncryption, bDetails!.bankAccountNumberEnc, ref('verification_details.bank_account_number_enc', b.merchantDbId)),
    ).toBe('87654321');
  });

  it('offers no way for a merchant to fetch document bytes, by id or otherwise', async () => {
    const m = await signupTestMerchant(t.app);
    const doc = await upload(m.token, 'DIRECTOR_ID', pdfFile('secret.pdf'));
    for (const url of [`${BASE}/documents/${doc.json.document.id}`, `${BASE}/documents/${doc.json.document.id}/download`, `${BASE}/documents`]) {
      const res = await call(t.app, 'GET', url, { token: m.token });
      expect(res.status).toBe(404);
      expect(res.body).not.toContain('%PDF');
    }
    expect((await state(m.token)).body).not.toContain('%PDF');
  });

  it('guards every verification call: no token, an API key, an admin token or a forged token get 401/403', async () => {
    const m = await signupTestMerchant(t.app);
    await createAdmin(t.db, { email: 'reviewer@smartsplit.test', password: 'Reviewer-Pass-1' });
    const admin = await call(t.app, 'POST', '/api/admin/auth/login', { body: { email: 'reviewer@smartsplit.test', password: 'Reviewer-Pass-1' } });
    const forged = m.token.slice(0, -4) + (m.token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const calls = [
      (token?: string) => call(t.app, 'GET', BASE, { token }),
      (token?: string) => call(t.app, 'POST', `${BASE}/submit`, { token, body: VALID_GB_DETAILS }),
      (token?: string) => call(t.app, 'POST', `${BASE}/finalize`, { token }),
      async (token?: string) => {
        const { payload, headers } = multipart({ documentType: 'DIRECTOR_ID' }, pdfFile());
        const res = await t.app.inject({
          method: 'POST',
          url: `${BASE}/documents`,
          payload,
          headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        });
        return { status: res.statusCode };
      },
    ];
    for (const make of calls) {
      expect((await make()).status).toBe(401);
      expect((await make(m.testApiKey.secret)).status).toBe(401);
      expect((await make(forged)).status).toBe(401);
      expect((await make(admin.json.token)).status).toBe(403);
    }
    expect(await t.db.select().from(verificationDocuments).where(eq(verificationDocuments.merchantId, m.merchantDbId))).toHaveLength(0);
    expect(await t.db.select().from(verificationDetails).where(eq(verificationDetails.merchantId, m.merchantDbId))).toHaveLength(0);
  });
});
