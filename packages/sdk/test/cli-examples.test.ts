import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_CARDS_FILE, CLI_EXAMPLES, CLI_INSTALL, SDK_CHECKOUT_EXAMPLE, cliExamplesText } from '../../../src/contract/sdk-examples';
import { apiLogWriter } from '../../../src/server/http/api-request-log';
import { call } from '../../../test/support/helpers';
import { createMerchantFixture } from '../../../test/support/payment-fixtures';
import { serve } from '../../../test/support/sse';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { buildCli, cliEnv, removeCliBuild, runCli, startCli, startReceiver, type RunningCli } from './cli-support';
import { readmeExample } from './support';

/**
 * The SDK and CLI examples the /developers page and both READMEs show (src/contract/sdk-examples.ts),
 * checked to be the ones shown and run, in order, against the real app.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const readme = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');

describe('the examples the docs show', () => {
  it('are the same in both READMEs and on the page: the CLI session and the SDK checkout', () => {
    for (const file of ['README.md', 'packages/sdk/README.md']) {
      expect(readme(file), file).toContain('```sh\n' + cliExamplesText() + '```');
      expect(readme(file), file).toContain(CLI_INSTALL);
    }
    expect(readme('packages/sdk/README.md')).toContain('```json\n' + CLI_CARDS_FILE + '```');
    expect(SDK_CHECKOUT_EXAMPLE).toBe(readmeExample());
    const page = readme('src/web/features/marketing/pages/developers-page.tsx');
    expect(page).toMatch(/CLI_EXAMPLES|cliExamplesText/);
    expect(page).toContain('SDK_CHECKOUT_EXAMPLE');
  });
});

let t: TestApp;
let baseUrl: string;
const running: RunningCli[] = [];
beforeAll(async () => {
  buildCli();
  t = await createTestApp();
  baseUrl = await serve(t.app);
}, 120_000);
afterAll(async () => {
  for (const cli of running) await cli.stop();
  await t.close();
  removeCliBuild();
});

describe('the CLI session, as the docs show it', () => {
  it('runs every example, in order, against the real app', async () => {
    const m = await createMerchantFixture(t);
    const key = (await m.key('test')).secret;
    const receiver = await startReceiver();
    const env = cliEnv({ SMARTSPLIT_BASE_URL: baseUrl });
    const cwd = env.HOME!;
    writeFileSync(join(cwd, 'cards.json'), CLI_CARDS_FILE);
    let paymentId: string | undefined;
    let listen: RunningCli | undefined;
    try {
      for (const example of CLI_EXAMPLES) {
        const line = example.command
          .replace('sk_test_...', key)
          .replace('http://localhost:3000/webhooks', receiver.url)
          .replace('txn_...', paymentId ?? 'txn_missing');
        const [bin, ...args] = line.split(' ');
        expect(bin).toBe('smartsplit');
        if (example.longRunning) {
          const cli = startCli(args, env);
          running.push(cli);
          await cli.waitFor(/Ready!|Tailing the request log/);
          if (args[0] === 'listen') listen = cli;
          else {
            await new Promise((r) => setTimeout(r, 200));
            await call(t.app, 'GET', '/api/merchant/payments/txn_notthere', { token: key });
            await apiLogWriter(t.app.ctx).flush();
            await cli.waitFor(/txn_notthere {2}\[404\]/);
            await cli.stop();
          }
          continue;
        }
        const result = await runCli(args, env, cwd);
        expect(result.code, `${example.command}\n${result.stderr}`).toBe(0);
        if (args[0] === 'trigger') {
          await listen!.waitFor(/payment\.completed {2}evt_\S+ {2}--> POST \S+ \[200\]/);
          expect(receiver.received).toHaveLength(1);
        }
        if (args[0] === 'payments' && args[1] === 'create') {
          paymentId = /^(txn_\w+) {2}COMPLETED {2}£125\.50/.exec(result.stdout)?.[1];
          expect(paymentId, result.stdout).toBeDefined();
        }
        if (args[1] === 'get') expect(JSON.parse(result.stdout)).toMatchObject({ transactionId: paymentId, amount: 12_550 });
        if (args[1] === 'refund') expect(result.stdout).toMatch(/SUCCEEDED {2}£20\.00/);
      }
    } finally {
      await receiver.close();
    }
  });
});
