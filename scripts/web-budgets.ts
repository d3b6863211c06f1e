/**
 * First-load script budgets (docs/decisions/0038-public-islands-and-budgets.md): what a browser
 * must fetch as script before a page works, gzipped, for every public page and for the first
 * screens of the merchant portal and the admin panel. The build fails over budget (scripts/prerender.ts),
 * e2e/web-budgets.test.ts checks the built files again, and `npm run bench:web` prints them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;

/**
 * Gzipped bytes. To raise one, change it here in the same commit as the code that needs it, and say
 * why in that commit and in the decision's table of figures.
 */
export const BUDGETS = {
  /** Every public page with islands; the landing page is the largest (its contact form and menu). */
  publicPage: 45 * KB,
  /** The SPA shell, the app providers and the portal's first screen (sign-in or dashboard). */
  portal: 256 * KB,
  /** The SPA shell, the app providers and the admin panel's first screen. */
  admin: 248 * KB,
} as const;

/** Written by the build beside dist/web (not served): each page's or app area's first-load scripts. */
export const FIRST_LOAD_REPORT = 'first-load.json';

export interface FirstLoad {
  /** A public path ('/pricing'), or an app area ('portal', 'admin'). */
  name: string;
  /** Paths inside dist/web. */
  files: string[];
  budget: number;
  /** Public pages only: the islands the page holds. A page with none must load no script at all. */
  islands?: string[];
}

export interface MeasuredLoad extends FirstLoad {
  sizes: { file: string; gzipped: number }[];
  total: number;
}

export function gzippedSize(webDir: string, file: string): number {
  return gzipSync(fs.readFileSync(path.join(webDir, file))).length;
}

export function measureLoads(webDir: string, loads: FirstLoad[]): MeasuredLoad[] {
  return loads.map((load) => {
    const sizes = load.files.map((file) => ({ file, gzipped: gzippedSize(webDir, file) }));
    return { ...load, sizes, total: sizes.reduce((sum, size) => sum + size.gzipped, 0) };
  });
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Each broken rule, as a line that says what to look at; empty when all is within budget. */
export function budgetProblems(measured: MeasuredLoad[]): string[] {
  const problems: string[] = [];
  for (const load of measured) {
    if (load.total > load.budget) {
      const largest = [...load.sizes].sort((a, b) => b.gzipped - a.gzipped).slice(0, 3);
      problems.push(
        `${load.name}: ${kb(load.total)} of script on first load, over its budget of ${kb(load.budget)} (largest: ${largest.map((s) => `${s.file} ${kb(s.gzipped)}`).join(', ')})`,
      );
    }
    if (load.islands && load.islands.length === 0 && load.files.length > 0) {
      problems.push(`${load.name}: has no island but loads ${load.files.join(', ')}; a page without islands must load no script`);
    }
  }
  return problems;
}

/** One line per page or area: its gzipped first-load script, its budget and its islands. */
export function formatLoads(measured: MeasuredLoad[]): string {
  const width = Math.max(...measured.map((load) => load.name.length), 4);
  const lines = [`  ${'page'.padEnd(width)}  ${'script, gzipped'.padStart(15)}  ${'budget'.padStart(9)}  files  islands`];
  for (const load of measured) {
    const islands = load.islands ? load.islands.join(', ') || '-' : '';
    lines.push(
      `  ${load.name.padEnd(width)}  ${kb(load.total).padStart(15)}  ${kb(load.budget).padStart(9)}  ${String(load.files.length).padStart(5)}  ${islands}`,
    );
  }
  return lines.join('\n');
}

export function readFirstLoadReport(webDir: string): FirstLoad[] {
  return JSON.parse(fs.readFileSync(path.join(webDir, '..', FIRST_LOAD_REPORT), 'utf8')) as FirstLoad[];
}
