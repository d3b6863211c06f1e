import { describe, expect, it } from 'vitest';
import { endOfUkDay, formatDateTime, formatDateTimeLines, formatGBP, formatMonth, ukDateAfter } from './format';

describe('formatGBP', () => {
  it.each([
    [0, '£0.00'],
    [5, '£0.05'],
    [12345, '£123.45'],
    [100000000, '£1,000,000.00'],
    [-250, '-£2.50'],
  ])('formats %i pence as %s', (pence, expected) => {
    expect(formatGBP(pence)).toBe(expected);
  });
});

describe('formatDateTime', () => {
  it('shows day, short month, year, hour and minute in UK time', () => {
    expect(formatDateTime(new Date('2026-11-21T14:05:00Z'))).toBe('21 Nov 2026, 14:05');
  });

  it('accepts ISO strings and follows British Summer Time', () => {
    expect(formatDateTime('2026-07-01T00:05:00Z')).toBe('1 Jul 2026, 01:05');
  });

  it('uses a 24-hour clock at midnight', () => {
    expect(formatDateTime('2026-01-02T00:00:00Z')).toBe('2 Jan 2026, 00:00');
  });

  it('says so for an unparseable date instead of throwing', () => {
    expect(formatDateTime('not a date')).toBe('Invalid date');
  });
});

describe('UK calendar dates for date inputs', () => {
  it('ends a winter day at 23:59 GMT and a summer day at 23:59 BST', () => {
    expect(endOfUkDay('2026-12-01')).toBe('2026-12-01T23:59:00.000Z');
    expect(endOfUkDay('2026-07-01')).toBe('2026-07-01T22:59:00.000Z');
    // The days the clocks change.
    expect(endOfUkDay('2026-03-29')).toBe('2026-03-29T22:59:00.000Z');
    expect(endOfUkDay('2026-10-25')).toBe('2026-10-25T23:59:00.000Z');
  });

  it('refuses what is not a real date', () => {
    for (const bad of ['', '2026-02-30', '2026-13-01', '01/12/2026', '2026-12-1', 'tomorrow']) expect(endOfUkDay(bad), bad).toBeNull();
  });

  it('counts days on the UK calendar', () => {
    expect(ukDateAfter(7, new Date('2026-11-24T12:00:00Z'))).toBe('2026-12-01');
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(ukDateAfter(0, new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
  });
});

describe('formatMonth', () => {
  it('names a billing month in full', () => {
    expect(formatMonth('2026-03')).toBe('March 2026');
    expect(formatMonth('2025-12')).toBe('December 2025');
  });
});

describe('formatDateTimeLines', () => {
  it('splits the UK date and time into a day line and a time line', () => {
    expect(formatDateTimeLines('2026-07-01T13:05:00Z')).toEqual(['1 Jul 2026', '14:05']);
    expect(formatDateTimeLines('not a date')).toEqual(['Invalid date', '']);
  });
});
