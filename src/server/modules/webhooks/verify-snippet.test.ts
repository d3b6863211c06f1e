import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_WEBHOOK_SNIPPET } from '@contract/webhook-verify-snippet';
import { generateWebhookSecret, webhookHeaders } from './signing';

type Verify = (secret: string, headers: Record<string, string>, rawBody: string | Buffer) => boolean;

/** The exact code the /developers page and the README publish, run as a merchant would run it. */
let dir: string;
let verifyWebhook: Verify;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'verify-snippet-'));
  const file = path.join(dir, 'verify.mjs');
  writeFileSync(file, VERIFY_WEBHOOK_SNIPPET);
  ({ verifyWebhook } = (await import(pathToFileURL(file).href)) as { verifyWebhook: Verify });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the published verification snippet', () => {
  const body = JSON.stringify({ id: 'evt_1', type: 'payment.completed', data: { amount: 12550, note: 'café ✓' } });
  const now = () => Math.floor(Date.now() / 1000);

  it('is about ten lines', () => {
    expect(VERIFY_WEBHOOK_SNIPPET.trim().split('\n').length).toBeLessThanOrEqual(14);
  });

  it('accepts what our signer signs, as a string or a Buffer', () => {
    const secret = generateWebhookSecret();
    const headers = webhookHeaders([secret], 'evt_1', now(), body);
    expect(verifyWebhook(secret, headers, body)).toBe(true);
    expect(verifyWebhook(secret, headers, Buffer.from(body))).toBe(true);
  });

  it('accepts either signature during a roll', () => {
    const [next, previous] = [generateWebhookSecret(), generateWebhookSecret()];
    const headers = webhookHeaders([next, previous], 'evt_2', now(), body);
    expect(verifyWebhook(next, headers, body)).toBe(true);
    expect(verifyWebhook(previous, headers, body)).toBe(true);
    expect(verifyWebhook(generateWebhookSecret(), headers, body)).toBe(false);
  });

  it('refuses a re-serialised body, another id, an old timestamp and a wrong secret', () => {
    const secret = generateWebhookSecret();
    const headers = webhookHeaders([secret], 'evt_3', now(), body);
    expect(verifyWebhook(secret, headers, JSON.stringify(JSON.parse(body), null, 2))).toBe(false);
    expect(verifyWebhook(secret, { ...headers, 'webhook-id': 'evt_4' }, body)).toBe(false);
    const stale = webhookHeaders([secret], 'evt_3', now() - 600, body);
    expect(verifyWebhook(secret, stale, body)).toBe(false);
    expect(verifyWebhook(generateWebhookSecret(), headers, body)).toBe(false);
    expect(verifyWebhook(secret, { ...headers, 'webhook-signature': headers['webhook-signature']!.replace('v1,', 'v2,') }, body)).toBe(false);
  });
});
