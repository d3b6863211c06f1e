import { describe, expect, it } from 'vitest';
import { HttpError } from '@web/lib/http-error';
import { isUnauthorized } from './is-unauthorized';

describe('isUnauthorized', () => {
  it('recognises 401 answers only', () => {
    expect(isUnauthorized(new HttpError(401, 'Unauthorized'))).toBe(true);
    expect(isUnauthorized(new HttpError(403, 'Forbidden'))).toBe(false);
    expect(isUnauthorized(new Error('401: looks like one but is not'))).toBe(false);
  });
});
