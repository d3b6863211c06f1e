import type { Multipart } from '@fastify/multipart';
import { MAX_DOCUMENT_BYTES } from '@contract/verification';
import { AppError, badRequest } from '@server/errors';
import { unsafeTextError } from '@server/http/unsafe-text';

export interface DocumentUpload {
  documentType: string | undefined;
  file: { fileName: string; contentType: string; bytes: Buffer } | undefined;
}

/** Limits for @fastify/multipart in the upload route: one file of at most 10 MB and a handful of small fields. */
export const UPLOAD_LIMITS = {
  fileSize: MAX_DOCUMENT_BYTES,
  files: 1,
  fields: 5,
  parts: 6,
  fieldNameSize: 100,
  fieldSize: 1024,
  headerPairs: 20,
} as const;

export const FILE_TOO_LARGE_MESSAGE = `File is larger than ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`;

/**
 * Reads the multipart parts in whatever order they come: the `documentType`
 * field and one `file`, held in memory within the size limit.
 */
export async function readDocumentUpload(openParts: () => AsyncIterable<Multipart>): Promise<DocumentUpload> {
  const upload: DocumentUpload = { documentType: undefined, file: undefined };
  try {
    for await (const part of openParts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw badRequest(`Unexpected file field "${part.fieldname}"; send the document in the field named file`, 'VALIDATION_ERROR', { field: 'file' });
        }
        upload.file = { fileName: part.filename, contentType: part.mimetype, bytes: await part.toBuffer() };
        continue;
      }
      // The registrar's NUL and lone-surrogate check cannot see parts read here, so each text field gets it now.
      const unsafe = unsafeTextError('body', { [part.fieldname]: part.value });
      if (unsafe) throw unsafe;
      if (part.fieldname !== 'documentType') {
        throw badRequest(`Unknown field: ${part.fieldname}`, 'VALIDATION_ERROR', { field: part.fieldname });
      }
      if (upload.documentType !== undefined) {
        throw badRequest('Send documentType once', 'VALIDATION_ERROR', { field: 'documentType' });
      }
      if (typeof part.value !== 'string' || part.valueTruncated) {
        throw badRequest('documentType must be text', 'VALIDATION_ERROR', { field: 'documentType' });
      }
      upload.documentType = part.value.trim();
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', 413, FILE_TOO_LARGE_MESSAGE, { field: 'file' });
    }
    if (err instanceof AppError || typeof (err as { statusCode?: unknown }).statusCode === 'number') throw err;
    // The parser's own errors (no boundary, a part cut short) mean the client sent a broken body.
    throw badRequest('The upload could not be read as multipart/form-data; send the fields file and documentType', 'MALFORMED_MULTIPART');
  }
  return upload;
}
