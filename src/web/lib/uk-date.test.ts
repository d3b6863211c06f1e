import { describe, expect, it } from 'vitest';
import { formatUkDate, parseUkDate } from './uk-date';

describe('parseUkDate', () => {
  it.each([
    ['31/12/2026', '2026-12-31'],
    ['01/01/2026', '2026-01-01'],
    ['1/2/2026', '2026-02-01'],
    [' 29/02/2028 ', '2028-02-29'],
    ['30/04/2026', '2026-04-30'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseUkDate(text)).toEqual({ kind: 'valid', iso });
  });

  it('treats blank as no date', () => {
    expect(parseUkDate('')).toEqual({ kind: 'empty' });
    expect(parseUkDate('   ')).toEqual({ kind: 'empty' });
  });

  it.each([
    ['31/02/2026', /not a date: that month has 28 days/],
    ['29/02/2026', /that month has 28 days/],
    ['31/04/2026', /that month has 30 days/],
    ['00/01/2026', /not a date/],
    ['12/13/2026', /month from 01 to 12/],
    ['12/00/2026', /month from 01 to 12/],
    ['2026-12-31', /dd\/mm\/yyyy/],
    ['12/31/26', /dd\/mm\/yyyy/],
    ['abc', /dd\/mm\/yyyy/],
    ['31.12.2026', /dd\/mm\/yyyy/],
    ['31/12/2026x', /dd\/mm\/yyyy/],
    ['001/12/2026', /dd\/mm\/yyyy/],
    ['31/12/0999', /year between/],
  ])('refuses %s with a message a person can act on', (text, message) => {
    const parsed = parseUkDate(text);
    expect(parsed.kind).toBe('invalid');
    if (parsed.kind === 'invalid') expect(parsed.message).toMatch(message);
  });
});

describe('formatUkDate', () => {
  it('turns an ISO date round into dd/mm/yyyy', () => {
    expect(formatUkDate('2026-12-31')).toBe('31/12/2026');
    expect(formatUkDate('2026-01-05')).toBe('05/01/2026');
  });

  it('leaves anything else as it is', () => {
    expect(formatUkDate('')).toBe('');
    expect(formatUkDate('31/12/2026')).toBe('31/12/2026');
  });

  it('round-trips with parseUkDate for every day of a leap year', () => {
    for (let day = 0; day < 366; day++) {
      const iso = new Date(Date.UTC(2028, 0, 1 + day)).toISOString().slice(0, 10);
      expect(parseUkDate(formatUkDate(iso))).toEqual({ kind: 'valid', iso });
    }
  });
});
