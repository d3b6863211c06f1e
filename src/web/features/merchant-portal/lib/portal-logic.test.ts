import { describe, expect, it } from 'vitest';
import { processPaymentRequestSchema } from '@contract/payments';
import { processPayment } from '@contract/endpoints/payments';
import { curlExample, examplePaymentBody } from './curl-example';
import { statusText } from './labels';
import { liveKeyBlocker } from './live-key-blocker';

describe('curl example', () => {
  it('sends a body the payment API accepts, with cards that have not expired', () => {
    const now = new Date('2031-06-15T12:00:00Z');
    const body = examplePaymentBody(now);
    expect(processPaymentRequestSchema.safeParse(body).success).toBe(true);
    expect(body.cards.every((card) => card.expYear === 2034)).toBe(true);
  });

  it('posts to process-payment on the given base URL with a placeholder key only', () => {
    const text = curlExample('https://pay.example', new Date('2030-01-01T00:00:00Z'));
    expect(text.split('\n')[0]).toBe(`curl -X POST https://pay.example${processPayment.path} \\`);
    expect(text).toContain('-H "Authorization: Bearer sk_test_..."');
    expect(text).toContain('-H "Content-Type: application/json"');
    const json = text.slice(text.indexOf("-d '") + 4, text.lastIndexOf("'"));
    expect(JSON.parse(json)).toEqual(examplePaymentBody(new Date('2030-01-01T00:00:00Z')));
  });
});

describe('liveKeyBlocker', () => {
  it('allows live keys only for an active, approved merchant', () => {
    expect(liveKeyBlocker({ status: 'ACTIVE', verificationStatus: 'APPROVED' })).toBeNull();
    expect(liveKeyBlocker({ status: 'PENDING_VERIFICATION', verificationStatus: 'APPROVED' })).toMatch(/active account/);
    expect(liveKeyBlocker({ status: 'ACTIVE', verificationStatus: 'UNDER_REVIEW' })).toMatch(/verification is approved/);
    expect(liveKeyBlocker({ status: 'SUSPENDED', verificationStatus: 'NOT_STARTED' })).not.toBeNull();
  });

  it('explains the self-service-live-keys flag first, and waits for it to load', () => {
    const ready = { status: 'ACTIVE', verificationStatus: 'APPROVED' } as const;
    expect(liveKeyBlocker(ready, true)).toBeNull();
    expect(liveKeyBlocker(ready, false)).toMatch(/cannot be created from the portal/);
    expect(liveKeyBlocker({ status: 'PENDING_VERIFICATION', verificationStatus: 'NOT_STARTED' }, false)).toMatch(/cannot be created from the portal/);
    expect(liveKeyBlocker(ready, 'loading')).toMatch(/Checking/);
  });
});

describe('statusText', () => {
  it('spaces out status codes', () => {
    expect(statusText('PENDING_VERIFICATION')).toBe('PENDING VERIFICATION');
    expect(statusText('ACTIVE')).toBe('ACTIVE');
  });
});
