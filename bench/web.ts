/**
 * npm run bench:web — the public site's speed, every public page on both Lighthouse presets:
 *
 * 1. the first-load script of every public page and of the portal's and admin panel's first
 *    screens, gzipped, against their budgets (scripts/web-budgets.ts; the build enforces them);
 * 2. Lighthouse on every public page (dist/web/routes.json), on the mobile preset (Lighthouse's
 *    default: an emulated mid-range phone on slow 4G, simulated throttling) and the desktop preset,
 *    with the system Chromium against the real server on a throwaway embedded PostgreSQL. Each
 *    page runs --runs times per preset and every figure printed is the median of those runs:
 *    the four category scores, LCP, TBT, CLS, and the bytes on the wire (all transfers, and script).
 *
 * The target is 100 in all four categories everywhere; the pages and audits that miss it are
 * listed. It exits non-zero when any median score is under --threshold (default 90, Lighthouse's
 * own "good" band: below it is a regression to fix, not noise of a shared machine), or when no run
 * of a page could score a category (printed "err", with Lighthouse's error).
 *
 * Builds the web app first when it is missing or stale. Options:
 *   --runs N           runs per page and preset (default 3)
 *   --pages /,/pricing  a comma-separated subset of the public paths (default: all)
 *   --preset mobile     or desktop: one preset only (default: both)
 *   --threshold N      the lowest median score that passes (default 90)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import pino from 'pino';
import { ensureWebBuild } from '../scripts/ensure-web-build';
import { formatLoads, measureLoads, readFirstLoadReport } from '../scripts/web-budgets';
import { parseArgs } from '@server/cli/cli-support';
import { loadConfig } from '@server/config';
import { startServer } from '@server/server';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB_DIR = path.join(ROOT, 'dist/web');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CATEGORIES = [
  ['performance', 'Perf'],
  ['accessibility', 'A11y'],
  ['best-practices', 'BP'],
  ['seo', 'SEO'],
] as const;
type CategoryId = (typeof CATEGORIES)[number][0];
const PRESETS = ['mobile', 'desktop'] as const;
type Preset = (typeof PRESETS)[number];

interface RunFigures {
  scores: Record<CategoryId, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  scriptBytes: number;
  /** Audits that cost points in a category, as "category: title". */
  misses: string[];
}

interface Row extends Omit<RunFigures, 'misses'> {
  page: string;
  preset: Preset;
  misses: string[];
}

function options() {
  const args = parseArgs(process.argv.slice(2));
  const runs = Number(args.runs ?? 3);
  const threshold = Number(args.threshold ?? 90);
  const preset = args.preset;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
  if (!Number.isFinite(threshold) || threshold < 0 || threshold > 100) throw new Error('--threshold must be between 0 and 100');
  if (preset !== undefined && !PRESETS.includes(preset as Preset)) throw new Error(`--preset must be ${PRESETS.join(' or ')}`);
  const publicPaths = Object.keys((JSON.parse(fs.readFileSync(path.join(WEB_DIR, 'routes.json'), 'utf8')) as { static: Record<string, string> }).static);
  const pages = args.pages ? args.pages.split(',').map((page) => page.trim()) : publicPaths;
  const unknown = pages.filter((page) => !publicPaths.includes(page));
  if (unknown.length > 0) throw new Error(`Not public pages: ${unknown.join(', ')} (choose from ${publicPaths.join(' ')})`);
  return { runs, threshold, pages, presets: preset ? [preset as Preset] : [...PRESETS] };
}

const scoreOf = (score: number | null | undefined) => (typeof score === 'number' ? Math.round(score * 100) : Number.NaN);
const showScore = (score: number) => (Number.isNaN(score) ? 'err' : String(score));
/** Below 100, or not scored at all. */
const short = (score: number, of: number) => Number.isNaN(score) || score < of;

/** The median of the runs that produced a figure; NaN when none did. */
function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function figuresOf(lhr: Result): RunFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const resources = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const misses: string[] = lhr.runtimeError ? [`Lighthouse error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`] : [];
  for (const [id, label] of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit?.errorMessage) misses.push(`${label}: ${audit.title} (error: ${audit.errorMessage})`);
      else if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) misses.push(`${label}: ${audit.title} (${Math.round(audit.score * 100)})`);
    }
  }
  return {
    // A category Lighthouse could not score (an audit errored, often a timeout on a busy machine) is NaN, printed "err".
    scores: Object.fromEntries(CATEGORIES.map(([id]) => [id, scoreOf(lhr.categories[id]?.score)])) as Record<CategoryId, number>,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transferBytes: numeric('total-byte-weight'),
    scriptBytes: resources.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    misses,
  };
}

function medianRow(page: string, preset: Preset, runs: RunFigures[]): Row {
  const of = (pick: (run: RunFigures) => number) => median(runs.map(pick));
  return {
    page,
    preset,
    scores: Object.fromEntries(CATEGORIES.map(([id]) => [id, of((run) => run.scores[id])])) as Record<CategoryId, number>,
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    transferBytes: of((run) => run.transferBytes),
    scriptBytes: of((run) => run.scriptBytes),
    misses: [...new Set(runs.flatMap((run) => run.misses))],
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printTable(rows: Row[], runs: number): void {
  const width = Math.max(4, ...rows.map((row) => row.page.length));
  const header = `  ${'page'.padEnd(width)}  ${CATEGORIES.map(([, label]) => label.padStart(4)).join('  ')}  ${'LCP'.padStart(7)}  ${'TBT'.padStart(7)}  ${'CLS'.padStart(5)}  ${'transfer'.padStart(9)}  ${'script'.padStart(8)}`;
  for (const preset of PRESETS) {
    const ofPreset = rows.filter((row) => row.preset === preset);
    if (ofPreset.length === 0) continue;
    console.log(`\nLighthouse ${preset} preset, ${runs > 1 ? `median of ${runs} runs` : '1 run'}`);
    console.log(header);
    for (const row of ofPreset) {
      const scores = CATEGORIES.map(([id]) => showScore(row.scores[id]).padStart(4)).join('  ');
      const lcp = `${(row.lcpMs / 1000).toFixed(2)} s`.padStart(7);
      const tbt = `${Math.round(row.tbtMs)} ms`.padStart(7);
      console.log(
        `  ${row.page.padEnd(width)}  ${scores}  ${lcp}  ${tbt}  ${row.cls.toFixed(3).padStart(5)}  ${kb(row.transferBytes).padStart(9)}  ${kb(row.scriptBytes).padStart(8)}`,
      );
    }
  }
}

async function lighthouseRows(baseUrl: string, pages: string[], presets: Preset[], runs: number): Promise<Row[]> {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const rows: Row[] = [];
    for (const preset of presets) {
      for (const page of pages) {
        const results: RunFigures[] = [];
        for (let run = 0; run < runs; run++) {
          const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error' };
          const result = await lighthouse(`${baseUrl}${page}`, flags, preset === 'desktop' ? desktopConfig : undefined);
          if (!result) throw new Error(`Lighthouse returned nothing for ${page} (${preset})`);
          results.push(figuresOf(result.lhr));
        }
        const row = medianRow(page, preset, results);
        process.stderr.write(`  ${preset} ${page}: ${CATEGORIES.map(([id, label]) => `${label} ${showScore(row.scores[id])}`).join(', ')}\n`);
        rows.push(row);
      }
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

async function main(): Promise<void> {
  ensureWebBuild();
  const { runs, threshold, pages, presets } = options();

  console.log('First-load script, gzipped (scripts/web-budgets.ts; the build fails over budget)');
  console.log(formatLoads(measureLoads(WEB_DIR, readFirstLoadReport(WEB_DIR))));

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartsplit-bench-web-'));
  const version = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, version);
  const server = await startServer(config, { logger: pino({ level: 'warn' }), ephemeralDatabase: true });
  let rows: Row[];
  try {
    console.log(`\n${pages.length} pages x ${presets.join(' and ')} x ${runs} run(s), ${CHROMIUM}, ${server.url}`);
    rows = await lighthouseRows(server.url, pages, presets, runs);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  printTable(rows, runs);

  const missed = rows.filter((row) => CATEGORIES.some(([id]) => short(row.scores[id], 100)));
  console.log(`\nTarget 100 in all four categories: ${missed.length === 0 ? 'met on every page and preset' : `missed on ${missed.length} of ${rows.length}`}`);
  for (const row of missed) {
    const below = CATEGORIES.filter(([id]) => short(row.scores[id], 100)).map(([id, label]) => `${label} ${showScore(row.scores[id])}`);
    const audits = row.misses.filter((miss) => miss.startsWith('Lighthouse error') || below.some((b) => miss.startsWith(`${b.split(' ')[0]}:`)));
    console.log(`  ${row.page} (${row.preset}): ${below.join(', ')}${audits.length ? ` — ${audits.join('; ')}` : ''}`);
  }
  const failing = rows.flatMap((row) =>
    CATEGORIES.filter(([id]) => short(row.scores[id], threshold)).map(([id, label]) => `${row.page} (${row.preset}) ${label} ${showScore(row.scores[id])}`),
  );
  console.log(`Threshold ${threshold}: ${failing.length === 0 ? 'every median score at or above it' : `FAILED: ${failing.join(', ')}`}`);
  if (failing.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
