import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (ENGINEERING.md): web imports contract; server imports
 * contract and engine; engine imports nothing of ours; contract imports only zod.
 */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const ours = (dir, why) => ({ regex: `^(\\.\\./)+${dir}(/|$)`, message: why });

/** Features never import each other: shared code moves down to components/ or lib/. */
const featureBoundaries = {
  rules: {
    'no-cross-feature-imports': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const featuresDir = path.resolve('src/web/features');
        const featureOf = (file) => {
          const rel = path.relative(featuresDir, file);
          return rel.startsWith('..') ? undefined : rel.split(path.sep)[0];
        };
        const own = featureOf(context.filename);
        return {
          ImportDeclaration(node) {
            const source = node.source.value;
            if (typeof source !== 'string' || !source.startsWith('.')) return;
            const target = path.resolve(path.dirname(context.filename), source);
            const other = featureOf(target);
            if (other && other !== own) context.report({ node, message: `Feature "${own}" must not import feature "${other}"; move shared code to components/ or lib/.` });
            if (target.startsWith(path.resolve('src/web/app'))) context.report({ node, message: 'Features do not import the app shell; the route table imports features.' });
          },
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'drizzle/**', 'coverage/**', '.tmp/**'] },
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
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([ours('server', 'The browser app must not import server code; share through src/contract.'), ours('engine', 'The engine runs on the server only.')]),
    },
  },
  {
    files: ['src/web/features/**/*.{ts,tsx}'],
    plugins: { local: featureBoundaries },
    rules: { 'local/no-cross-feature-imports': 'error' },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: restrict([ours('web', 'Server code must not import the web app; share through src/contract.')]),
  },
  {
    files: ['src/engine/**/*.ts'],
    rules: restrict([
      ours('server', 'The engine is pure: no server imports.'),
      ours('web', 'The engine is pure: no web imports.'),
      ours('contract', 'The engine imports nothing of ours.'),
      { regex: '^(?!\\.{1,2}/)', message: 'The engine imports no packages.' },
    ]),
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: restrict([
      ours('server', 'Contract imports only zod.'),
      ours('web', 'Contract imports only zod.'),
      ours('engine', 'Contract imports only zod.'),
      { regex: '^(?!zod(/|$)|\\./)', message: 'Contract imports only zod.' },
    ]),
  },
);
