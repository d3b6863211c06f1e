import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (docs/decisions/0007-endpoint-contract.md): web imports contract; server imports
 * contract and engine; engine imports nothing of ours and no package; contract imports only zod.
 *
 * The rules check the file an import RESOLVES to (relative paths and the tsconfig aliases
 * @contract, @engine, @server and @web alike), not the text of the specifier, and every path here
 * is absolute, so they hold whichever folder ESLint runs from.
 */
const root = import.meta.dirname;
const at = (...parts) => path.join(root, ...parts);
const src = (area) => at('src', area);
const features = at('src/web/features');
const featureNames = readdirSync(features, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Engine tests and their helpers may use test tooling; the engine itself may not. */
const engineTestFiles = ['src/engine/**/*.test.ts', 'src/engine/**/test-*.ts'];

const boundaryZones = [
  { target: src('web'), from: src('server'), message: 'The browser app must not import server code; share through src/contract.' },
  { target: src('web'), from: src('engine'), message: 'The engine runs on the server only.' },
  { target: src('server'), from: src('web'), message: 'Server code must not import the web app; share through src/contract.' },
  {
    target: src('engine'),
    from: root,
    except: ['src/engine'],
    message: 'The engine is pure: it imports only its own files (no contract, server, web or package).',
  },
  {
    target: src('engine'),
    from: engineTestFiles.map((glob) => at(glob)),
    message: 'Engine code must not import test helpers.',
  },
  {
    target: src('contract'),
    from: root,
    except: ['src/contract', 'node_modules/zod'],
    message: 'Contract imports only zod and its own files.',
  },
  ...featureNames.map((name) => ({
    target: path.join(features, name),
    from: features,
    except: [name],
    message: `Feature "${name}" must not import another feature; move shared code to src/web/components or src/web/lib.`,
  })),
  {
    target: [src('web/components'), src('web/lib')],
    from: features,
    message: 'Shared web code must not import a feature; features import shared code, not the reverse.',
  },
  {
    target: [src('web/components'), src('web/lib')],
    from: src('web/app'),
    message: 'Shared web code must not import the app shell; the app shell imports shared code.',
  },
  { target: features, from: src('web/app'), message: 'Features do not import the app shell; the route table imports features.' },
];

/**
 * Server domains in the one shape (docs/decisions/0027): other code imports a domain only through
 * its index.ts. Add a domain here once it has one.
 */
/** Every server domain: each is imported through its index.ts only (docs/decisions/0032-every-domain-behind-an-index.md). */
const SHAPED_DOMAINS = readdirSync(src('server/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const NOT_LINTED = new Set(['node_modules', 'dist', 'data', 'coverage', '.git', '.tmp']);

/** Every file and folder of the repository outside `dir`: the siblings of `dir` and of each of its parents. */
function everythingOutside(dir) {
  const targets = [];
  for (let inner = dir; inner !== root; inner = path.dirname(inner)) {
    const parent = path.dirname(inner);
    for (const entry of readdirSync(parent)) {
      const full = path.join(parent, entry);
      if (full !== inner && !(parent === root && NOT_LINTED.has(entry))) targets.push(full);
    }
  }
  return targets;
}

const domainEntryZones = SHAPED_DOMAINS.map((name) => {
  const dir = src(`server/modules/${name}`);
  return {
    target: everythingOutside(dir),
    from: dir,
    except: ['index.ts'],
    message: `Import the ${name} domain through src/server/modules/${name}/index.ts only.`,
  };
});

const engineTestZones = [
  {
    target: src('engine'),
    from: root,
    except: ['src/engine', 'node_modules/fast-check', 'node_modules/vitest'],
    message: 'Engine tests import engine files and test tooling (fast-check, vitest) only.',
  },
];

const restrictedPaths = (zones) => ({ 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'drizzle/**', 'coverage/**', '.tmp/**', 'packages/*/dist/**', 'packages/*/.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: at('tsconfig.json') })] },
    rules: {
      ...restrictedPaths([...boundaryZones, ...domainEntryZones]),
      // One import statement per module: a domain's index is imported once, whatever a file takes from it.
      'import-x/no-duplicates': 'error',
    },
  },
  {
    // Node builtins resolve to no file, and an import that does not resolve is not checked above.
    files: ['src/engine/**/*.ts', 'src/contract/**/*.ts'],
    ignores: engineTestFiles,
    rules: { 'import-x/no-nodejs-modules': 'error', 'import-x/no-unresolved': 'error' },
  },
  {
    files: engineTestFiles,
    rules: restrictedPaths(engineTestZones),
  },
);
