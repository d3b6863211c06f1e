/**
 * Builds src/server/modules/auth/common-passwords.txt.gz from one or more plain or gzipped lists,
 * one password a line: lower-cased (as the check compares), trimmed, without duplicates, sorted by
 * their UTF-8 bytes so the server can binary-search the file as it is. See
 * src/server/modules/auth/common-passwords.md for where the shipped list comes from.
 *
 *   node --import tsx scripts/build-common-passwords.ts <list> [<list>...]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

const OUT = path.resolve(import.meta.dirname, '../src/server/modules/auth/common-passwords.txt.gz');
const sources = process.argv.slice(2);
if (sources.length === 0) {
  console.error('usage: build-common-passwords <list> [<list>...]');
  process.exit(1);
}
const words = new Set<string>();
for (const file of sources) {
  const raw = readFileSync(file);
  const text = (file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
  for (const line of text.split('\n')) {
    const word = line.trim().toLowerCase();
    if (word !== '' && !word.includes('\n')) words.add(word);
  }
}
const sorted = [...words].map((w) => Buffer.from(w, 'utf8')).sort(Buffer.compare);
writeFileSync(OUT, gzipSync(Buffer.concat(sorted.flatMap((b) => [b, Buffer.from('\n')])), { level: 9 }));
console.log(`${sorted.length} passwords written to ${path.relative(process.cwd(), OUT)}`);
