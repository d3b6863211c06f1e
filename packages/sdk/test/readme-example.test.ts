import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMerchantFixture } from '../../../test/support/payment-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { readmeExample } from './support';

const PACKAGE = resolve(import.meta.dirname, '..');
const ROOT = resolve(PACKAGE, '../..');

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => t.close());

describe('the README’s checkout example', () => {
  it('is ten lines, the same in both READMEs', () => {
    const example = readmeExample();
    expect(example.trimEnd().split('\n')).toHaveLength(10);
    expect(readFileSync(resolve(ROOT, 'README.md'), 'utf8')).toContain('```ts\n' + example + '```');
  });

  it('runs against the real app and prints the split', async () => {
    const m = await createMerchantFixture(t);
    vi.stubEnv('SMARTSPLIT_API_KEY', (await m.key('test')).secret);
    vi.stubEnv('SMARTSPLIT_URL', baseUrl);
    const printed: unknown[][] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.push(args));
    try {
      // The example as written, importing this package's source in place of the published name.
      const dir = resolve(PACKAGE, '.tmp');
      mkdirSync(dir, { recursive: true });
      const file = resolve(dir, `readme-example-${process.pid}.ts`);
      writeFileSync(file, readmeExample().replace("from '@smartsplit/node'", `from ${JSON.stringify(resolve(PACKAGE, 'src/index.ts'))}`));
      try {
        await import(file);
      } finally {
        rmSync(file, { force: true });
      }
    } finally {
      log.mockRestore();
      vi.unstubAllEnvs();
    }
    // 12,550 across the two cards: the 2% card takes all it can hold.
    expect(printed.map((args) => args.join(' '))).toEqual(['card card_gold pays 8000, earning 160', 'card card_blue pays 4550, earning 45.5']);
  });
});
