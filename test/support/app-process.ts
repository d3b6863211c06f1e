import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@server/db/embedded';
import { TEST_APP_SECRET } from './test-app';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface AppProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Resolves once the process has exited, with its exit code (null when a signal ended it) and signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last few kilobytes the process wrote to stderr (and stdout), for failure messages. */
  output(): string;
}

/**
 * The app as its own process, as `npm start` runs it (src/server/main.ts), on an existing database
 * (DATABASE_URL, so several processes share one as a deployment's instances do), answering on
 * loopback. Resolves once /readyz answers 200 (as a load balancer would wait for it). Pass `env` to override anything, e.g. SHUTDOWN_DRAIN_MS or
 * DATABASE_REPLICA_URL.
 */
export async function startAppProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<AppProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartsplit-app-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      APP_SECRET: TEST_APP_SECRET,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      API_RATE_LIMIT_TEST: '0',
      API_RATE_LIMIT_LIVE: '0',
      // No overload shedding on a busy test machine (test/probes.test.ts covers it).
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const process_: AppProcess = { child, port, url, exited, output: () => output };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the app exited during start-up (${child.exitCode}): ${output}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return process_;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the app did not start: ${output}`);
}

/** Ends the process if it still runs (SIGKILL by default) and waits for it. */
export async function stopAppProcess(app: AppProcess | undefined, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (!app || app.child.exitCode !== null || app.child.signalCode !== null) return;
  app.child.kill(signal);
  await app.exited;
}
