import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { createEmailWorker } from '@server/modules/email';
import type { ReceivedMessage, SmtpSink } from './smtp-sink';
import { randomIp } from './factories';

/** Helpers for the password reset, password change and sessions tests. */

export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  json: any;
}

/** A JSON call from a chosen address and browser, as the per-IP limits and the sessions list see them. */
export async function send(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  opts: { token?: string; body?: unknown; ip?: string; userAgent?: string } = {},
): Promise<Answer> {
  const res = await app.inject({
    method,
    url,
    remoteAddress: opts.ip ?? randomIp(),
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(opts.userAgent ? { 'user-agent': opts.userAgent } : {}) },
    ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}),
  });
  let json: any;
  try {
    json = res.json();
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, headers: res.headers, json };
}

/** Delivers everything due through the real worker to the SMTP sink. */
export async function drainOutbox(app: FastifyInstance): Promise<void> {
  const worker = createEmailWorker(app.ctx);
  while ((await worker.runOnce()).claimed > 0);
}

export async function mailTo(app: FastifyInstance, sink: SmtpSink, address: string, subject: string): Promise<ReceivedMessage[]> {
  await drainOutbox(app);
  return sink.to(address).filter((m) => m.subject === subject);
}

/** The token in the one reset email to the address, read from its plain-text link, and that link. */
export async function resetTokenFrom(app: FastifyInstance, sink: SmtpSink, address: string, path: string): Promise<{ token: string; link: string }> {
  const mails = await mailTo(app, sink, address, 'Reset your SmartSplit password');
  expect(mails.length, `reset emails to ${address}`).toBeGreaterThan(0);
  const text = mails.at(-1)!.text;
  const match = new RegExp(`(https?://[^\\s]+${path.replace(/[/]/g, '\\/')}\\?token=([A-Za-z0-9_-]+))`).exec(text);
  expect(match, text).not.toBeNull();
  return { link: match![1]!, token: decodeURIComponent(match![2]!) };
}

/** A 429 whose Retry-After says exactly the wait its message states. */
export function expectRetryAfterMatchesMessage(res: Answer): void {
  expect(res.status).toBe(429);
  expect(res.json.code).toBe('RATE_LIMITED');
  const header = Number(res.headers['retry-after']);
  expect(header).toBeGreaterThan(0);
  const stated = /in (\d+) (second|minute|hour)s?/.exec(res.json.message);
  expect(stated, res.json.message).not.toBeNull();
  const unit = { second: 1, minute: 60, hour: 3600 }[stated![2] as 'second' | 'minute' | 'hour'];
  expect(header).toBe(Number(stated![1]) * unit);
}
