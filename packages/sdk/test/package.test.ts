import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchantFixture } from '../../../test/support/payment-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { readmeExample } from './support';

/**
 * The package as npm would publish it: `npm pack`'s tarball (which builds it first) checked by
 * publint and Are the Types Wrong, and the README's example type-checked against the packed types,
 * then compiled and run from the installed tarball against the real app.
 */
const PACKAGE = resolve(import.meta.dirname, '..');
const ROOT = resolve(PACKAGE, '../..');
const bin = (name: string) => resolve(ROOT, 'node_modules/.bin', name);

let work: string;
let tarball: string;
let files: string[];

let app: TestApp;
let baseUrl: string;
let testKey: string;

beforeAll(async () => {
  app = await createTestApp();
  baseUrl = await app.app.listen({ host: '127.0.0.1', port: 0 });
  testKey = (await (await createMerchantFixture(app)).key('test')).secret;
  work = mkdtempSync(join(tmpdir(), 'smartsplit-sdk-pack-'));
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: PACKAGE, encoding: 'utf8' })) as {
    filename: string;
    files: { path: string }[];
  }[];
  tarball = join(work, packed!.filename);
  files = packed!.files.map((f) => f.path);
}, 120_000);
afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  await app?.close();
});

describe('the packed @smartsplit/node', () => {
  it('holds the built ESM with declarations, the README and package.json only, and depends on nothing', () => {
    expect(files).toEqual(expect.arrayContaining(['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts', 'dist/generated/openapi.d.ts']));
    expect(files.filter((f) => !f.startsWith('dist/') && f !== 'package.json' && f !== 'README.md')).toEqual([]);
    const manifest = JSON.parse(readFileSync(resolve(PACKAGE, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({ name: '@smartsplit/node', type: 'module', engines: { node: '>=20.19.0' } });
    expect(manifest.dependencies ?? {}).toEqual({});
    const built = files.filter((f) => f.endsWith('.js')).map((f) => readFileSync(resolve(PACKAGE, f), 'utf8'));
    for (const source of built) expect(source).not.toMatch(/from ['"](zod|@server|@contract|\.\.\/\.\.\/src)/);
  });

  it('passes publint', () => {
    const out = execFileSync(bin('publint'), ['run', tarball, '--strict'], { encoding: 'utf8' });
    expect(out).not.toMatch(/error|warning/i);
  }, 60_000);

  it('passes Are the Types Wrong for an ESM-only package', () => {
    // Exits non-zero on any problem the esm-only profile counts.
    const out = execFileSync(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'json'], { encoding: 'utf8' });
    const report = JSON.parse(out) as { analysis: { problems: { kind: string; resolutionKind: string }[] } };
    // All that is left is what ESM-only means: require() from node16 CommonJS resolves to ESM.
    expect(report.analysis.problems).toEqual([{ kind: 'CJSResolvesToESM', resolutionKind: 'node16-cjs', entrypoint: '.' }]);
  }, 60_000);

  it('type-checks the README’s example against the packed types and runs it from them, as an integrator’s project would', async () => {
    const project = join(work, 'project');
    const installed = join(project, 'node_modules/@smartsplit/node');
    mkdirSync(installed, { recursive: true });
    execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'merchant-server', private: true, type: 'module' }));
    writeFileSync(join(project, 'checkout.ts'), readmeExample());
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          types: ['node'],
          skipLibCheck: true,
          typeRoots: [resolve(ROOT, 'node_modules/@types')],
        },
        files: ['checkout.ts'],
      }),
    );
    const tsc = () => {
      try {
        execFileSync(process.execPath, [resolve(ROOT, 'node_modules/typescript/bin/tsc'), '-p', project], { encoding: 'utf8' });
        return '';
      } catch (error) {
        return String((error as { stdout?: string }).stdout);
      }
    };
    expect(tsc()).toBe('');

    // Compiled as the integrator would, the example runs from the installed tarball against the real app.
    execFileSync(process.execPath, [resolve(ROOT, 'node_modules/typescript/bin/tsc'), '-p', project, '--noEmit', 'false', '--outDir', join(project, 'out')]);
    // Asynchronously: the app answering it runs in this process.
    const { stdout: printed } = await promisify(execFile)(process.execPath, [join(project, 'out/checkout.js')], {
      cwd: project,
      encoding: 'utf8',
      env: { ...process.env, SMARTSPLIT_API_KEY: testKey, SMARTSPLIT_URL: baseUrl },
    });
    expect(printed.trim().split('\n')).toEqual(['card card_gold pays 8000, earning 160', 'card card_blue pays 4550, earning 45.5']);

    // A mistake in the same call is caught: the types are really checked.
    writeFileSync(join(project, 'checkout.ts'), readmeExample().replace("currency: 'GBP'", "currency: 'USD'"));
    expect(tsc()).toMatch(/checkout\.ts.*"USD"/);
  }, 60_000);
});
