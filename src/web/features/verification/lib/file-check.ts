import { ACCEPTED_FILE_EXTENSIONS, MAX_DOCUMENT_BYTES } from '@contract/verification';

/** The file input's accept list, from the same constants the server checks against. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_FILE_EXTENSIONS.join(',');

/**
 * A quick check before uploading, so a wrong or huge file fails at once instead of after a long
 * upload. The server still judges the bytes themselves; this only looks at the name and size.
 */
export function fileProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!ACCEPTED_FILE_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return 'Choose a PDF, JPG or PNG file (.pdf, .jpg, .jpeg or .png)';
  }
  if (file.size === 0) return 'The file is empty';
  if (file.size > MAX_DOCUMENT_BYTES) return `The file is ${(file.size / (1024 * 1024)).toFixed(1)} MB; the limit is 10 MB`;
  return null;
}
