import { describe, expect, it } from 'vitest';
import { backoffMs, classifySendError, MAX_ATTEMPTS } from './retry-policy';

const smtpError = (responseCode: number, response: string, code = 'EENVELOPE') =>
  Object.assign(new Error(`Can't send mail - ${response}`), { responseCode, response, code });

describe('backoffMs', () => {
  it('doubles from 30 seconds with no jitter at the midpoint', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, () => 0.5))).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('is capped at six hours and stays within ±20% jitter', () => {
    expect(backoffMs(40, () => 0.5)).toBe(6 * 3600_000);
    expect(backoffMs(1, () => 0)).toBe(24_000);
    expect(backoffMs(1, () => 1)).toBe(36_000);
  });

  it('spreads the attempts over roughly a day', () => {
    let total = 0;
    for (let n = 1; n < MAX_ATTEMPTS; n += 1) total += backoffMs(n, () => 0.5);
    expect(total / 3600_000).toBeGreaterThan(20);
    expect(total / 3600_000).toBeLessThan(30);
  });
});

describe('classifySendError', () => {
  it('treats a 550 mailbox refusal as permanent and keeps the server reply', () => {
    expect(classifySendError(smtpError(550, '550 5.1.1 Mailbox unknown'))).toEqual({ permanent: true, reason: '550 5.1.1 Mailbox unknown' });
  });

  it('retries 4xx replies, connection errors and authentication failures', () => {
    expect(classifySendError(smtpError(451, '451 4.3.0 Try again later')).permanent).toBe(false);
    expect(classifySendError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ESOCKET' }))).toEqual({
      permanent: false,
      reason: 'connect ECONNREFUSED 127.0.0.1:2525',
    });
    expect(classifySendError(smtpError(535, '535 5.7.8 Authentication failed', 'EAUTH')).permanent).toBe(false);
  });

  it('survives odd throwables and caps long replies', () => {
    expect(classifySendError(undefined).permanent).toBe(false);
    expect(classifySendError(smtpError(554, 'x'.repeat(5000))).reason).toHaveLength(1000);
  });
});
