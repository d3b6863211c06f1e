import { describe, expect, it } from 'vitest';
import { timeOrderedAlphanumeric, timeOrderedHex } from './time-ordered-ids';

describe('timeOrderedAlphanumeric', () => {
  it('starts with the time in base 36 and stays letters and digits of the asked length', () => {
    const at = Date.UTC(2026, 10, 28, 12, 0, 0, 123);
    const id = timeOrderedAlphanumeric(20, at);
    expect(id).toMatch(/^[0-9a-z]{8}[A-Za-z0-9]{12}$/);
    expect(parseInt(id.slice(0, 8), 36)).toBe(at);
  });

  it('sorts by creation time, byte by byte, whatever the random part', () => {
    const ids = Array.from({ length: 200 }, (_, i) => timeOrderedAlphanumeric(20, 1_700_000_000_000 + i * 37));
    const shuffled = [...ids].sort(() => Math.random() - 0.5);
    expect(shuffled.sort()).toEqual(ids);
  });

  it('differs within one millisecond', () => {
    const at = Date.now();
    expect(new Set(Array.from({ length: 1_000 }, () => timeOrderedAlphanumeric(20, at))).size).toBe(1_000);
  });

  it('refuses a length that would leave too little randomness', () => {
    expect(() => timeOrderedAlphanumeric(19)).toThrow(RangeError);
  });
});

describe('timeOrderedHex', () => {
  it('is a version 7 UUID carrying the milliseconds', () => {
    const at = Date.UTC(2026, 10, 28, 12, 0, 0, 456);
    const hex = timeOrderedHex(at);
    expect(hex).toMatch(/^[0-9a-f]{12}7[0-9a-f]{3}[89ab][0-9a-f]{15}$/);
    expect(parseInt(hex.slice(0, 12), 16)).toBe(at);
  });

  it('sorts by creation time and differs within one millisecond', () => {
    const ids = Array.from({ length: 200 }, (_, i) => timeOrderedHex(1_700_000_000_000 + i));
    expect([...ids].reverse().sort()).toEqual(ids);
    const at = Date.now();
    expect(new Set(Array.from({ length: 1_000 }, () => timeOrderedHex(at))).size).toBe(1_000);
  });
});
