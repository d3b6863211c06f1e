import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const STAMP = path.join(ROOT, 'dist/web/.build-stamp');
// Everything the web bundle is made from. The API docs pages are rendered from the server's
// OpenAPI document (scripts/vite-openapi-docs.ts), so the routes and app.ts count too.
const SOURCES = [
  'src/web',
  'src/contract',
  'src/server/routes',
  'src/server/app.ts',
  'index.html',
  'vite.config.ts',
  'scripts/build-web.ts',
  'scripts/prerender.ts',
  'scripts/prerender-html.ts',
  'scripts/compress-assets.ts',
  'src/server/http/content-encoding.ts',
  'scripts/openapi-document.ts',
  'scripts/vite-openapi-docs.ts',
  'scripts/vite-islands.ts',
  'scripts/vite-site.ts',
  'scripts/web-budgets.ts',
  'package-lock.json',
];

function newestMtime(p: string): number {
  const full = path.join(ROOT, p);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

interface BuildTarget {
  what: string;
  stamp: string;
  sources: readonly string[];
  script: string;
}

/** Runs the target's build script when its output is missing or older than any of its sources. */
function ensureBuilt(target: BuildTarget): void {
  const built = fs.statSync(target.stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const newest = Math.max(...target.sources.map(newestMtime));
  if (built >= newest) return;
  console.log(built ? `${target.what} sources changed since the last build; rebuilding...` : `Building the ${target.what.toLowerCase()} (first start)...`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, target.script)], { stdio: 'inherit', cwd: ROOT });
  if (result.status !== 0) {
    console.error(`The ${target.what.toLowerCase()} build failed; see the messages above.`);
    process.exit(1);
  }
}

/** Builds the web app when dist/web is missing or older than its sources. */
export function ensureWebBuild(): void {
  ensureBuilt({ what: 'Web app', stamp: STAMP, sources: SOURCES, script: 'scripts/build-web.ts' });
}

/** Bundles the server (dist/server/main.js, scripts/build-server.ts) when it is missing or older than its sources. */
export function ensureServerBuild(): void {
  ensureBuilt({
    what: 'Server',
    stamp: path.join(ROOT, 'dist/server/.build-stamp'),
    sources: ['src/server', 'src/contract', 'src/engine', 'tsconfig.json', 'package-lock.json', 'scripts/build-server.ts'],
    script: 'scripts/build-server.ts',
  });
}
