import { describe, expect, it } from 'vitest';
import { parseLsn } from './lsn';

describe('parseLsn', () => {
  it('orders positions by their high half first, then the low half', () => {
    expect(parseLsn('0/0')).toBe(0n);
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('1/0')).toBe(0x100000000n);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
  });

  it('refuses anything else', () => {
    for (const bad of ['', '0', '0/', '/0', 'x/1', '1/2/3', '123456789/0']) expect(() => parseLsn(bad)).toThrow(/WAL position/);
  });
});
