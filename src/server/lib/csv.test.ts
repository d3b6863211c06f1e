import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('csv', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const v of ['=1+1', '+44', '-2', '@SUM(A1)', '\tx', '\rx']) expect(csvCell(v).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });
  it('quotes commas, quotes and newlines, and leaves numbers alone', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(-150)).toBe('-150');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a', 'b']) + csvLine([1, '=x'])).toBe("a,b\r\n1,'=x\r\n");
  });
});
