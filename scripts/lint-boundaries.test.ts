import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The import boundaries in eslint.config.js, checked through the ESLint Node API. Fixture code is
 * linted with lintText under a file path inside the real tree (the file itself never exists), so
 * each crossing is tried both as a relative path and as a tsconfig alias that resolve to a real
 * file. Every case runs with ESLint's cwd at the repository root and in two subfolders, which shows
 * the rules do not depend on where ESLint is started.
 */

const root = path.resolve(import.meta.dirname, '..');
const restricted = 'import-x/no-restricted-paths';

/** Real files the crossing imports point at: an import that resolves to nothing proves nothing. */
const targets = [
  'src/contract/common.ts',
  'src/engine/types.ts',
  'src/engine/test-fixtures.ts',
  'src/server/errors.ts',
  'src/web/lib/cn.ts',
  'src/web/app/route-manifest.ts',
  'src/web/features/admin/lib/admin-token.ts',
  'src/web/features/marketing/site-navigation.ts',
];

type Case = { file: string; spec: string; rule?: string };

/** Imports that must fail, with the rule expected to report them. */
const crossings: Case[] = [
  // src/web never imports src/server or src/engine.
  { file: 'src/web/lib/boundary-fixture.ts', spec: '../../../src/server/errors' },
  { file: 'src/web/lib/boundary-fixture.ts', spec: '../../server/errors' },
  { file: 'src/web/lib/boundary-fixture.ts', spec: '@server/errors' },
  { file: 'src/web/features/admin/boundary-fixture.ts', spec: '../../../../src/engine/types' },
  { file: 'src/web/features/admin/boundary-fixture.ts', spec: '@engine/types' },
  // src/server never imports src/web.
  { file: 'src/server/boundary-fixture.ts', spec: '../../src/web/lib/cn' },
  { file: 'src/server/boundary-fixture.ts', spec: '@web/lib/cn' },
  // src/engine imports nothing of ours and no package or builtin.
  { file: 'src/engine/boundary-fixture.ts', spec: '../../src/contract/common' },
  { file: 'src/engine/boundary-fixture.ts', spec: '@contract/common' },
  { file: 'src/engine/boundary-fixture.ts', spec: '../../src/server/errors' },
  { file: 'src/engine/boundary-fixture.ts', spec: '@server/errors' },
  { file: 'src/engine/boundary-fixture.ts', spec: '../../src/web/lib/cn' },
  { file: 'src/engine/boundary-fixture.ts', spec: '@web/lib/cn' },
  { file: 'src/engine/boundary-fixture.ts', spec: 'zod' },
  { file: 'src/engine/boundary-fixture.ts', spec: 'fast-check' },
  { file: 'src/engine/boundary-fixture.ts', spec: './test-fixtures.js' },
  { file: 'src/engine/boundary-fixture.ts', spec: 'node:fs', rule: 'import-x/no-nodejs-modules' },
  { file: 'src/engine/boundary-fixture.ts', spec: 'a-package-that-is-not-installed', rule: 'import-x/no-unresolved' },
  // Engine tests may use test tooling, but still nothing else of ours.
  { file: 'src/engine/boundary-fixture.test.ts', spec: '../../src/contract/common' },
  { file: 'src/engine/boundary-fixture.test.ts', spec: '@server/errors' },
  { file: 'src/engine/boundary-fixture.test.ts', spec: 'zod' },
  // src/contract imports only zod and its own files.
  { file: 'src/contract/boundary-fixture.ts', spec: '../../src/engine/types' },
  { file: 'src/contract/boundary-fixture.ts', spec: '@engine/types' },
  { file: 'src/contract/boundary-fixture.ts', spec: '../server/errors' },
  { file: 'src/contract/boundary-fixture.ts', spec: '@server/errors' },
  { file: 'src/contract/boundary-fixture.ts', spec: '@web/lib/cn' },
  { file: 'src/contract/boundary-fixture.ts', spec: 'fastify' },
  { file: 'src/contract/boundary-fixture.ts', spec: 'node:path', rule: 'import-x/no-nodejs-modules' },
  // Features do not import each other.
  { file: 'src/web/features/admin/boundary-fixture.ts', spec: '../marketing/site-navigation' },
  { file: 'src/web/features/admin/boundary-fixture.ts', spec: '../../../../src/web/features/marketing/site-navigation' },
  { file: 'src/web/features/admin/boundary-fixture.ts', spec: '@web/features/marketing/site-navigation' },
  { file: 'src/web/features/marketing/pages/boundary-fixture.tsx', spec: '../../admin/lib/admin-token' },
  { file: 'src/web/features/marketing/pages/boundary-fixture.tsx', spec: '@web/features/admin/lib/admin-token' },
  // Shared web code imports no feature and not the app shell.
  { file: 'src/web/lib/boundary-fixture.ts', spec: '../../../src/web/features/admin/lib/admin-token' },
  { file: 'src/web/lib/boundary-fixture.ts', spec: '@web/features/admin/lib/admin-token' },
  { file: 'src/web/components/boundary-fixture.tsx', spec: '../features/marketing/site-navigation' },
  { file: 'src/web/components/boundary-fixture.tsx', spec: '@web/features/marketing/site-navigation' },
  { file: 'src/web/lib/boundary-fixture.ts', spec: '@web/app/route-manifest' },
  // Features do not import the app shell.
  { file: 'src/web/features/admin/boundary-fixture.ts', spec: '../../../../src/web/app/route-manifest' },
  { file: 'src/web/features/admin/boundary-fixture.ts', spec: '@web/app/route-manifest' },
];

/** Imports that must pass. */
const allowed: Case[] = [
  { file: 'src/web/lib/boundary-fixture.ts', spec: '../../contract/common' },
  { file: 'src/web/lib/boundary-fixture.ts', spec: '@contract/common' },
  { file: 'src/web/lib/boundary-fixture.ts', spec: './cn' },
  { file: 'src/web/features/admin/boundary-fixture.ts', spec: './lib/admin-token' },
  { file: 'src/web/features/admin/boundary-fixture.ts', spec: '@web/features/admin/lib/admin-token' },
  { file: 'src/web/features/admin/boundary-fixture.ts', spec: '@web/lib/cn' },
  { file: 'src/web/features/admin/boundary-fixture.ts', spec: '../../components/brand-mark' },
  { file: 'src/web/app/boundary-fixture.ts', spec: '@web/features/marketing/site-navigation' },
  { file: 'src/server/boundary-fixture.ts', spec: '@contract/common' },
  { file: 'src/server/boundary-fixture.ts', spec: '../engine/types' },
  { file: 'src/server/boundary-fixture.ts', spec: '@engine/types' },
  { file: 'src/server/boundary-fixture.ts', spec: 'zod' },
  { file: 'src/server/boundary-fixture.ts', spec: 'node:path' },
  { file: 'src/engine/boundary-fixture.ts', spec: './types.js' },
  { file: 'src/engine/boundary-fixture.ts', spec: '@engine/types' },
  { file: 'src/engine/boundary-fixture.test.ts', spec: 'fast-check' },
  { file: 'src/engine/boundary-fixture.test.ts', spec: 'vitest' },
  { file: 'src/engine/boundary-fixture.test.ts', spec: './test-fixtures.js' },
  { file: 'src/engine/test-boundary-fixture.ts', spec: 'fast-check' },
  { file: 'src/contract/boundary-fixture.ts', spec: 'zod' },
  { file: 'src/contract/boundary-fixture.ts', spec: './common' },
  { file: 'src/contract/boundary-fixture.ts', spec: '@contract/common' },
];

const fixture = (spec: string) => `import * as target from '${spec}';\n\nexport { target };\n`;

const lint = async (eslint: ESLint, { file, spec }: Case) => {
  const [result] = await eslint.lintText(fixture(spec), { filePath: path.join(root, file) });
  return result.messages.map((message) => ({ ruleId: message.ruleId, message: message.message }));
};

it('the crossing imports point at files that exist', () => {
  for (const target of targets) expect(existsSync(path.join(root, target)), target).toBe(true);
});

describe.each(['.', 'src/web', 'test'])('with ESLint started in %s', (cwd) => {
  let eslint: ESLint;
  beforeAll(async () => {
    eslint = new ESLint({ cwd: path.join(root, cwd) });
    await lint(eslint, allowed[0]);
  }, 60_000);

  it.each(crossings)('$file importing $spec fails', async (crossing) => {
    const messages = await lint(eslint, crossing);
    expect(messages).toEqual([expect.objectContaining({ ruleId: crossing.rule ?? restricted })]);
  });

  it.each(allowed)('$file importing $spec passes', async (allowedCase) => {
    expect(await lint(eslint, allowedCase)).toEqual([]);
  });
});

/** Runs the ESLint CLI the way a developer would, from a subfolder. */
const runCli = (cwd: string, args: string[], stdin?: string) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((done, fail) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules/eslint/bin/eslint.js'), ...args], { cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
    child.stdin.end(stdin ?? '');
  });

describe.concurrent('the ESLint CLI started in src/web', () => {
  const cwd = path.join(root, 'src/web');

  it('finds the repository config and passes a real file', async () => {
    const run = await runCli(cwd, ['lib/cn.ts']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  }, 60_000);

  it('fails a crossing import', async () => {
    const run = await runCli(cwd, ['--stdin', '--stdin-filename', 'lib/boundary-fixture.ts'], fixture('@server/errors'));
    expect(run.stdout).toContain(restricted);
    expect(run.code).toBe(1);
  }, 60_000);
});
