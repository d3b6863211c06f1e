/**
 * npm run bench:web — the public site's speed figures:
 *
 * 1. the landing page's first-load JavaScript, gzipped: every module script and modulepreload
 *    link in dist/web/pages/index.html (target: 100 KB or less);
 * 2. Lighthouse desktop scores for Performance, Accessibility, Best Practices and SEO on /,
 *    /pricing and /api-docs (target: 95 or more each), with the system Chromium, against the
 *    real server on a throwaway embedded PostgreSQL. Each page runs --runs times (default 3)
 *    and the median score per category is printed, as Lighthouse's own variance guide advises.
 *
 * Builds the web app first when it is missing or stale. Options: --runs N
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import pino from 'pino';
import { ensureWebBuild } from '../scripts/ensure-web-build';
import { parseArgs } from '@server/cli/cli-support';
import { loadConfig } from '@server/config';
import { startServer } from '@server/server';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB_DIR = path.join(ROOT, 'dist/web');
const PAGES = ['/', '/pricing', '/api-docs'];
const CATEGORIES = [
  ['performance', 'Performance'],
  ['accessibility', 'Accessibility'],
  ['best-practices', 'Best Practices'],
  ['seo', 'SEO'],
] as const;
const JS_BUDGET_BYTES = 100 * 1024;
const SCORE_TARGET = 95;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const RUNS = Math.max(1, Number(parseArgs(process.argv.slice(2)).runs ?? 3));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What the browser must fetch to start the landing page: the entry script and every preloaded chunk. */
function landingJavaScript(): { file: string; gzipped: number }[] {
  const html = fs.readFileSync(path.join(WEB_DIR, 'pages/index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g),
  ].map((match) => match[1]!);
  return [...new Set(files)].map((file) => ({ file, gzipped: gzipSync(fs.readFileSync(path.join(WEB_DIR, file))).length }));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function lighthouseScores(baseUrl: string): Promise<{ page: string; scores: Record<string, number>; misses: string[] }[]> {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const rows = [];
    for (const page of PAGES) {
      const runs: Record<string, number>[] = [];
      const misses = new Set<string>();
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${baseUrl}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' }, desktopConfig);
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        const { categories, audits } = result.lhr;
        runs.push(Object.fromEntries(CATEGORIES.map(([id]) => [id, Math.round((categories[id]?.score ?? 0) * 100)])));
        // Audits that cost points, so a low score says why.
        for (const [id] of CATEGORIES) {
          for (const ref of categories[id]?.auditRefs ?? []) {
            const audit = audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) misses.add(`${id}: ${audit.title}`);
          }
        }
      }
      rows.push({ page, scores: Object.fromEntries(CATEGORIES.map(([id]) => [id, median(runs.map((r) => r[id]!))])), misses: [...misses] });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

async function main(): Promise<void> {
  ensureWebBuild();

  const bundle = landingJavaScript();
  const total = bundle.reduce((sum, entry) => sum + entry.gzipped, 0);
  console.log('\nLanding page (/) first-load JavaScript, gzipped');
  for (const entry of bundle) console.log(`  ${entry.file.padEnd(48)} ${kb(entry.gzipped).padStart(9)}`);
  console.log(`  ${'total'.padEnd(48)} ${kb(total).padStart(9)}   target ≤ ${kb(JS_BUDGET_BYTES)}: ${total <= JS_BUDGET_BYTES ? 'met' : 'MISSED'}`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartsplit-bench-web-'));
  const version = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, version);
  const server = await startServer(config, { logger: pino({ level: 'warn' }), ephemeralDatabase: true });
  try {
    console.log(`\nLighthouse ${RUNS > 1 ? `median of ${RUNS} runs, ` : ''}desktop preset, ${CHROMIUM}, ${server.url}`);
    const rows = await lighthouseScores(server.url);
    const header = ['Page', ...CATEGORIES.map(([, label]) => label)];
    const widths = [12, ...CATEGORIES.map(([, label]) => Math.max(label.length, 5))];
    const line = (cells: string[]) => `  ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}`;
    console.log(line(header));
    console.log(line(widths.map((w) => '-'.repeat(w))));
    for (const row of rows) console.log(line([row.page, ...CATEGORIES.map(([id]) => String(row.scores[id]))]));
    const below = rows.flatMap((row) => CATEGORIES.filter(([id]) => row.scores[id]! < SCORE_TARGET).map(([, label]) => `${row.page} ${label}`));
    console.log(`  target ≥ ${SCORE_TARGET} in every cell: ${below.length === 0 ? 'met' : `MISSED (${below.join(', ')})`}`);
    for (const row of rows) if (row.misses.length) console.log(`  ${row.page} lost points on: ${row.misses.join('; ')}`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
