import { AppError } from '@server/errors';

/**
 * Uploads are judged by their first bytes, never by name or Content-Type;
 * the name and the declared type must then agree with what the bytes say.
 */
export interface DetectedFileType {
  label: string;
  mimeType: 'application/pdf' | 'image/jpeg' | 'image/png';
  extensions: readonly string[];
  /** Content-Type values browsers and tools send for this kind. */
  contentTypes: readonly string[];
}

const PDF: DetectedFileType = {
  label: 'a PDF document',
  mimeType: 'application/pdf',
  extensions: ['.pdf'],
  contentTypes: ['application/pdf', 'application/x-pdf'],
};
const JPEG: DetectedFileType = {
  label: 'a JPEG image',
  mimeType: 'image/jpeg',
  extensions: ['.jpg', '.jpeg'],
  contentTypes: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
};
const PNG: DetectedFileType = { label: 'a PNG image', mimeType: 'image/png', extensions: ['.png'], contentTypes: ['image/png', 'image/x-png'] };

const startsWith = (bytes: Buffer, signature: number[]) => bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

export function detectFileType(bytes: Buffer): DetectedFileType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return PDF; // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  return null;
}

const unsupported = (message: string) => new AppError('UNSUPPORTED_FILE_TYPE', 415, message, { field: 'file' });

/** Throws 415 UNSUPPORTED_FILE_TYPE unless bytes, name and declared type all say PDF, JPEG or PNG. */
export function checkUploadedFile(bytes: Buffer, fileName: string | null, contentType: string | undefined): DetectedFileType {
  const detected = detectFileType(bytes);
  if (!detected) throw unsupported('Only PDF, JPEG and PNG files are accepted, and this file is none of them');

  if (fileName !== null) {
    const dot = fileName.lastIndexOf('.');
    const extension = dot > 0 ? fileName.slice(dot).toLowerCase() : '';
    if (!['.pdf', '.jpg', '.jpeg', '.png'].includes(extension)) {
      throw unsupported('The file name must end in .pdf, .jpg, .jpeg or .png');
    }
    if (!detected.extensions.includes(extension)) {
      throw unsupported(`The file name ends in ${extension} but the file is ${detected.label}; upload the right file or correct its name`);
    }
  }

  const declared = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  // Some clients cannot tell and send the generic type; the bytes decide then.
  if (declared && declared !== 'application/octet-stream' && !detected.contentTypes.includes(declared)) {
    throw unsupported(`The file was sent as ${declared} but it is ${detected.label}`);
  }
  return detected;
}
