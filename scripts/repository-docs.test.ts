import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The module names the README's architecture picture lists, from "modules/ by domain:" up to the engine's line. */
export function modulesInReadme(readme: string): string[] {
  const lines = readme.split('\n');
  const start = lines.findIndex((l) => l.includes('modules/ by domain:'));
  if (start < 0) return [];
  const block: string[] = [];
  for (const line of lines.slice(start)) {
    if (line.includes('engine/ (optimiser)')) break;
    block.push(line.replace(/^\s*\|/, '').replace(/\|\s*$/, ''));
  }
  return block
    .join(' ')
    .replace('modules/ by domain:', '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

describe('the README architecture picture', () => {
  it('names every server module, and only those', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const onDisk = fs
      .readdirSync(path.join(ROOT, 'src/server/modules'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(modulesInReadme(readme).sort()).toEqual(onDisk.sort());
  });

  it('reads the list across wrapped lines of the box', () => {
    const sample = ['  |   modules/ by domain: a-b, c,   |', '  |   d, e   |', '  |   engine/ (optimiser): x |'].join('\n');
    expect(modulesInReadme(sample)).toEqual(['a-b', 'c', 'd', 'e']);
  });
});

describe('references', () => {
  it('comments and documents cite decision records and docs, never the numbers of an outside tracker', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
        const rel = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(rel);
        else if (/\.(ts|tsx|md|sql)$/.test(entry.name)) {
          fs.readFileSync(path.join(ROOT, rel), 'utf8')
            .split('\n')
            .forEach((line, i) => {
              if (/\bissues? #?\d+\b/i.test(line)) offenders.push(`${rel}:${i + 1}: ${line.trim()}`);
            });
        }
      }
    };
    for (const dir of ['src', 'test', 'e2e', 'scripts', 'bench', 'docs', 'drizzle']) walk(dir);
    for (const file of ['README.md']) if (/\bissues? #?\d+\b/i.test(fs.readFileSync(path.join(ROOT, file), 'utf8'))) offenders.push(file);
    expect(offenders).toEqual([]);
  });
});
