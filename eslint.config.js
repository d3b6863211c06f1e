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
    rules: restrict([
      ours('server', 'The browser app must not import server code; share through src/contract.'),
      ours('engine', 'The engine runs on the server only.'),
      { regex: '^\\.\\./\\.\\./(?!\\.\\./)', message: 'Features do not import each other; move shared code to components/ or lib/.' },
      { regex: '(^|/)app/', message: 'Features do not import the app shell; the route table imports features.' },
    ]),
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
