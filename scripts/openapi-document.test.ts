import { describe, expect, it } from 'vitest';
import { allEndpoints } from '@contract/api';
import { errorCodesByStatus, TRANSPORT_ERRORS } from '@contract/endpoint-errors';
import { isErrorCode } from '@contract/error-codes';
import { PAYMENT_ERROR_CODES } from '@contract/payments';
import { findOperation, LIFECYCLE_TAG, type ApiReference, type OpenApiDocument } from '@web/features/marketing/api-docs/api-reference';
import { groupPages } from '@web/features/marketing/api-docs/reference-groups';
import { generateApiReference, generateOpenApiDocument } from './openapi-document';

/** The docs pages' data, built from the real server with no database, as the web build does. */
describe('API reference from the server’s OpenAPI document', () => {
  let reference: ApiReference;
  let doc: OpenApiDocument;
  it('builds without a database and resolves every schema reference', async () => {
    doc = await generateOpenApiDocument('https://docs.example');
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
    expect(pay.body?.fields.find((f) => f.name === 'maxSplits')).toMatchObject({
      required: false,
      constraints: expect.arrayContaining(['≥ 1', '≤ 5', 'default 3']),
    });
    expect(pay.responses.map((r) => r.status)).toEqual(expect.arrayContaining(['201', '402', '400', '401']));
    expect(pay.responses.find((r) => r.status === '201')?.fields.map((f) => f.name)).toContain('splits[].reward');
    expect(pay.errorCodes.map((e) => e.code)).toEqual(Object.keys(PAYMENT_ERROR_CODES));
    expect(pay.description.some((block) => block.kind === 'paragraph' && block.text.includes('Error codes'))).toBe(false);

    const list = findOperation(reference, 'GET', '/api/merchant/transactions')!;
    expect(list.parameters.map((p) => `${p.location}:${p.name}`)).toEqual(['query:limit', 'query:cursor', 'query:status']);
  });

  it('documents the contact form and leaves staff endpoints out', () => {
    const contact = findOperation(reference, 'POST', '/api/contact')!;
    expect(contact.auth).toBeNull();
    expect(contact.errorCodes.map((e) => e.code)).toContain('PERSONAL_EMAIL_DOMAIN');
    expect(reference.groups.some((g) => g.operations.some((op) => op.path.startsWith('/api/admin')))).toBe(false);
    expect(reference.omitted).toBeGreaterThan(0);
    expect(reference.errorFields.map((f) => f.name)).toEqual(['message', 'code', 'field']);
  });

  it('gives every group its own page under /api-docs, with its own title and description', () => {
    const pages = groupPages(reference);
    expect(pages.length).toBe(reference.groups.length);
    expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(['/api-docs/payments', '/api-docs/payment-lifecycle', '/api-docs/merchant-portal']));
    expect(reference.groups.some((group) => group.tag === LIFECYCLE_TAG)).toBe(true);
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
    for (const page of pages) expect(page.description.length, page.path).toBeGreaterThan(40);
  });

  it('lists under each error status of each operation the codes its contract entry declares, all from the code table', () => {
    type Operation = { responses?: Record<string, { content?: Record<string, { schema?: { properties?: { code?: { enum?: string[] } } } }> }> };
    const paths = doc.paths as unknown as Record<string, Record<string, Operation>>;
    let checked = 0;
    for (const { name, endpoint } of allEndpoints()) {
      if (endpoint.hidden) continue;
      const operation = paths[endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[endpoint.method.toLowerCase()];
      expect(operation, name).toBeDefined();
      for (const [status, codes] of errorCodesByStatus(endpoint)) {
        const media = Object.values(operation!.responses?.[String(status)]?.content ?? {});
        expect(media.length, `${name} ${status}`).toBeGreaterThan(0);
        const listed = media[0]!.schema?.properties?.code?.enum;
        expect(listed, `${name} ${status}`).toEqual(codes);
        for (const code of listed ?? []) expect(isErrorCode(code), `${name} ${status} ${code}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(400);
    const pay = paths['/api/merchant/process-payment']!.post!;
    expect(pay.responses?.['422']?.content?.['application/json']?.schema?.properties?.code?.enum).toEqual(['IDEMPOTENCY_KEY_REUSED']);
    expect(pay.responses?.['400']?.content?.['application/json']?.schema?.properties?.code?.enum).toEqual(
      expect.arrayContaining(['AMOUNT_OUT_OF_RANGE', 'CARD_NUMBER_NOT_ACCEPTED', 'INVALID_JSON', 'VALIDATION_ERROR']),
    );
    for (const code of TRANSPORT_ERRORS) expect((doc.info as { description?: string }).description).toContain(code);
  });
});
