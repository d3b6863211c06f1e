import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { describeWait, fieldError, serverMessage } from './server-message';

describe('serverMessage', () => {
  it('drops the status prefix of an HttpError', () => {
    expect(serverMessage(new HttpError(409, 'An account with this email already exists'))).toBe('An account with this email already exists');
    expect(serverMessage(new HttpError(400, 'bankSortCode: Enter a 6-digit sort code, e.g. 12-34-56'))).toBe(
      'bankSortCode: Enter a 6-digit sort code, e.g. 12-34-56',
    );
  });

  it('has nothing to say for network failures, other errors and blank messages', () => {
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(serverMessage(new Error('400: looks like one'))).toBeUndefined();
    expect(serverMessage('nope')).toBeUndefined();
    expect(serverMessage(new HttpError(500, ' '))).toBeUndefined();
  });
});

describe('fieldError', () => {
  const fields = ['postcode', 'bankSortCode'] as const;
  const validation = (message: string, field?: string) => new HttpError(400, message, { code: 'VALIDATION_ERROR', field });

  it('finds a known field and its message', () => {
    expect(fieldError(validation('bankSortCode: Enter a 6-digit sort code, e.g. 12-34-56', 'bankSortCode'), fields)).toEqual({
      field: 'bankSortCode',
      message: 'Enter a 6-digit sort code, e.g. 12-34-56',
    });
  });

  it('ignores unknown fields, messages without a field and nothing at all', () => {
    expect(fieldError(validation('iban: Unknown field: iban', 'iban'), fields)).toBeNull();
    expect(fieldError(validation('Verification is incomplete. Missing: business details'), fields)).toBeNull();
    expect(fieldError(validation('query.mode: bad', 'mode'), fields)).toBeNull();
    expect(fieldError(undefined, fields)).toBeNull();
  });
});

describe('rate-limit messages', () => {
  it('say when to try again, from Retry-After when the message does not', () => {
    expect(serverMessage(new HttpError(429, 'Too many requests', { code: 'RATE_LIMITED', retryAfterSeconds: 900 }))).toBe(
      'Too many requests Try again in 15 minutes.',
    );
    expect(serverMessage(new HttpError(429, 'Too many attempts. Try again in 15 minutes.', { retryAfterSeconds: 900 }))).toBe(
      'Too many attempts. Try again in 15 minutes.',
    );
    expect(describeWait(1)).toBe('in 1 second');
    expect(describeWait(61)).toBe('in 2 minutes');
    expect(describeWait(3600)).toBe('in 1 hour');
  });
});
