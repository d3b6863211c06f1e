import { resolve } from 'node:path';
import type { InlineConfig } from 'vite';
import { pathAliases } from '../path-aliases.js';
import { siteDefine } from './vite-site.js';

/** Where the islands build writes its chunk manifest; scripts/prerender.ts reads it and deletes it. */
export const ISLANDS_MANIFEST = '.vite/islands-manifest.json';
export const ISLANDS_ENTRY = 'src/web/islands.ts';

/**
 * The second client build (docs/decisions/0038-public-islands-and-budgets.md): the public pages'
 * islands entry and one chunk per island, into dist/web beside the app's files. It is a build of
 * its own because React is swapped for preact/compat here only: the islands are written against
 * React's API and rendered by React in the prerender, but hydrated by Preact in the browser
 * (about 10 KB gzipped instead of React's 60). No CSS: the app's stylesheet already holds every
 * class under src/web.
 */
export function islandsBuildConfig(root: string): InlineConfig {
  return {
    root,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    define: siteDefine,
    resolve: {
      alias: [
        ...Object.entries(pathAliases).map(([find, replacement]) => ({ find, replacement })),
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react$/, replacement: 'preact/compat' },
      ],
    },
    build: {
      outDir: resolve(root, 'dist/web'),
      // The app's build ran first into the same folder.
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: ISLANDS_MANIFEST,
      // Islands load by dynamic import from the entry; the prerender preloads the ones a page holds.
      modulePreload: { polyfill: false },
      rollupOptions: { input: { islands: resolve(root, ISLANDS_ENTRY) } },
    },
  };
}
