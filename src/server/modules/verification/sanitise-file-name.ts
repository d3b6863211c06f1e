/**
 * The original file name is kept only as metadata for reviewers; storage uses
 * a server-chosen id. Still, it is shown in screens and may end up in a
 * Content-Disposition header, so keep it plain: no path, no control or
 * direction-changing characters, no characters file systems or headers choke on.
 */
export const MAX_FILE_NAME_LENGTH = 120;

// C0/C1 controls, zero-width and bidirectional overrides, BOM.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const AWKWARD = /["<>:|?*;]/g;

/** The last path segment, cleaned, at most 120 characters; null when nothing usable remains. */
export function sanitiseFileName(raw: string | undefined | null): string | null {
  const lastSegment = (raw ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  let name = lastSegment
    .replace(INVISIBLE, '')
    .replace(AWKWARD, '_')
    .replace(/\s+/g, ' ')
    .trim()
    // No hidden files and no names made only of dots.
    .replace(/^[.\s]+/, '')
    .trim();
  if (!name) return null;
  if (name.length > MAX_FILE_NAME_LENGTH) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    // Cut by code units, then drop a half surrogate pair the cut may leave.
    const base = name.slice(0, MAX_FILE_NAME_LENGTH - extension.length).replace(/[\ud800-\udbff]$/, '');
    name = `${base.trimEnd()}${extension}`;
  }
  return name;
}

/** The name used when the uploaded one was empty or only path and dots, e.g. `document.pdf`. */
export function fallbackFileName(extension: string): string {
  return `document${extension}`;
}
