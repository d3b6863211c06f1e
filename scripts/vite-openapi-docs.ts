import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Serves `import reference from 'virtual:smartsplit-api-reference'` to the /api-docs and
 * /developers pages: the API reference distilled from the server's OpenAPI document.
 *
 * - `npm run build` generates it once, before both Vite builds, and names the file in
 *   API_REFERENCE_FILE_ENV (scripts/build-web.ts).
 * - `npm run dev` runs scripts/openapi-document.ts in a child process on first use, and again
 *   after a server or contract file changes.
 * Either way server code runs in Node, as in production, and never enters the browser bundle.
 * This file imports nothing of ours, so the Vite config needs no bundling of app code.
 */
export const API_REFERENCE_MODULE = 'virtual:smartsplit-api-reference';
export const API_REFERENCE_FILE_ENV = 'SMARTSPLIT_API_REFERENCE_FILE';
const RESOLVED_ID = `\0${API_REFERENCE_MODULE}`;
const ROOT = resolve(import.meta.dirname, '..');
const API_SOURCES = [resolve(ROOT, 'src/server'), resolve(ROOT, 'src/contract')];

function runGenerator(siteUrl: string): Promise<string> {
  return new Promise((done, fail) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', resolve(ROOT, 'scripts/openapi-document.ts')],
      { cwd: ROOT, env: { ...process.env, PUBLIC_URL: siteUrl }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? fail(new Error(`Generating the API reference failed: ${stderr || error.message}`)) : done(stdout)),
    );
  });
}

export function openApiDocs({ siteUrl }: { siteUrl: string }): Plugin {
  let reference: Promise<string> | undefined;
  const produce = () => {
    const file = process.env[API_REFERENCE_FILE_ENV];
    return file ? readFile(file, 'utf8') : runGenerator(siteUrl);
  };
  return {
    name: 'smartsplit-openapi-docs',
    resolveId: (id) => (id === API_REFERENCE_MODULE ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      reference ??= produce();
      // Parsed and re-serialised so a broken generator fails here, not in the browser.
      return `export default ${JSON.stringify(JSON.parse(await reference))};`;
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (!API_SOURCES.some((dir) => file.startsWith(dir))) return;
        reference = undefined;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
      });
    },
  };
}
