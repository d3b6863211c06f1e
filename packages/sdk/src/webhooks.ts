import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WebhookVerificationError } from './errors.js';
import type { Event } from './types.js';

/** Headers as Node's http module, fetch's Headers or a framework give them. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyOptions {
  /** How far the webhook-timestamp may be from now, in seconds (default 300). */
  toleranceSeconds?: number;
  /** Now, in ms since the epoch (for tests). */
  now?: number;
}

export interface TestHeadersInput {
  /** The body to sign, exactly as it will be sent (an object is JSON-encoded). */
  payload: string | object;
  secret: string;
  /** The webhook-id (default: a new `msg_...`). */
  id?: string;
  /** The webhook-timestamp in seconds (default: now). */
  timestamp?: number;
}

export const DEFAULT_TOLERANCE_SECONDS = 300;

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  for (const [key, value] of Object.entries(headers as Record<string, string | string[] | undefined>)) {
    if (key.toLowerCase() !== name) continue;
    return Array.isArray(value) ? value.join(' ') : value;
  }
  return undefined;
}

/** A Standard Webhooks secret's key bytes: the base64 after `whsec_`. */
function secretKey(secret: string): Buffer {
  if (typeof secret !== 'string' || secret === '') throw new TypeError('The webhook signing secret (whsec_...) is required');
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
  if (key.length === 0) throw new TypeError('The webhook signing secret is not valid base64');
  return key;
}

function sign(key: Buffer, id: string, timestamp: string, body: string): Buffer {
  return createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
}

const fail = (message: string, code: string) => new WebhookVerificationError({ message, code });

/**
 * Checks a delivery's signature to the Standard Webhooks spec (HMAC-SHA256 over
 * `webhook-id.webhook-timestamp.body`, compared in constant time, any of several `v1,` signatures)
 * and its timestamp (within 5 minutes by default), then returns the event. Pass the raw body exactly
 * as received, never re-serialised JSON. Throws WebhookVerificationError when it does not verify.
 */
export function verifyWebhook(rawBody: string | Uint8Array, headers: WebhookHeaders, secret: string, options: VerifyOptions = {}): Event {
  const key = secretKey(secret);
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) throw fail('The webhook-id, webhook-timestamp and webhook-signature headers are required', 'WEBHOOK_HEADERS_MISSING');
  if (!/^\d{1,15}$/.test(timestamp)) throw fail('webhook-timestamp is not a number of seconds', 'WEBHOOK_TIMESTAMP_INVALID');
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  const now = (options.now ?? Date.now()) / 1000;
  if (Math.abs(now - Number(timestamp)) > tolerance) throw fail('webhook-timestamp is too old or too new', 'WEBHOOK_TIMESTAMP_OUT_OF_TOLERANCE');

  const body = typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8');
  const expected = sign(key, id, timestamp, body);
  let matched = false;
  for (const candidate of signatures.split(' ')) {
    const [version, value] = candidate.split(',', 2);
    if (version !== 'v1' || !value) continue;
    const given = Buffer.from(value, 'base64');
    // Every candidate is compared (no early exit), each in constant time.
    if (given.length === expected.length && timingSafeEqual(given, expected)) matched = true;
  }
  if (!matched) throw fail('No webhook signature matches this secret', 'WEBHOOK_SIGNATURE_INVALID');

  try {
    return JSON.parse(body) as Event;
  } catch (cause) {
    throw new WebhookVerificationError({ message: 'The webhook body is not JSON', code: 'WEBHOOK_BODY_INVALID', cause });
  }
}

/**
 * Signs a payload as SmartSplit signs a delivery, for the merchant's own tests: post the body with
 * these headers to your webhook handler and it verifies with the same secret.
 */
export function generateTestHeaders(input: TestHeadersInput): { body: string; headers: Record<string, string> } {
  const key = secretKey(input.secret);
  const body = typeof input.payload === 'string' ? input.payload : JSON.stringify(input.payload);
  const id = input.id ?? `msg_${randomBytes(12).toString('hex')}`;
  const timestamp = String(input.timestamp ?? Math.floor(Date.now() / 1000));
  return {
    body,
    headers: {
      'webhook-id': id,
      'webhook-timestamp': timestamp,
      'webhook-signature': `v1,${sign(key, id, timestamp, body).toString('base64')}`,
    },
  };
}

/** `client.webhooks`: verification and test signing (no request is made). */
export class Webhooks {
  verify(rawBody: string | Uint8Array, headers: WebhookHeaders, secret: string, options?: VerifyOptions): Event {
    return verifyWebhook(rawBody, headers, secret, options);
  }

  generateTestHeaders(input: TestHeadersInput): { body: string; headers: Record<string, string> } {
    return generateTestHeaders(input);
  }
}
