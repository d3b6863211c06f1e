import { describe, expect, it } from 'vitest';
import { ACCEPT_ATTRIBUTE, fileProblem } from './file-check';

const MB = 1024 * 1024;

describe('fileProblem', () => {
  it.each(['a.pdf', 'B.PDF', 'scan.jpg', 'photo.JPEG', 'id.png'])('accepts %s', (name) => {
    expect(fileProblem({ name, size: 1234 })).toBeNull();
  });

  it('accepts exactly 10 MB and refuses a byte more, saying how big it is', () => {
    expect(fileProblem({ name: 'a.pdf', size: 10 * MB })).toBeNull();
    expect(fileProblem({ name: 'a.pdf', size: 10 * MB + 1 })).toBe('The file is 10.0 MB; the limit is 10 MB');
    expect(fileProblem({ name: 'a.pdf', size: 11 * MB })).toBe('The file is 11.0 MB; the limit is 10 MB');
  });

  it.each(['notes.txt', 'setup.exe', 'scan', 'pdf', 'a.pdf.exe', 'logo.svg', 'doc.gif'])('refuses %s by its extension', (name) => {
    expect(fileProblem({ name, size: 10 })).toMatch(/PDF, JPG or PNG/);
  });

  it('refuses an empty file', () => {
    expect(fileProblem({ name: 'a.png', size: 0 })).toBe('The file is empty');
  });

  it('offers the same extensions to the file picker', () => {
    expect(ACCEPT_ATTRIBUTE).toBe('.pdf,.jpg,.jpeg,.png');
  });
});
