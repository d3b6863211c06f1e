import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isCommonPassword, loadCommonPasswords, MIN_COMMON_PASSWORDS, SortedWordList } from './common-passwords';

describe('the shipped common-password list', () => {
  const list = loadCommonPasswords();

  it('holds at least 100,000 entries, lower-cased, each once, in byte order (what the binary search relies on)', () => {
    expect(MIN_COMMON_PASSWORDS).toBe(100_000);
    expect(list.size).toBeGreaterThanOrEqual(400_000);
    for (let i = 1; i < list.size; i++) {
      const previous = list.at(i - 1);
      if (Buffer.compare(previous, list.at(i)) >= 0)
        throw new Error(`entries ${i - 1} and ${i} are out of order: ${previous.toString()} / ${list.at(i).toString()}`);
    }
    for (const i of [0, 1, 1000, list.size - 1]) expect(list.at(i).toString()).toBe(list.at(i).toString().toLowerCase());
  });

  it('finds its first, last and every thousandth entry, and nothing between them', () => {
    for (let i = 0; i < list.size; i += 1000) expect(list.has(list.at(i).toString('utf8'))).toBe(true);
    expect(list.has(list.at(0).toString('utf8'))).toBe(true);
    expect(list.has(list.at(list.size - 1).toString('utf8'))).toBe(true);
    expect(list.has(`${list.at(500).toString('utf8')}\u0000`)).toBe(false);
    expect(list.has('')).toBe(false);
  });

  it('knows the famous ones in any case, and not strong ones', () => {
    for (const pw of ['password', 'Password1', 'QWERTY123', 'iloveyou', 'Trustno1', 'letmein']) expect(isCommonPassword(pw), pw).toBe(true);
    for (const pw of ['Correct-Horse-Battery-9', 'Merchant-Pass-123', 'Admin-Tests-Pass-1', 'E2e-Admin-Passw0rd']) expect(isCommonPassword(pw), pw).toBe(false);
  });
});

describe('SortedWordList', () => {
  const fromLines = (...words: string[]) => SortedWordList.fromSortedLines(Buffer.from(words.map((w) => `${w}\n`).join('')));

  it('searches lists of any length, with or without a final newline', () => {
    expect(fromLines().size).toBe(0);
    expect(fromLines().has('a')).toBe(false);
    const one = fromLines('m');
    expect([one.size, one.has('m'), one.has('a'), one.has('z')]).toEqual([1, true, false, false]);
    const words = ['apple', 'apples', 'banana', 'caf\u00e9', 'zebra'];
    const many = fromLines(...words);
    for (const w of words) expect(many.has(w), w).toBe(true);
    for (const w of ['appl', 'applesauce', 'cafe', 'aardvark', 'zz']) expect(many.has(w), w).toBe(false);
    const unterminated = SortedWordList.fromSortedLines(Buffer.from('alpha\nbeta'));
    expect([unterminated.size, unterminated.has('alpha'), unterminated.has('beta'), unterminated.at(1).toString()]).toEqual([2, true, true, 'beta']);
  });

  it('a list that is too short stops the load instead of letting weak passwords through', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'pwlist-')), 'short.txt.gz');
    writeFileSync(file, gzipSync('password\nqwerty\n'));
    expect(() => loadCommonPasswords(file)).toThrow(/holds 2 entries; at least 100000 are required/);
    expect(loadCommonPasswords(file, 2).size).toBe(2);
    expect(() => loadCommonPasswords(path.join(path.dirname(file), 'missing.gz'))).toThrow(/ENOENT/);
  });
});
