import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB_DIR = join(import.meta.dirname, '..');
/** The typed client is the one file that may spell API paths (docs/decisions/0007-endpoint-contract.md). */
const CLIENT = 'lib/api-client.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Code without its comments, so a comment may still name an endpoint for readers. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

describe('API paths in the web app', () => {
  it('appear only in the typed client: every other file names a contract endpoint', () => {
    const offenders = sourceFiles(WEB_DIR)
      .filter((file) => relative(WEB_DIR, file) !== CLIENT)
      .filter((file) => /\/api\//.test(withoutComments(readFileSync(file, 'utf8'))))
      .map((file) => relative(WEB_DIR, file));
    expect(offenders).toEqual([]);
  });
});
