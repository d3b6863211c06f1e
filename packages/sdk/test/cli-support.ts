import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The CLI as npm installs it: the package's build, run by node as a child process. Each test file
 * builds its own copy under packages/sdk/.tmp (inside the package, so its `type: module` applies),
 * so files running side by side, and `npm pack`'s own build of dist, never rewrite the files another
 * is running.
 */
const PACKAGE = resolve(import.meta.dirname, '..');
let cli: string | undefined;

/** The built entry point; call buildCli() first. */
export function cliPath(): string {
  if (!cli) throw new Error('call buildCli() in beforeAll first');
  return cli;
}

/** Builds the package (tsc) from the current source into a folder of this test process's own. */
export function buildCli(): void {
  const out = resolve(PACKAGE, '.tmp', `cli-build-${process.pid}`);
  rmSync(out, { recursive: true, force: true });
  execFileSync(process.execPath, [resolve(PACKAGE, '../../node_modules/typescript/bin/tsc'), '-p', resolve(PACKAGE, 'tsconfig.build.json'), '--outDir', out], {
    stdio: 'pipe',
  });
  cli = join(out, 'cli/main.js');
}

/** Removes this process's build. */
export function removeCliBuild(): void {
  if (cli) rmSync(resolve(cli, '../..'), { recursive: true, force: true });
}

/** A fresh config folder (XDG_CONFIG_HOME) and an environment without the caller's SmartSplit variables. */
export function cliEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: mkdtempSync(join(tmpdir(), 'smartsplit-cli-home-')) };
  env.XDG_CONFIG_HOME = join(env.HOME!, 'config');
  return { ...env, ...extra };
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs one command to its end (asynchronously: the app it calls runs in this process). */
export function runCli(args: string[], env: NodeJS.ProcessEnv, cwd?: string): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(process.execPath, [cliPath(), ...args], { env, cwd, timeout: 30_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

export interface RunningCli {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves when stdout or stderr matches, or fails after the timeout with what was printed. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
  /** The exit code of a command that ends by itself (fails after the timeout). */
  exit(timeoutMs?: number): Promise<number | null>;
}

/** Starts a long-running command (listen, logs tail). */
export function startCli(args: string[], env: NodeJS.ProcessEnv): RunningCli {
  const child = spawn(process.execPath, [cliPath(), ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (err += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    async waitFor(pattern, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = pattern.exec(out) ?? pattern.exec(err);
        if (match) return match;
        if (Date.now() > deadline || child.exitCode !== null) {
          throw new Error(`CLI did not print ${pattern} within ${timeoutMs} ms\nstdout: ${out}\nstderr: ${err}`);
        }
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    exit(timeoutMs = 10_000) {
      return Promise.race([
        exited,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`CLI still running after ${timeoutMs} ms\nstderr: ${err}`)), timeoutMs).unref()),
      ]);
    },
  };
}

export interface Received {
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** A local webhook handler: records each POST's raw body and headers and answers `status`. */
export async function startReceiver(status = 200): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: req.headers });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
    received,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
