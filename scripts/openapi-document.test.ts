import { describe, expect, it } from 'vitest';
import { PAYMENT_ERROR_CODES } from '@contract/payments';
import { findOperation, type ApiReference } from '@web/features/marketing/api-docs/api-reference';
import { generateApiReference, generateOpenApiDocument } from './openapi-document';

/** The docs pages' data, built from the real server with no database, as the web build does. */
describe('API reference from the server’s OpenAPI document', () => {
  let reference: ApiReference;
  it('builds without a database and resolves every schema reference', async () => {
    const doc = await generateOpenApiDocument('https://docs.example');
    const refs = JSON.stringify(doc).match(/#\/components\/schemas\/[A-Za-z0-9]+/g) ?? [];
    for (const ref of new Set(refs)) expect(doc.components?.schemas?.[ref.split('/').pop()!], ref).toBeDefined();
    reference = await generateApiReference('https://docs.example');
    expect(reference.baseUrl).toBe('https://docs.example');
  }, 30_000);

  it('puts the payment API first, with its body, responses, auth and every error code', () => {
    expect(reference.groups[0]!.tag).toBe('Payments');
    const pay = findOperation(reference, 'POST', '/api/merchant/process-payment')!;
    expect(pay.auth?.scheme).toBe('apiKey');
    expect(pay.body?.placeholder).toBe(false);
    expect(pay.body?.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['amount', 'currency', 'cards', 'cards[].id', 'cards[].rewardRate']));
    expect(pay.body?.fields.find((f) => f.name === 'maxSplits')).toMatchObject({ required: false, constraints: expect.arrayContaining(['≥ 1', '≤ 5', 'default 3']) });
    expect(pay.responses.map((r) => r.status)).toEqual(expect.arrayContaining(['201', '402', '400', '401']));
    expect(pay.responses.find((r) => r.status === '201')?.fields.map((f) => f.name)).toContain('splits[].reward');
    expect(pay.errorCodes.map((e) => e.code)).toEqual(Object.keys(PAYMENT_ERROR_CODES));
    expect(pay.description.some((block) => block.kind === 'paragraph' && block.text.includes('Error codes'))).toBe(false);

    const list = findOperation(reference, 'GET', '/api/merchant/transactions')!;
    expect(list.parameters.map((p) => `${p.location}:${p.name}`)).toEqual(['query:limit', 'query:cursor']);
  });

  it('documents the contact form and leaves staff endpoints out', () => {
    const contact = findOperation(reference, 'POST', '/api/contact')!;
    expect(contact.auth).toBeNull();
    expect(contact.errorCodes.map((e) => e.code)).toContain('PERSONAL_EMAIL_DOMAIN');
    expect(reference.groups.some((g) => g.operations.some((op) => op.path.startsWith('/api/admin')))).toBe(false);
    expect(reference.omitted).toBeGreaterThan(0);
    expect(reference.errorFields.map((f) => f.name)).toEqual(['message', 'code', 'field']);
  });
});
