/**
 * Production build of the web app: `node --import tsx scripts/build-web.ts`.
 *
 * 0. the API reference from the server's OpenAPI document -> dist/api-reference.json, which
 *    the /api-docs and /developers pages import (scripts/vite-openapi-docs.ts)
 * 1. vite client build -> dist/web (hashed assets, index.html template, chunk manifest), then
 *    the public pages' islands, with Preact for React -> dist/web (scripts/vite-islands.ts)
 * 2. vite SSR build of src/web/entry-server.tsx -> dist/ssr
 * 3. prerender every public route and the not-found page with the SSR bundle, write the
 *    SPA shell and routes.json, check the first-load budgets, then .build-stamp last (see
 *    scripts/prerender.ts)
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type * as EntryServer from '@web/entry-server';
import { generateApiReference } from './openapi-document';
import { prerenderSite } from './prerender';
import { islandsBuildConfig } from './vite-islands';
import { API_REFERENCE_FILE_ENV } from './vite-openapi-docs';
import { compressWebBuild } from './compress-assets';

const root = resolve(import.meta.dirname, '..');
const webDir = resolve(root, 'dist/web');
const ssrDir = resolve(root, 'dist/ssr');
const configFile = resolve(root, 'vite.config.ts');

async function main(): Promise<void> {
  const started = performance.now();
  // Generated once for both builds; outside dist/web so the client build's emptyOutDir keeps it.
  const referenceFile = resolve(root, 'dist/api-reference.json');
  await mkdir(dirname(referenceFile), { recursive: true });
  await writeFile(referenceFile, JSON.stringify(await generateApiReference()));
  process.env[API_REFERENCE_FILE_ENV] = referenceFile;
  await build({ root, configFile, mode: 'production', logLevel: 'warn' });
  await build(islandsBuildConfig(root));
  await build({
    root,
    configFile,
    mode: 'production',
    logLevel: 'warn',
    build: {
      ssr: 'src/web/entry-server.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });

  const entry = (await import(pathToFileURL(resolve(ssrDir, 'entry-server.js')).href)) as typeof EntryServer;
  const written = await prerenderSite({ webDir, entry });
  // The SSR bundle is a build tool, not something to deploy.
  await rm(ssrDir, { recursive: true, force: true });
  await compressWebBuild(webDir);
  console.log(`Web build: ${written.length} HTML files in dist/web in ${Math.round(performance.now() - started)} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
