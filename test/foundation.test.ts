import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { createDatabase } from '@server/db/client';
import { call } from './support/helpers';
import { createTestApp, TEST_APP_SECRET, testConfig, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('health', () => {
  it('reports ok with the package version and uptime', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'ok', db: 'ok', version: '1.0.0' });
    expect(Number.isInteger(res.json.uptimeSeconds)).toBe(true);
  });

  it('answers 503 with db down when the database does not answer', async () => {
    const database = createDatabase('postgres://nobody:nothing@127.0.0.1:1/none', 1);
    const app = await buildApp({ config: testConfig(), database, appSecret: TEST_APP_SECRET, logger: false, webDir: '/none' });
    const res = await call(app, 'GET', '/api/health');
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ status: 'degraded', db: 'down' });
    await app.close();
    await database.close();
  });
});

describe('error shape', () => {
  it('gives a JSON 404 for an unknown API path', async () => {
    const res = await call(t.app, 'GET', '/api/no-such');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: expect.stringContaining('/api/no-such'), code: 'NOT_FOUND' });
  });

  it('gives 400 INVALID_JSON for malformed JSON, not 500', async () => {
    const res = await call(t.app, 'POST', '/api/admin/auth/login', {
      body: '{"email": "a@b.c", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: 'Request body is not valid JSON', code: 'INVALID_JSON' });
  });

  it('gives 413 for a body over the limit', async () => {
    const res = await call(t.app, 'POST', '/api/admin/auth/login', {
      body: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.json.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('names the field in validation errors', async () => {
    const res = await call(t.app, 'POST', '/api/admin/auth/login', { body: { email: 'a@b.c' } });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('VALIDATION_ERROR');
    expect(res.json.field).toBe('password');
    expect(res.json.message).toMatch(/password/);
  });

  it('refuses wrong types and unknown fields', async () => {
    const wrongType = await call(t.app, 'POST', '/api/admin/auth/login', { body: { email: 42, password: true } });
    expect(wrongType.status).toBe(400);
    const unknown = await call(t.app, 'POST', '/api/admin/auth/login', { body: { email: 'a@b.c', password: 'x', admin: true } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toMatch(/admin/);
  });

  it('gives 415 for an unsupported content type', async () => {
    const res = await call(t.app, 'POST', '/api/admin/auth/login', { body: 'email=a', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
    expect(res.json.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('security headers', () => {
  it('sets CSP without inline script, frame-ancestors none, nosniff, referrer policy and no-store on API answers', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeTruthy();
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('OpenAPI', () => {
  it('serves the generated document', async () => {
    const res = await call(t.app, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.json.openapi).toMatch(/^3\./);
    expect(res.json.paths['/api/health']).toBeDefined();
    expect(res.json.paths['/api/admin/auth/login']).toBeDefined();
  });
});
