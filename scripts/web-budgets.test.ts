import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { budgetProblems, formatLoads, measureLoads } from './web-budgets';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-budgets-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A file whose gzipped size is close to its length: random bytes do not compress. */
function file(name: string, bytes: number): string {
  fs.writeFileSync(path.join(dir, name), Buffer.from(Array.from({ length: bytes }, () => Math.floor(Math.random() * 256))));
  return name;
}

describe('first-load budgets', () => {
  const small = file('small.js', 1000);
  const large = file('large.js', 5000);

  it('measures each file gzipped and totals them', () => {
    const [load] = measureLoads(dir, [{ name: '/', files: [small, large], budget: 10_000, islands: ['marketing/contact-form'] }]);
    expect(load!.sizes.map((size) => size.file)).toEqual([small, large]);
    expect(load!.total).toBe(load!.sizes[0]!.gzipped + load!.sizes[1]!.gzipped);
    expect(load!.total).toBeGreaterThan(6000);
    expect(budgetProblems([load!])).toEqual([]);
  });

  it('names a load over its budget with its largest files', () => {
    const measured = measureLoads(dir, [{ name: 'portal', files: [small, large], budget: 4000 }]);
    const [problem] = budgetProblems(measured);
    expect(problem).toMatch(/^portal: \d+\.\d KB of script on first load, over its budget of 3\.9 KB \(largest: large\.js/);
    expect(formatLoads(measured)).toContain('portal');
  });

  it('refuses any script on a page without islands, however small', () => {
    const measured = measureLoads(dir, [
      { name: '/pricing', files: [small], budget: 45 * 1024, islands: [] },
      { name: '/terms', files: [], budget: 45 * 1024, islands: [] },
    ]);
    expect(budgetProblems(measured)).toEqual(['/pricing: has no island but loads small.js; a page without islands must load no script']);
  });
});
