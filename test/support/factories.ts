import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_TYPES } from '@contract/verification';
import { merchants } from '@server/db/schema/index';

/**
 * Builders for tests that need a merchant: they go through the real API, so a
 * factory-made merchant is exactly what a real sign-up produces.
 */

export const TEST_MERCHANT_PASSWORD = 'Merchant-Pass-123';

export const VALID_GB_DETAILS = {
  registrationNumber: '12345678',
  taxId: 'GB123456789',
  bankAccountNumber: '31926819',
  bankSortCode: '60-16-13',
  businessAddress: '1 High Street',
  city: 'London',
  postcode: 'SW1A 1AA',
  country: 'GB',
} as const;

/** A random private address per call, so tests do not share sign-up or login rate limits by accident. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function uniqueEmail(tag = 'merchant'): string {
  return `${tag}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}@example.test`;
}

export function signupBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    companyName: 'Acme Trading Ltd',
    contactEmail: uniqueEmail(),
    contactPhone: '+44 20 7946 0958',
    businessType: 'LIMITED_COMPANY',
    industry: 'RETAIL',
    website: 'https://acme.example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    password: TEST_MERCHANT_PASSWORD,
    ...overrides,
  };
}

export interface TestMerchant {
  token: string;
  merchantId: string;
  merchantDbId: string;
  userId: string;
  email: string;
  password: string;
  testApiKey: { id: string; prefix: string; secret: string };
}

/** Signs up a fresh merchant (unique email each call) and returns its credentials. */
export async function signupTestMerchant(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<TestMerchant> {
  const body = signupBody(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/merchant/signup', payload: body, remoteAddress: randomIp() });
  if (res.statusCode !== 201) throw new Error(`signupTestMerchant: expected 201, got ${res.statusCode} ${res.body}`);
  const json = res.json();
  const [row] = await app.ctx.database.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.merchantId, json.merchant.merchantId)).limit(1);
  return {
    token: json.token,
    merchantId: json.merchant.merchantId,
    merchantDbId: row!.id,
    userId: json.user.id,
    email: json.user.email,
    password: String(body.password),
    testApiKey: json.testApiKey,
  };
}

export function tinyPdf(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
}

export function tinyPng(): Buffer {
  // The 8-byte signature followed by the start of an IHDR chunk.
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
  ]);
}

export function tinyJpeg(): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('00104a46494600010100000100010000ffd9', 'hex')]);
}

export interface MultipartFile {
  content: Buffer;
  filename: string;
  contentType?: string;
  /** Field name; `file` unless a test wants another. */
  field?: string;
}

/** A hand-built multipart/form-data body for `app.inject`: text fields first, then the file (if any). */
export function multipart(fields: Record<string, string>, file?: MultipartFile): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----smartsplit-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs one document through the real upload route. */
export async function uploadTestDocument(
  app: FastifyInstance,
  token: string,
  documentType: string,
  file: MultipartFile = { content: tinyPdf(), filename: `${documentType.toLowerCase()}.pdf`, contentType: 'application/pdf' },
) {
  const { payload, headers } = multipart({ documentType }, file);
  return app.inject({ method: 'POST', url: '/api/merchant/verification/documents', payload, headers: { ...headers, authorization: `Bearer ${token}` } });
}

/**
 * Valid GB details, five tiny PDFs, then finalize: leaves the merchant UNDER_REVIEW.
 * Returns the uploaded documents' ids by type (for admin review tests).
 */
export async function submitTestVerification(app: FastifyInstance, token: string): Promise<{ documents: Record<string, string> }> {
  const auth = { authorization: `Bearer ${token}` };
  const details = await app.inject({ method: 'POST', url: '/api/merchant/verification/submit', payload: VALID_GB_DETAILS, headers: auth });
  if (details.statusCode !== 200) throw new Error(`submitTestVerification: details got ${details.statusCode} ${details.body}`);
  const documents: Record<string, string> = {};
  for (const type of DOCUMENT_TYPES) {
    const res = await uploadTestDocument(app, token, type);
    if (res.statusCode !== 201) throw new Error(`submitTestVerification: ${type} upload got ${res.statusCode} ${res.body}`);
    documents[type] = res.json().document.id;
  }
  const finalize = await app.inject({ method: 'POST', url: '/api/merchant/verification/finalize', headers: auth });
  if (finalize.statusCode !== 200) throw new Error(`submitTestVerification: finalize got ${finalize.statusCode} ${finalize.body}`);
  return { documents };
}
