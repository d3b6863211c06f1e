import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The copy detector that `npm run lint` runs (.jscpd.json): a block of 10 lines or more that the
 * admin panel and the merchant portal both hold fails, while repeats inside one of the two trees
 * and shorter blocks pass. Each case runs the real CLI with the real settings on two small trees
 * made for it; `npm run lint` runs it on the real trees.
 */

const root = path.resolve(import.meta.dirname, '..');
const cli = path.join(root, 'node_modules/jscpd/bin/jscpd');
const settings = JSON.parse(readFileSync(path.join(root, '.jscpd.json'), 'utf8')) as { path: string[] } & Record<string, unknown>;
const work = mkdtempSync(path.join(tmpdir(), 'copy-detector-'));

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `count` lines of code that differ from each other, named so two calls with one name match. */
function block(name: string, count: number): string {
  return Array.from({ length: count }, (_, i) => `  const ${name}${i} = compute('${name}-${i}', ${i} * factor, options.${name}Weight${i});`).join('\n');
}

/** A component file whose own lines surround the given block. */
function component(name: string, body: string): string {
  return [
    `export function ${name}(factor: number, options: Record<string, number>) {`,
    `  const own${name} = factor + ${name.length};`,
    body,
    `  return own${name};`,
    '}',
    '',
  ].join('\n');
}

let runs = 0;

/** Writes the files (paths under "admin/" or "merchant-portal/"), runs the detector on them, returns its exit code and output. */
function detect(files: Record<string, string>) {
  const dir = path.join(work, `case-${runs++}`);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const config = path.join(dir, 'jscpd.json');
  writeFileSync(config, JSON.stringify({ ...settings, path: [path.join(dir, 'admin'), path.join(dir, 'merchant-portal')], gitignore: false }));
  const run = spawnSync(process.execPath, [cli, '--config', config], { cwd: dir, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

// Each case starts the CLI, which takes a few seconds on a busy machine.
describe('copy detector between the admin panel and the merchant portal', { timeout: 30_000 }, () => {
  it('compares exactly the two feature trees', () => {
    expect(settings.path).toEqual(['src/web/features/admin', 'src/web/features/merchant-portal']);
  });

  it('fails on a block of 10 lines that both trees hold', () => {
    const shared = block('shared', 10);
    const result = detect({
      'admin/sections/a.tsx': component('AdminPart', shared),
      'merchant-portal/pages/b.tsx': component('PortalPart', shared),
    });
    expect(result.status, result.output).toBe(1);
    expect(result.output).toContain('admin/sections/a.tsx');
    expect(result.output).toContain('merchant-portal/pages/b.tsx');
  });

  it('passes a block of 8 lines that both trees hold', () => {
    const shared = block('shared', 8);
    const result = detect({
      'admin/sections/a.tsx': component('AdminPart', shared),
      'merchant-portal/pages/b.tsx': component('PortalPart', shared),
    });
    expect(result.status, result.output).toBe(0);
  });

  it('leaves a repeat inside one tree alone', () => {
    const repeated = block('repeated', 14);
    const result = detect({
      'admin/sections/a.tsx': component('FirstPart', repeated),
      'admin/sections/b.tsx': component('SecondPart', repeated),
      'merchant-portal/pages/c.tsx': component('PortalPart', block('own', 14)),
    });
    expect(result.status, result.output).toBe(0);
  });
});
