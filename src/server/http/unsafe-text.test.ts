import { describe, expect, it } from 'vitest';
import { emailSchema, passwordSchema } from '@contract/common';
import { requiredText } from '@contract/merchant-auth';
import { findUnsafeText, isSafeText, NUL_MESSAGE, SURROGATE_MESSAGE, unsafeTextProblem } from '@contract/safe-text';
import { unsafeTextError } from './unsafe-text';

describe('unsafeTextProblem', () => {
  it('refuses NUL and unpaired surrogates of either half, anywhere', () => {
    expect(unsafeTextProblem('a\u0000b')).toBe(NUL_MESSAGE);
    for (const text of ['\ud800', 'a\ud83d', '\ude00b', 'x\udc00\ud800y', '\ud83d\ud83d\ude00x\ude00'])
      expect(unsafeTextProblem(text), JSON.stringify(text)).toBe(SURROGATE_MESSAGE);
  });

  it('lets through paired surrogates, other control characters and the replacement character', () => {
    for (const text of ['', 'plain', 'emoji \ud83d\ude00 and \ud83d\udc4d\ud83c\udffd', '\t\n\u0001', '\ufffd', '中文'])
      expect(isSafeText(text), JSON.stringify(text)).toBe(true);
  });
});

describe('findUnsafeText', () => {
  it('returns null for safe values of any shape', () => {
    for (const value of [undefined, null, 5, true, 'ok', [], {}, { a: ['b', { c: 'd' }], n: 1 }, Buffer.from([0])]) expect(findUnsafeText(value)).toBeNull();
  });

  it('names the path of the first unsafe string, arrays by index', () => {
    expect(findUnsafeText('a\u0000')).toEqual({ path: [], message: NUL_MESSAGE });
    expect(findUnsafeText({ email: 'ok', merchantIds: ['a', 'b', 'c', '\ud800'] })).toEqual({ path: ['merchantIds', '3'], message: SURROGATE_MESSAGE });
    expect(findUnsafeText({ a: { b: [{ c: 'x' }, { c: 'y\u0000' }] }, z: '\u0000' })?.path).toEqual(['a', 'b', '1', 'c']);
  });

  it('checks object keys, naming them with the unsafe character replaced', () => {
    expect(findUnsafeText({ 'pass\u0000word': 'x' })).toEqual({ path: ['pass\ufffdword'], message: NUL_MESSAGE });
    expect(findUnsafeText({ cards: [{ rates: { ['\udc00']: 1 } }] })).toEqual({ path: ['cards', '0', 'rates', '\ufffd'], message: SURROGATE_MESSAGE });
  });

  it('walks objects built on a prototype without a parent, as query parsers make them', () => {
    function Empty() {}
    Empty.prototype = Object.create(null);
    const query = new (Empty as unknown as new () => Record<string, string>)();
    query.q = '\u0000';
    expect(findUnsafeText(query)?.path).toEqual(['q']);
    expect(findUnsafeText(Object.assign(Object.create(null), { q: '\u0000' }))?.path).toEqual(['q']);
  });

  it('handles very deep and very wide values without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeText(deep)?.path).toHaveLength(100_000);
    const wide = Array.from({ length: 100_000 }, (_, i) => (i === 99_999 ? '\ud800' : 'ok'));
    expect(findUnsafeText(wide)?.path).toEqual(['99999']);
  });
});

describe('the shared text schemas', () => {
  it('refuse the same text with the same message, so forms agree with the server', () => {
    expect(emailSchema.safeParse('a\ud800@b.example').error?.issues[0]?.message).toBe(SURROGATE_MESSAGE);
    expect(passwordSchema.safeParse('Abcdefg1\u0000').error?.issues.map((i) => i.message)).toContain(NUL_MESSAGE);
    expect(requiredText('Company name', 200).safeParse('Acme \udfff').error?.issues[0]?.message).toBe(SURROGATE_MESSAGE);
    expect(requiredText('Company name', 200).safeParse('Acme \ud83d\ude00').success).toBe(true);
  });
});

describe('unsafeTextError', () => {
  it('names fields the way the error handler does: body bare, other parts in the message', () => {
    expect(unsafeTextError('body', { merchantIds: ['a', '\u0000'] })).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: `merchantIds.1: ${NUL_MESSAGE}`,
      extra: { field: 'merchantIds.1' },
    });
    expect(unsafeTextError('querystring', { q: '\ud800' })).toMatchObject({ message: `querystring.q: ${SURROGATE_MESSAGE}`, extra: { field: 'q' } });
    expect(unsafeTextError('body', '\u0000')).toMatchObject({ message: `body: ${NUL_MESSAGE}`, extra: undefined });
    expect(unsafeTextError('params', { id: 'fine' })).toBeNull();
  });
});
