import { describe, expect, it } from 'vitest';
import { operationId, toApiReference, type OpenApiDocument } from './api-reference';
import { curlCommand, shellQuote } from './curl';
import { inlineCode, parseDescription } from './description-blocks';
import { flattenFields, refResolver, skeletonOf } from './schema-fields';

const doc: OpenApiDocument = {
  info: { title: 'T', version: '9.9.9' },
  servers: [{ url: 'https://api.example' }],
  components: {
    schemas: {
      Thing: {
        type: 'object',
        required: ['name', 'kind', 'items'],
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 10, description: 'Display name' },
          kind: { type: 'string', enum: ['a', 'b'] },
          note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          items: {
            type: 'array',
            items: { type: 'object', required: ['n'], properties: { n: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 } } },
          },
        },
      },
      Error: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } },
    },
  },
  paths: {
    '/api/things/{id}': {
      post: {
        tags: ['Things'],
        summary: 'Make a thing',
        description: 'Makes `a thing`.\n\n- one\n- two\n\nError codes:\n- `BAD`: It was bad.\n- `WORSE`: Worse.',
        security: [{ apiKey: [] }],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', maxLength: 64 } }],
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingInput' } } } },
        responses: {
          '201': { description: 'Default Response', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
          '400': { description: 'Default Response', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        },
      },
    },
    '/api/admin/secret': { get: { tags: ['Admin'], responses: {} } },
    '/api/health': { get: { tags: ['System'], responses: { '200': { description: 'Default Response' } } } },
  },
};
doc.components!.schemas!.ThingInput = doc.components!.schemas!.Thing!;

describe('toApiReference', () => {
  const ref = toApiReference(doc);

  it('groups public operations by tag, known tags first, and counts the staff ones it leaves out', () => {
    expect(ref.groups.map((g) => g.tag)).toEqual(['System', 'Things']);
    expect(ref.omitted).toBe(1);
    expect(ref).toMatchObject({ title: 'T', version: '9.9.9', baseUrl: 'https://api.example' });
  });

  it('describes an operation: text, error codes, auth, parameters, body and responses', () => {
    const op = ref.groups[1]!.operations[0]!;
    expect(op.id).toBe('post-api-things-id');
    expect(op.description).toEqual([
      { kind: 'paragraph', text: 'Makes `a thing`.' },
      { kind: 'list', items: ['one', 'two'] },
    ]);
    expect(op.errorCodes).toEqual([
      { code: 'BAD', meaning: 'It was bad.' },
      { code: 'WORSE', meaning: 'Worse.' },
    ]);
    expect(op.auth?.scheme).toBe('apiKey');
    expect(op.parameters[0]).toMatchObject({ name: 'id', location: 'path', required: true, constraints: ['at most 64 characters'] });
    expect(op.body).toMatchObject({ schema: 'Thing', placeholder: true, example: { name: '...', kind: 'a', items: [{ n: 0 }] } });
    expect(op.responses.map((r) => [r.status, r.meaning, r.schema, r.fields.length])).toEqual([
      ['201', 'Created', 'Thing', 5],
      ['400', 'Bad Request', 'Error', 0],
    ]);
  });
});

describe('schema fields', () => {
  const resolve = refResolver(doc.components!.schemas);
  it('flattens nested arrays, unwraps nullables and hides safe-integer bounds', () => {
    const fields = flattenFields({ $ref: '#/components/schemas/Thing' }, resolve);
    expect(fields.map((f) => [f.name, f.type, f.required, f.constraints.join('; ')])).toEqual([
      ['name', 'string', true, '1-10 characters'],
      ['kind', '"a" | "b"', true, ''],
      ['note', 'string | null', false, ''],
      ['items', 'array of object', true, ''],
      ['items[].n', 'integer', true, ''],
    ]);
  });

  it('refuses a dangling reference instead of rendering nothing', () => {
    expect(() => flattenFields({ $ref: '#/components/schemas/Missing' }, resolve)).toThrow(/does not define/);
    expect(skeletonOf({ type: 'object', required: ['x'], properties: { x: { type: 'string', format: 'email' } } }, resolve)).toEqual({
      x: 'name@company.example',
    });
  });
});

describe('text and curl helpers', () => {
  it('splits inline code and keeps markup as text', () => {
    expect(inlineCode('a `b` <c>')).toEqual([
      { text: 'a ', code: false },
      { text: 'b', code: true },
      { text: ' <c>', code: false },
    ]);
    expect(parseDescription(undefined)).toEqual({ blocks: [], errorCodes: [] });
  });

  it('quotes for a POSIX shell', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    expect(curlCommand({ method: 'POST', url: 'https://x/p', apiKey: 'sk_test_...', body: { a: "o'k" } })).toBe(
      `curl -X POST 'https://x/p' \\\n  -H 'Authorization: Bearer sk_test_...' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\n  "a": "o'\\''k"\n}'`,
    );
    expect(curlCommand({ method: 'GET', url: 'https://x/l?limit=20' })).toBe(`curl 'https://x/l?limit=20'`);
    expect(operationId('GET', '/api/merchant/api-keys/{id}')).toBe('get-api-merchant-api-keys-id');
  });
});
