import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { fieldErrorFromMessage, serverMessage } from './server-message';

describe('serverMessage', () => {
  it('drops the status prefix of an HttpError', () => {
    expect(serverMessage(new HttpError(409, 'An account with this email already exists'))).toBe('An account with this email already exists');
    expect(serverMessage(new HttpError(400, 'bankSortCode: Enter a 6-digit sort code, e.g. 12-34-56'))).toBe('bankSortCode: Enter a 6-digit sort code, e.g. 12-34-56');
  });

  it('has nothing to say for network failures, other errors and blank messages', () => {
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(serverMessage(new Error('400: looks like one'))).toBeUndefined();
    expect(serverMessage('nope')).toBeUndefined();
    expect(serverMessage(new HttpError(500, ' '))).toBeUndefined();
  });
});

describe('fieldErrorFromMessage', () => {
  const fields = ['postcode', 'bankSortCode'] as const;

  it('finds a known field and its message', () => {
    expect(fieldErrorFromMessage('bankSortCode: Enter a 6-digit sort code, e.g. 12-34-56', fields)).toEqual({
      field: 'bankSortCode',
      message: 'Enter a 6-digit sort code, e.g. 12-34-56',
    });
  });

  it('ignores unknown fields, messages without a field and nothing at all', () => {
    expect(fieldErrorFromMessage('iban: Unknown field: iban', fields)).toBeNull();
    expect(fieldErrorFromMessage('Verification is incomplete. Missing: business details', fields)).toBeNull();
    expect(fieldErrorFromMessage('query.mode: bad', fields)).toBeNull();
    expect(fieldErrorFromMessage(undefined, fields)).toBeNull();
  });
});
