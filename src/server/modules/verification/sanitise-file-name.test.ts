import { describe, expect, it } from 'vitest';
import { fallbackFileName, MAX_FILE_NAME_LENGTH, sanitiseFileName } from './sanitise-file-name';

describe('sanitiseFileName', () => {
  it('keeps only the last path segment, for either slash', () => {
    expect(sanitiseFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(sanitiseFileName('..\\..\\Windows\\system32\\evil.png')).toBe('evil.png');
    expect(sanitiseFileName('/abs/path/scan.jpg')).toBe('scan.jpg');
  });

  it('drops control, zero-width and direction-changing characters', () => {
    expect(sanitiseFileName('in\u0000voice\r\n.pdf')).toBe('invoice.pdf');
    // "exe.pdf" spelt backwards with a right-to-left override must not survive.
    expect(sanitiseFileName('report\u202Efdp.exe')).toBe('reportfdp.exe');
    expect(sanitiseFileName('a\u200Bb\uFEFF.pdf')).toBe('ab.pdf');
  });

  it('replaces characters that break headers and file systems, and collapses spaces', () => {
    expect(sanitiseFileName('my "best"  <file>?.pdf')).toBe('my _best_ _file__.pdf');
  });

  it('refuses hidden-file and dots-only names', () => {
    expect(sanitiseFileName('.bashrc.pdf')).toBe('bashrc.pdf');
    expect(sanitiseFileName('..')).toBeNull();
    expect(sanitiseFileName('../../')).toBeNull();
    expect(sanitiseFileName('')).toBeNull();
    expect(sanitiseFileName(undefined)).toBeNull();
    expect(sanitiseFileName('   ')).toBeNull();
  });

  it('shortens long names to 120 characters, keeping the extension', () => {
    const long = `${'a'.repeat(300)}.pdf`;
    const cleaned = sanitiseFileName(long)!;
    expect(cleaned.length).toBe(MAX_FILE_NAME_LENGTH);
    expect(cleaned.endsWith('.pdf')).toBe(true);
  });

  it('never leaves half an emoji when shortening', () => {
    const cleaned = sanitiseFileName(`${'a'.repeat(115)}😀😀😀.pdf`)!;
    expect(cleaned.length).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH);
    // No lone surrogate: a high one without its low one, or a low one without its high one.
    expect(cleaned).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
  });

  it('gives a plain fallback name', () => {
    expect(fallbackFileName('.pdf')).toBe('document.pdf');
  });
});
