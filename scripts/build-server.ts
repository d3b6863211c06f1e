/**
 * The server as one ES module, dist/server/main.js (decision 0047): our own code bundled, every
 * package left to node_modules. `npm start` runs it with plain Node, without the TypeScript loader
 * the sources need, which keeps about 80 MB of loader and transpiled sources out of the process.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE = path.join(root, 'dist/server/main.js');
export const SERVER_STAMP = path.join(root, 'dist/server/.build-stamp');

/** Writes the bundle to `outfile` (default dist/server/main.js); it must lie inside the project, where its packages are. */
export async function buildServer(outfile = SERVER_BUNDLE): Promise<void> {
  const started = performance.now();
  await build({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Packages load from node_modules as they would under tsx; only the project's own modules
    // (relative imports and the tsconfig aliases @server, @contract, @engine) go into the bundle.
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  if (outfile !== SERVER_BUNDLE) return;
  writeFileSync(SERVER_STAMP, new Date().toISOString());
  console.log(`Server build: dist/server/main.js in ${Math.round(performance.now() - started)} ms`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await buildServer();
