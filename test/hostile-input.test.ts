import { randomBytes, randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allEndpoints } from '@contract/api';
import type { EndpointDefinition } from '@contract/endpoint';
import { ADMIN_PASSWORD, adminSession, type AdminSession } from './support/admin-fixtures';
import { multipart, randomIp, signupBody, signupTestMerchant, tinyPdf, VALID_GB_DETAILS, type TestMerchant } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Hostile input against every endpoint of the contract, generated from allEndpoints(): for each
 * string field of its path parameters, query and JSON body (found by walking the zod schemas),
 * a NUL, a lone surrogate, 100,000 characters and values of the wrong type; plus whole bodies of
 * the wrong type, unsafe object keys, an undeclared query parameter, and the same without
 * credentials. One app and one database for the whole file; requests go through app.inject.
 *
 * What each answer must be:
 * - never a 5xx, and every 4xx is `{ message, code }` (an endpoint that produces an HTML page
 *   may answer its own 4xx page instead);
 * - NUL or a lone surrogate in any string, or in an object key: 400 VALIDATION_ERROR naming the
 *   field, because the registrar checks every part before the schema and the handler. The test
 *   sends valid credentials, so nothing refuses earlier; without credentials the guard does, with
 *   401, before anything is read;
 * - a lone surrogate cannot be written in a URL (UTF-8 has no form for it): sent as its CESU-8
 *   bytes %ED%A0%80, the router refuses it in a path (400 BAD_REQUEST) and the query parser keeps
 *   the escape as literal text, which is safe, so a query only has to be answered without a 5xx;
 * - anything else: if the contract's schema refuses the request, 400 VALIDATION_ERROR (413 when
 *   the body is over the endpoint's limit, 414 when a path parameter is over the router's limit);
 *   if it accepts it, any answer but a 5xx.
 */

let t: TestApp;
let admin: AdminSession;
let merchant: TestMerchant;
/** A second merchant for the admin status change, so the first keeps its session and API key. */
let other: TestMerchant;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, 'hostile');
  merchant = await signupTestMerchant(t.app);
  other = await signupTestMerchant(t.app);
});
afterAll(async () => t?.close());

// ---------------------------------------------------------------------------------------------
// Walking the contract's zod schemas

type Path = (string | number)[];

interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
  values?: unknown[];
  entries?: Record<string, string | number>;
}

const defOf = (schema: z.ZodType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The path of every field a request can send as a string: strings, enums, string literals; array items as index 0. */
function stringPaths(schema: z.ZodType, path: Path = [], depth = 0): Path[] {
  if (depth > 12) return [];
  const def = defOf(schema);
  const next = (s: z.ZodType, p: Path = path) => stringPaths(s, p, depth + 1);
  if (def.type === 'string' || def.type === 'enum' || def.type === 'template_literal') return [path];
  if (def.type === 'literal') return def.values!.some((v) => typeof v === 'string') ? [path] : [];
  if (def.type === 'object') return Object.entries(def.shape!).flatMap(([key, field]) => next(field, [...path, key]));
  if (def.type === 'array') return next(def.element!, [...path, 0]);
  if (WRAPPERS.has(def.type)) return next(def.innerType!);
  if (def.type === 'lazy') return next(def.getter!());
  if (def.type === 'pipe') {
    const input = next(def.in!);
    // A transform has no input type of its own; what it feeds tells what it takes.
    return input.length > 0 || defOf(def.in!).type !== 'transform' ? input : next(def.out!);
  }
  if (def.type === 'union' || def.type === 'intersection') {
    const all = def.type === 'union' ? def.options!.flatMap((o) => next(o)) : [...next(def.left!), ...next(def.right!)];
    return [...new Map(all.map((p) => [p.join('.'), p])).values()];
  }
  return [];
}

/** Top-level keys of an object schema (query and path parameters are flat). */
function objectKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape!);
  if (WRAPPERS.has(def.type)) return objectKeys(def.innerType);
  if (def.type === 'pipe') return objectKeys(def.in);
  return [];
}

const STRING_CANDIDATES = [
  'hostile',
  'hostile@example.test',
  'https://example.test',
  randomUUID(),
  '123456',
  '4242',
  'GB',
  'general',
  'Hostile-Pass-123',
  '12345678',
  '2026-01-01',
];

/** A best-effort valid value for a schema, for endpoints the test has no example body for. */
function sample(schema: z.ZodType, depth = 0): unknown {
  if (depth > 12) return undefined;
  const def = defOf(schema);
  const accepts = (value: unknown) => schema.safeParse(value).success;
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return STRING_CANDIDATES.find(accepts) ?? 'hostile';
    case 'enum':
      return Object.values(def.entries!)[0];
    case 'literal':
      return def.values![0];
    case 'number':
      return [1, 100, 1000, 0.01].find(accepts) ?? 1;
    case 'boolean':
      return false;
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape!)
          .map(([key, field]) => [key, sample(field, depth + 1)])
          .filter(([, v]) => v !== undefined),
      );
    case 'array':
      return [sample(def.element!, depth + 1)];
    case 'record':
      return {};
    case 'union':
      return def.options!.map((o) => sample(o, depth + 1)).find(accepts) ?? sample(def.options![0]!, depth + 1);
    case 'pipe':
      return defOf(def.in!).type === 'transform' ? sample(def.out!, depth + 1) : sample(def.in!, depth + 1);
    case 'lazy':
      return sample(def.getter!(), depth + 1);
    default:
      return WRAPPERS.has(def.type) ? sample(def.innerType!, depth + 1) : undefined;
  }
}

function setPath(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const container = (root ?? (typeof head === 'number' ? [] : {})) as Record<string | number, unknown>;
  const copy = Array.isArray(container) ? [...container] : { ...container };
  (copy as Record<string | number, unknown>)[head!] = setPath((container as Record<string | number, unknown>)[head!], rest, value);
  return copy;
}

// ---------------------------------------------------------------------------------------------
// Requests

const NUL = 'hostile\u0000text';
const SURROGATE = 'hostile\ud800text';
/** A lone surrogate as it can appear in a URL: its CESU-8 bytes, which are not UTF-8. */
const SURROGATE_IN_URL = 'hostile%ED%A0%80text';
const LONG = 'x'.repeat(100_000);
const WRONG_TYPES: [string, unknown][] = [
  ['a number', 42],
  ['an object', { text: 'hostile' }],
  ['an array', ['hostile']],
  ['null', null],
  ['a boolean', true],
];

/** The text fields of bodies that are not JSON, which the contract does not describe: sent with their valid values. */
const NON_JSON_TEXT_FIELDS: Record<string, { encoding: 'multipart' | 'form'; fields: Record<string, string>; withFile?: boolean }> = {
  'merchantVerification.uploadVerificationDocument': { encoding: 'multipart', fields: { documentType: 'DIRECTOR_ID' }, withFile: true },
  'merchantDisputes.uploadDisputeFile': { encoding: 'multipart', fields: {}, withFile: true },
  'public.unsubscribe': { encoding: 'form', fields: { 'List-Unsubscribe': 'One-Click' } },
};

const paymentBody = () => ({
  amount: 1000,
  currency: 'GBP',
  customerEmail: `shopper-${randomBytes(4).toString('hex')}@example.test`,
  category: 'groceries',
  maxSplits: 2,
  cards: [
    {
      id: 'card_a',
      brand: 'VISA',
      last4: '4242',
      bin: '424242',
      expMonth: 12,
      expYear: 2099,
      available: 5000,
      rewardRate: 0.01,
      categoryRates: { groceries: 0.02 },
    },
  ],
});

/** Valid bodies where a generated sample would not reach the handler, or would change what later requests rely on. */
function exampleBody(name: string): unknown {
  const examples: Record<string, () => unknown> = {
    'public.submitContact': () => ({
      firstName: 'Sam',
      lastName: 'Taylor',
      email: `sam-${randomBytes(4).toString('hex')}@gateway.example`,
      company: 'Example Ltd',
      interestType: 'partnership',
      message: 'Hello',
    }),
    'merchantAccount.merchantSignup': () => signupBody(),
    'merchantAccount.merchantLogin': () => ({ email: merchant.email, password: merchant.password }),
    'merchantVerification.submitVerificationDetails': () => ({ ...VALID_GB_DETAILS }),
    'merchantApiKeys.createApiKey': () => ({ mode: 'test' }),
    'payments.processPayment': paymentBody,
    'sandbox.simulatePayment': paymentBody,
    'adminSandbox.adminSimulatePayment': paymentBody,
    'adminAuth.adminLogin': () => ({ email: admin.email, password: ADMIN_PASSWORD }),
    // The same password twice is refused after the check of the current one, so the session survives.
    'adminAuth.changeAdminPassword': () => ({ currentPassword: ADMIN_PASSWORD, newPassword: ADMIN_PASSWORD }),
    'adminAuth.createAdmin': () => ({ email: `hostile-${randomBytes(4).toString('hex')}@smartsplit.test`, password: 'Hostile-Admin-123' }),
    'adminMerchants.changeMerchantStatus': () => ({ status: 'ACTIVE' }),
    'adminVerifications.reviewDocument': () => ({ status: 'REJECTED', reviewNotes: 'Unclear' }),
    'adminSettings.updateSettings': () => ({ autoApproveEnabled: false }),
    // An unknown recipient: the campaign is stored with a failed result and no mail is sent.
    'adminEmail.sendCampaign': () => ({ subject: 'Hostile input', body: 'Text', merchantIds: ['mch_hostile_unknown'] }),
    'adminRisk.addBlockedBin': () => ({ prefix: '499999', reason: 'Hostile input test' }),
    'adminInvoices.draftInvoice': () => ({ merchantId: 'mch_hostile_unknown', month: '2025-01' }),
    'adminInvoices.updateInvoice': () => ({ notes: 'Hostile input' }),
    'adminInvoices.voidInvoice': () => ({ reason: 'Hostile input test' }),
    'adminFeatureFlags.createFeatureFlag': () => ({ key: `hostile-${randomBytes(4).toString('hex')}`, description: 'Hostile input test' }),
    'adminFeatureFlags.updateFeatureFlag': () => ({ description: 'Hostile input test' }),
    'adminCommission.createPartner': () => ({ name: 'Hostile Partner', contactEmail: 'partner@gateway.example', revenueSharePercent: 10 }),
    'adminCommission.updatePartner': () => ({ name: 'Hostile Partner' }),
    'adminCommission.assignPartner': () => ({ partnerId: null }),
    'adminCommission.createFeeOverride': () => ({ merchantId: other.merchantId, feePercent: 0.5, effectiveFrom: '2099-01-01' }),
    'adminPayouts.updatePayoutStatus': () => ({ status: 'PROCESSING' }),
  };
  return examples[name]?.();
}

/** Valid path parameters: ids that exist where that matters, random ones (404) elsewhere. */
function paramValue(name: string): string {
  if (name === 'merchantId') return other.merchantId;
  if (name === 'prefix') return '499998';
  // A flag nothing reads: changing or deleting it affects no other endpoint's probe.
  if (name === 'key') return 'hostile-probe';
  const prefixed: Record<string, string> = { payoutId: 'po', runId: 'pr', partnerId: 'ptn', overrideId: 'fo' };
  if (prefixed[name]) return `${prefixed[name]}_${randomUUID().replace(/-/g, '')}`;
  return randomUUID();
}

function credentials(auth: EndpointDefinition['auth']): Record<string, string> {
  if (auth === 'admin') return { authorization: `Bearer ${admin.token}` };
  if (auth === 'merchantUser' || auth === 'merchantUserOrApiKey') return { authorization: `Bearer ${merchant.token}` };
  if (auth === 'apiKey') return { authorization: `Bearer ${merchant.testApiKey.secret}` };
  return {};
}

type Query = Record<string, string | string[]>;

interface Probe {
  label: string;
  params: Record<string, string>;
  /** Raw (already escaped) path segments for parameters that must not be escaped again. */
  rawParams?: Record<string, string>;
  query: Query;
  rawQuery?: string;
  body?: unknown;
  /** A body that is not JSON (multipart or form), with its headers. */
  rawBody?: { payload: Buffer | string; headers: Record<string, string> };
  withoutCredentials?: boolean;
}

function urlFor(endpoint: EndpointDefinition, probe: Probe): string {
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => probe.rawParams?.[name] ?? encodeURIComponent(probe.params[name] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(probe.query)) for (const v of [value].flat()) search.append(key, v);
  const query = [search.toString().replace(/\+/g, '%20'), probe.rawQuery].filter(Boolean).join('&');
  return query ? `${path}?${query}` : path;
}

async function send(endpoint: EndpointDefinition, probe: Probe): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = probe.withoutCredentials ? {} : credentials(endpoint.auth);
  const options: InjectOptions = { method: endpoint.method, url: urlFor(endpoint, probe), headers, remoteAddress: randomIp() };
  if (probe.rawBody) {
    options.payload = probe.rawBody.payload;
    Object.assign(headers, probe.rawBody.headers);
  } else if (probe.body !== undefined) {
    options.payload = JSON.stringify(probe.body);
    headers['content-type'] = 'application/json';
  }
  if (endpoint.produces?.includes('text/event-stream')) return sendToStream(options);
  return t.app.inject(options);
}

/** A live stream never ends by itself: its 200 is judged on the headers and the stream dropped; any other answer is read whole. */
async function sendToStream(options: InjectOptions): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({ ...options, payloadAsStream: true });
  const stream = res.stream();
  let body = '';
  if (res.statusCode === 200) stream.destroy();
  else for await (const chunk of stream) body += Buffer.from(chunk as Buffer).toString('utf8');
  return { statusCode: res.statusCode, headers: res.headers, body, json: () => JSON.parse(body) as unknown } as unknown as LightMyRequestResponse;
}

// ---------------------------------------------------------------------------------------------
// Expectations

type Expectation =
  | { kind: 'refused'; status: number; code?: string; field?: string }
  /** Any answer that is not a 5xx (with the error shape when it is a 4xx). */
  | { kind: 'any' };

function check(endpoint: EndpointDefinition, probe: Probe, res: LightMyRequestResponse, expected: Expectation): string | null {
  const what = `${probe.label} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 500) return `server error: ${what}`;
  if (res.statusCode >= 400) {
    const isPage = /^text\/html/.test(String(res.headers['content-type'])) && endpoint.produces?.includes('text/html');
    if (!isPage) {
      let json: { message?: unknown; code?: unknown; field?: unknown } | undefined;
      try {
        json = res.json();
      } catch {
        return `not JSON: ${what}`;
      }
      if (typeof json?.message !== 'string' || typeof json.code !== 'string') return `not { message, code }: ${what}`;
      if (expected.kind === 'refused') {
        if (res.statusCode !== expected.status || (expected.code !== undefined && json.code !== expected.code))
          return `expected ${expected.status} ${expected.code ?? ''}: ${what}`;
        if (expected.field !== undefined && json.field !== expected.field) return `expected field ${JSON.stringify(expected.field)}: ${what}`;
      }
      return null;
    }
  }
  return expected.kind === 'refused' ? `expected ${expected.status} ${expected.code}: ${what}` : null;
}

/** What the server must answer for a request the unsafe-text check lets through, judged by the contract's own schemas. */
function bySchema(endpoint: EndpointDefinition, probe: Probe): Expectation {
  if (probe.body !== undefined) {
    const size = Buffer.byteLength(JSON.stringify(probe.body));
    if (size > (endpoint.bodyLimit ?? 1024 * 1024)) return { kind: 'refused', status: 413, code: 'PAYLOAD_TOO_LARGE' };
  }
  if (Object.values(probe.params).some((v) => v.length > 100)) return { kind: 'refused', status: 414, code: 'URI_TOO_LONG' };
  const parts: [z.ZodType | undefined, unknown][] = [
    [endpoint.params, probe.params],
    [endpoint.query, probe.query],
    [(endpoint.bodyEncoding ?? 'json') === 'json' ? endpoint.body : undefined, probe.body],
  ];
  const refused = parts.some(([schema, value]) => schema !== undefined && !schema.safeParse(value).success);
  return refused ? { kind: 'refused', status: 400, code: 'VALIDATION_ERROR' } : { kind: 'any' };
}

const unsafe = (field: string): Expectation => ({ kind: 'refused', status: 400, code: 'VALIDATION_ERROR', field });

/** Every probe for one endpoint, with what it must get. */
function probesFor(name: string, endpoint: EndpointDefinition): { probe: Probe; expected: Expectation }[] {
  const params = Object.fromEntries(objectKeys(endpoint.params).map((key) => [key, paramValue(key)]));
  const json = (endpoint.bodyEncoding ?? 'json') === 'json';
  const baseBody = json && endpoint.body ? (exampleBody(name) ?? sample(endpoint.body)) : undefined;
  const base: Probe = { label: 'the valid request', params, query: {}, ...(baseBody !== undefined ? { body: baseBody } : {}) };
  const out: { probe: Probe; expected: Expectation }[] = [];
  const add = (probe: Probe, expected?: Expectation) => out.push({ probe, expected: expected ?? bySchema(endpoint, probe) });

  // The valid request itself, when it has inputs to vary; one without inputs may change the session (sign-out).
  if (endpoint.params || endpoint.query || baseBody !== undefined) add(base);

  // Every endpoint, whatever it declares: an undeclared query parameter and a query key carrying NUL.
  add({ ...base, label: 'an undeclared query parameter with NUL', rawQuery: 'probe=a%00b' }, unsafe('probe'));
  add({ ...base, label: 'a query key with NUL', rawQuery: 'a%00b=1' }, unsafe('a\ufffdb'));
  if (endpoint.auth !== 'public') {
    add({ ...base, label: 'NUL without credentials', rawQuery: 'probe=a%00b', withoutCredentials: true }, { kind: 'refused', status: 401 });
  }

  for (const key of objectKeys(endpoint.params)) {
    const at = `params.${key}`;
    add({ ...base, label: `${at} with NUL`, params: { ...params, [key]: NUL } }, unsafe(key));
    add(
      { ...base, label: `${at} with a lone surrogate (as %ED%A0%80)`, rawParams: { [key]: SURROGATE_IN_URL } },
      { kind: 'refused', status: 400, code: 'BAD_REQUEST' },
    );
    add({ ...base, label: `${at} 100,000 characters long`, params: { ...params, [key]: LONG } });
  }

  for (const key of objectKeys(endpoint.query)) {
    const at = `query.${key}`;
    add({ ...base, label: `${at} with NUL`, query: { [key]: NUL } }, unsafe(key));
    add({ ...base, label: `${at} with a lone surrogate (as %ED%A0%80)`, rawQuery: `${encodeURIComponent(key)}=${SURROGATE_IN_URL}` }, { kind: 'any' });
    add({ ...base, label: `${at} 100,000 characters long`, query: { [key]: LONG } });
    add({ ...base, label: `${at} given twice (an array)`, query: { [key]: ['hostile', 'hostile'] } });
  }

  if (json && endpoint.body) {
    for (const path of stringPaths(endpoint.body)) {
      const at = `body.${path.join('.')}`;
      const body = (value: unknown) => setPath(baseBody, path, value);
      add({ ...base, label: `${at} with NUL`, body: body(NUL) }, unsafe(path.join('.')));
      add({ ...base, label: `${at} with a lone surrogate`, body: body(SURROGATE) }, unsafe(path.join('.')));
      add({ ...base, label: `${at} 100,000 characters long`, body: body(LONG) });
      for (const [kind, value] of WRONG_TYPES) add({ ...base, label: `${at} as ${kind}`, body: body(value) });
    }
    const asObject = (baseBody ?? {}) as Record<string, unknown>;
    add({ ...base, label: 'a body key with NUL', body: { ...asObject, ['key\u0000']: 'x' } }, unsafe('key\ufffd'));
    add({ ...base, label: 'a body key with a lone surrogate', body: { ...asObject, ['key\udc00']: 'x' } }, unsafe('key\ufffd'));
    for (const [kind, value] of [
      ['an array', [asObject]],
      ['a string', 'hostile'],
      ['null', null],
      ['a number', 42],
    ] as const) {
      add({ ...base, label: `the whole body as ${kind}`, body: value });
    }
  }

  const nonJson = NON_JSON_TEXT_FIELDS[name];
  if (nonJson) {
    const encode = (fields: Record<string, string>) => {
      if (nonJson.encoding === 'form')
        return { payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
      return multipart(fields, nonJson.withFile ? { content: tinyPdf(), filename: 'hostile.pdf', contentType: 'application/pdf' } : undefined);
    };
    add({ ...base, label: 'the valid form', rawBody: encode(nonJson.fields) }, { kind: 'any' });
    for (const key of Object.keys(nonJson.fields)) {
      const at = `${nonJson.encoding}.${key}`;
      add({ ...base, label: `${at} with NUL`, rawBody: encode({ ...nonJson.fields, [key]: NUL }) }, unsafe(key));
      // A form is UTF-8 (or percent-encoded UTF-8): a lone surrogate's bytes arrive as U+FFFD, which is safe text.
      const marked = encode({ ...nonJson.fields, [key]: 'hostileXSURROGATEXtext' });
      const bytes = nonJson.encoding === 'form' ? Buffer.from('%ED%A0%80') : Buffer.from([0xed, 0xa0, 0x80]);
      const [before, after] = Buffer.from(marked.payload).toString('latin1').split('XSURROGATEX');
      add(
        {
          ...base,
          label: `${at} with a lone surrogate's bytes`,
          rawBody: { headers: marked.headers, payload: Buffer.concat([Buffer.from(before!, 'latin1'), bytes, Buffer.from(after!, 'latin1')]) },
        },
        { kind: 'any' },
      );
      add({ ...base, label: `${at} 100,000 characters long`, rawBody: encode({ ...nonJson.fields, [key]: LONG }) }, { kind: 'any' });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

const endpoints = allEndpoints();

describe('the contract', () => {
  it('tells the test the text fields of every body that is not JSON', () => {
    const nonJson = endpoints.filter(({ endpoint }) => (endpoint.bodyEncoding ?? 'json') !== 'json').map(({ name }) => name);
    expect(nonJson.sort()).toEqual(Object.keys(NON_JSON_TEXT_FIELDS).sort());
  });
});

describe.each(endpoints.map(({ name, endpoint }) => [`${name} (${endpoint.method} ${endpoint.path})`, name, endpoint] as const))(
  '%s',
  (_title, name, endpoint) => {
    it('answers hostile input with a 4xx in our shape, never a 5xx', async () => {
      const problems: string[] = [];
      const probes = probesFor(name, endpoint);
      for (const { probe, expected } of probes) {
        const res = await send(endpoint, probe);
        const problem = check(endpoint, probe, res, expected);
        if (problem) problems.push(problem);
      }
      expect(problems).toEqual([]);
      expect(probes.length).toBeGreaterThanOrEqual(2);
    });
  },
);
