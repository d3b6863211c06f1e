import { describe, expect, it } from 'vitest';
import { AppError } from '@server/errors';
import { checkUploadedFile, detectFileType } from './detect-file-type';

const pdf = Buffer.from('%PDF-1.7\n%%EOF');
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const exe = Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1');

function refusal(fn: () => unknown): AppError {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('detectFileType', () => {
  it('recognises PDF, JPEG and PNG by their signatures only', () => {
    expect(detectFileType(pdf)?.mimeType).toBe('application/pdf');
    expect(detectFileType(jpeg)?.mimeType).toBe('image/jpeg');
    expect(detectFileType(png)?.mimeType).toBe('image/png');
    expect(detectFileType(exe)).toBeNull();
    expect(detectFileType(Buffer.from('%PDF'))).toBeNull();
    expect(detectFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
    expect(detectFileType(Buffer.from(' %PDF-1.4'))).toBeNull();
  });
});

describe('checkUploadedFile', () => {
  it('accepts matching bytes, name and type, in any letter case, and the generic type', () => {
    expect(checkUploadedFile(pdf, 'a.pdf', 'application/pdf').mimeType).toBe('application/pdf');
    expect(checkUploadedFile(jpeg, 'a.JPEG', 'image/jpeg; charset=binary').mimeType).toBe('image/jpeg');
    expect(checkUploadedFile(jpeg, 'a.jpg', 'image/jpg').mimeType).toBe('image/jpeg');
    expect(checkUploadedFile(png, 'a.png', 'application/octet-stream').mimeType).toBe('image/png');
    expect(checkUploadedFile(png, null, '').mimeType).toBe('image/png');
  });

  it('refuses an executable renamed to .pdf', () => {
    const err = refusal(() => checkUploadedFile(exe, 'invoice.pdf', 'application/pdf'));
    expect(err.statusCode).toBe(415);
    expect(err.code).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('refuses a name that disagrees with the bytes', () => {
    expect(refusal(() => checkUploadedFile(png, 'scan.pdf', 'application/octet-stream')).message).toMatch(/ends in \.pdf but the file is a PNG image/);
    expect(refusal(() => checkUploadedFile(pdf, 'scan.txt', 'application/pdf')).message).toMatch(/must end in/);
    expect(refusal(() => checkUploadedFile(pdf, 'scan', 'application/pdf')).message).toMatch(/must end in/);
  });

  it('refuses a declared type that disagrees with the bytes', () => {
    const err = refusal(() => checkUploadedFile(jpeg, 'photo.jpg', 'image/png'));
    expect(err.message).toBe('The file was sent as image/png but it is a JPEG image');
    expect(refusal(() => checkUploadedFile(pdf, 'a.pdf', 'text/html')).code).toBe('UNSUPPORTED_FILE_TYPE');
  });
});
