import { resolve } from 'node:path';

/**
 * The four import aliases, one per top-level source area (docs/decisions/0007-endpoint-contract.md).
 * tsconfig.json declares the same map for the type checker and tsx; Vite and Vitest read this one.
 */
const root = import.meta.dirname;
export const pathAliases = {
  '@contract': resolve(root, 'src/contract'),
  '@engine': resolve(root, 'src/engine'),
  '@server': resolve(root, 'src/server'),
  '@web': resolve(root, 'src/web'),
};
