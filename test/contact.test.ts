import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_SUCCESS_MESSAGE } from '@contract/contact-rules';
import { PERSONAL_EMAIL_DOMAINS, PERSONAL_EMAIL_MESSAGE } from '@contract/personal-email-domains';
import { contactSubmissions, emailOutbox } from '@server/db/schema/index';
import { CONTACT_IP_LIMIT } from '@server/modules/contact';
import { randomIp, uniqueEmail } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

const NOTIFY = 'partnerships-desk@smartsplit.test';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_NOTIFY_EMAIL: NOTIFY });
});
afterAll(async () => t?.close());

/** Each call from its own address unless one is given, so only the flood test meets the rate limit. */
async function send(body: unknown, opts: { ip?: string; raw?: string; contentType?: string } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: opts.ip ?? randomIp(),
    headers: { 'content-type': opts.contentType ?? 'application/json' },
    payload: opts.raw ?? JSON.stringify(body),
  });
  return { status: res.statusCode, headers: res.headers, json: res.json() as Record<string, unknown> };
}

function enquiry(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Sam',
    lastName: 'Taylor',
    email: uniqueEmail('enquirer'),
    company: 'Example Payments Ltd',
    interestType: 'partnership',
    message: 'Hello',
    ...overrides,
  };
}

const storedFor = (email: string) => t.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email));
const outboxFor = (to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));

describe('a valid enquiry', () => {
  it('answers 201 with success and the thank-you message, and stores the trimmed text with its submission time', async () => {
    const email = uniqueEmail('valid');
    const before = Date.now();
    const res = await send(
      enquiry({ firstName: '  Sam ', lastName: ' Taylor', email: `  ${email} `, company: '', message: '  We run a gateway.\nTell us more.  ' }),
    );
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ success: true, message: CONTACT_SUCCESS_MESSAGE });
    expect(res.json.message).toContain('Thank you');

    const rows = await storedFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: 'Sam',
      lastName: 'Taylor',
      email,
      company: null,
      interestType: 'partnership',
      message: 'We run a gateway.\nTell us more.',
    });
    expect(rows[0]!.submittedAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('accepts each interest type, and omitted or null optional fields', async () => {
    for (const interestType of ['partnership', 'integration', 'licensing', 'general']) {
      const email = uniqueEmail(interestType);
      expect((await send({ firstName: 'A', lastName: 'B', email, interestType })).status).toBe(201);
      expect((await storedFor(email))[0]).toMatchObject({ interestType, company: null, message: null });
    }
    expect((await send(enquiry({ company: null, message: null }))).status).toBe(201);
  });

  it('accepts fields exactly at their limits', async () => {
    const email = `${'a'.repeat(240)}@example.test`;
    const res = await send(enquiry({ firstName: 'F'.repeat(100), lastName: 'L'.repeat(100), company: 'C'.repeat(200), message: 'm'.repeat(5000), email }));
    expect(res.status).toBe(201);
    expect((await storedFor(email))[0]!.message).toHaveLength(5000);
  });

  it('queues an acknowledgement to the sender and a notification to staff, in the outbox', async () => {
    const email = uniqueEmail('outbox');
    expect((await send(enquiry({ email, message: 'Volumes: 40,000 payments a month' }))).status).toBe(201);
    const [ack] = await outboxFor(email);
    expect(ack).toMatchObject({ kind: 'contact.acknowledgement', status: 'PENDING', subject: 'We have received your enquiry' });
    expect(ack!.text).toContain('Gateway Partnership');
    // The acknowledgement never repeats the message to whoever address was typed.
    expect(ack!.text).not.toContain('40,000 payments');

    const notes = (await outboxFor(NOTIFY)).filter((row) => row.text.includes(email));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.kind).toBe('contact.notification');
    expect(notes[0]!.text).toContain('Volumes: 40,000 payments a month');
    expect(notes[0]!.subject).toContain('Example Payments Ltd');
  });
});

describe('personal email domains', () => {
  it('has the 20 domains of docs/product-spec.md section 5, including the two the spec shows', () => {
    expect(PERSONAL_EMAIL_DOMAINS).toHaveLength(20);
    expect(PERSONAL_EMAIL_DOMAINS).toEqual(expect.arrayContaining(['yahoo.co.uk', 'tiscali.co.uk']));
  });

  it('refuses every one in mixed letter case with the spec message, success false, and stores nothing', async () => {
    for (const domain of PERSONAL_EMAIL_DOMAINS) {
      const mixed = [...domain].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join('');
      for (const address of [`Jo.Bloggs@${mixed}`, `jo@${domain.toUpperCase()}`]) {
        const res = await send(enquiry({ email: address }));
        expect(res.status, address).toBe(400);
        expect(res.json, address).toEqual({ success: false, message: PERSONAL_EMAIL_MESSAGE, code: 'PERSONAL_EMAIL_DOMAIN', field: 'email' });
        expect(await storedFor(address)).toHaveLength(0);
        expect(await outboxFor(address)).toHaveLength(0);
      }
    }
  });

  it('matches the whole domain only: subdomains and look-alikes are business addresses', async () => {
    for (const email of ['ops@mail.gmail.com', 'ops@notgmail.com', 'ops@gmail.co', 'ops@yahoo.co.uk.example.com', 'ops@outlook.company.co.uk']) {
      const res = await send(enquiry({ email }));
      expect(res.status, email).toBe(201);
    }
  });
});

describe('invalid input', () => {
  const expect400 = async (body: unknown, field: string) => {
    const res = await send(body);
    expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    expect(res.json).toMatchObject({ success: false, code: 'VALIDATION_ERROR', field });
    expect(res.json.message).toEqual(expect.stringContaining(field));
  };

  it('names each missing required field', async () => {
    for (const field of ['firstName', 'lastName', 'email', 'interestType']) {
      const body: Record<string, unknown> = enquiry();
      delete body[field];
      await expect400(body, field);
    }
    await expect400(enquiry({ firstName: '   ' }), 'firstName');
    await expect400(enquiry({ email: '' }), 'email');
  });

  it('names each oversized field', async () => {
    await expect400(enquiry({ firstName: 'x'.repeat(101) }), 'firstName');
    await expect400(enquiry({ lastName: 'x'.repeat(101) }), 'lastName');
    await expect400(enquiry({ company: 'x'.repeat(201) }), 'company');
    await expect400(enquiry({ message: 'x'.repeat(5001) }), 'message');
    await expect400(enquiry({ email: `${'a'.repeat(250)}@example.test` }), 'email');
  });

  it('names fields of the wrong type or value, bad emails, control characters and unknown fields', async () => {
    await expect400(enquiry({ firstName: 42 }), 'firstName');
    await expect400(enquiry({ company: { name: 'x' } }), 'company');
    await expect400(enquiry({ message: ['a'] }), 'message');
    await expect400(enquiry({ interestType: 'sales' }), 'interestType');
    await expect400(enquiry({ interestType: 'Partnership' }), 'interestType');
    for (const email of ['not-an-email', 'jo@', '@example.com', 'jo@example', 'jo bloggs@example.com']) await expect400(enquiry({ email }), 'email');
    await expect400(enquiry({ lastName: 'Taylor\r\nBcc: victim@example.com' }), 'lastName');
    await expect400(enquiry({ message: 'nul \u0000 byte' }), 'message');
    await expect400(enquiry({ isAdmin: true }), 'isAdmin');
  });

  it('answers malformed JSON, an empty body, a non-JSON type and an oversized body with success false', async () => {
    const cases = [
      { res: await send(null, { raw: '{"firstName": "Sam",' }), status: 400, code: 'INVALID_JSON' },
      { res: await send(null, { raw: '' }), status: 400, code: 'INVALID_JSON' },
      { res: await send(null, { raw: 'firstName=Sam', contentType: 'application/x-www-form-urlencoded' }), status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
      { res: await send(enquiry({ message: 'x'.repeat(70_000) })), status: 413, code: 'PAYLOAD_TOO_LARGE' },
      { res: await send([enquiry()]), status: 400, code: 'VALIDATION_ERROR' },
    ];
    for (const { res, status, code } of cases) {
      expect(res.status).toBe(status);
      expect(res.json).toMatchObject({ success: false, code });
      expect(typeof res.json.message).toBe('string');
    }
  });
});

describe('stored text', () => {
  it('keeps markup verbatim in the database and escaped in the staff email', async () => {
    const email = uniqueEmail('xss');
    const message = '<script>alert(1)</script> & <img src=x onerror=alert(2)>';
    expect((await send(enquiry({ email, company: '<b>Bold & Co</b>', message }))).status).toBe(201);
    const [row] = await storedFor(email);
    expect(row!.message).toBe(message);
    expect(row!.company).toBe('<b>Bold & Co</b>');

    const [note] = (await outboxFor(NOTIFY)).filter((r) => r.text.includes(email));
    expect(note!.text).toContain(message);
    expect(note!.html).not.toContain('<script>alert(1)</script>');
    expect(note!.html).not.toContain('<img src=x');
    expect(note!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('rate limit', () => {
  it(`lets ${CONTACT_IP_LIMIT} enquiries from one address through, then answers 429 with Retry-After and success false`, async () => {
    const ip = randomIp();
    for (let i = 0; i < CONTACT_IP_LIMIT; i++) expect((await send(enquiry(), { ip })).status).toBe(201);
    const email = uniqueEmail('flood');
    const res = await send(enquiry({ email }), { ip });
    expect(res.status).toBe(429);
    expect(res.json).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(res.json.message).toMatch(/Too many enquiries.*try again in \d+ minutes?/);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await storedFor(email)).toHaveLength(0);
    // Other addresses are unaffected.
    expect((await send(enquiry())).status).toBe(201);
  });
});

describe('OpenAPI document', () => {
  it('describes POST /api/contact with its named schemas and error codes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json() as { paths: Record<string, any>; components: { schemas: Record<string, any> } };
    const op = doc.paths['/api/contact'].post;
    expect(op.tags).toEqual(['Contact']);
    expect(op.description).toContain('PERSONAL_EMAIL_DOMAIN');
    expect(op.security).toBeUndefined();
    const ref: string = op.requestBody.content['application/json'].schema.$ref;
    const schema = doc.components.schemas[ref.split('/').pop()!];
    expect(schema.required).toEqual(['firstName', 'lastName', 'email', 'interestType']);
    expect(schema.properties.message.anyOf ?? [schema.properties.message]).toEqual(expect.arrayContaining([expect.objectContaining({ maxLength: 5000 })]));
  });
});
