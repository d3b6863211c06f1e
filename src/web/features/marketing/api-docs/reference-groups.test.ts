import { describe, expect, it } from 'vitest';
import type { ApiOperation, ApiReference } from './api-reference';
import { findGroup, groupPages, groupPath, groupSlug, operationHref } from './reference-groups';

const op = (method: string, path: string, summary: string): ApiOperation => ({
  id: `${method}-${path}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  method,
  path,
  summary,
  description: [],
  auth: null,
  parameters: [],
  body: null,
  responses: [],
  errorCodes: [],
});

const reference = (tags: Record<string, ApiOperation[]>): ApiReference => ({
  title: 'T',
  version: '1.0.0',
  baseUrl: 'https://api.example',
  groups: Object.entries(tags).map(([tag, operations]) => ({ tag, operations })),
  errorFields: [],
  omitted: 0,
});

describe('the API reference’s group pages', () => {
  const capture = op('POST', '/api/merchant/payments/{paymentId}/capture', 'Capture an authorised payment');
  const ref = reference({
    Payments: [op('POST', '/api/merchant/process-payment', 'Split a payment')],
    'Payment lifecycle': [capture],
    'Things and stuff': [
      op('GET', '/api/things', 'List things.'),
      op('POST', '/api/things', 'Add a thing'),
      op('GET', '/api/a', 'A'),
      op('GET', '/api/b', 'B'),
    ],
  });

  it('gives each group an address under /api-docs named after its tag', () => {
    expect(groupSlug('Events and webhooks')).toBe('events-and-webhooks');
    expect(groupSlug(' Merchant  portal! ')).toBe('merchant-portal');
    expect(groupPath('Payment lifecycle')).toBe('/api-docs/payment-lifecycle');
    expect(operationHref(ref, capture)).toBe('/api-docs/payment-lifecycle#post-api-merchant-payments-paymentid-capture');
    expect(() => operationHref(ref, op('GET', '/api/nowhere', 'x'))).toThrow(/in no group/);
    expect(findGroup(ref, 'payment-lifecycle')?.tag).toBe('Payment lifecycle');
    expect(findGroup(ref, 'nope')).toBeUndefined();
    expect(findGroup(ref, undefined)).toBeUndefined();
  });

  it('lists one page per group, in the reference’s order, each with its own title and description', () => {
    const pages = groupPages(ref);
    expect(pages.map((page) => page.path)).toEqual(['/api-docs/payments', '/api-docs/payment-lifecycle', '/api-docs/things-and-stuff']);
    expect(pages[0]!.title).toBe('Payments API reference | SmartSplit');
    expect(new Set(pages.map((page) => page.description)).size).toBe(3);
    // A tag with no written description is described by its first endpoints.
    expect(pages[2]!.description).toBe('The SmartSplit API’s Things and stuff endpoints: List things; Add a thing; A; and more.');
  });

  it('fails rather than hide a group whose tag makes no address or the same address as another', () => {
    expect(() => groupPages(reference({ 'Merchant portal': [], 'merchant portal': [] }))).toThrow(/share the page \/api-docs\/merchant-portal/);
    expect(() => groupPages(reference({ '!!': [] }))).toThrow(/no letters or digits/);
  });
});
