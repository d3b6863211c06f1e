import fs from 'node:fs';
import path from 'node:path';

/**
 * The project's root folder, where its package.json is: found by walking up from this file's folder,
 * so the server finds its migrations, web build and data files the same way whether it runs from
 * src/ (under tsx) or from its bundle in dist/server (`npm start`, decision 0047).
 */
function findProjectRoot(from: string): { root: string; version: string } {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version: string };
      if (pkg.name === 'smartsplit') return { root: dir, version: pkg.version };
    }
    if (path.dirname(dir) === dir) throw new Error(`SmartSplit's package.json was not found above ${from}`);
  }
}

const found = findProjectRoot(import.meta.dirname);

export const PROJECT_ROOT = found.root;
/** The version in package.json, as /api/health and the OpenAPI document report it. */
export const PACKAGE_VERSION = found.version;

/** A path inside the project, e.g. projectPath('drizzle'). */
export const projectPath = (...parts: string[]) => path.join(PROJECT_ROOT, ...parts);
