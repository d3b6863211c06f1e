import fs from 'node:fs';
import path from 'node:path';

/**
 * One app instance per DATA_DIR: the embedded database cannot be shared.
 * The lock file names its owner; a lock whose owner is gone (kill -9, crash)
 * is stale and is taken over.
 */

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another SmartSplit instance (pid ${pid}) is already using DATA_DIR ${dataDir}. ` + 'Stop it first, or give this instance its own DATA_DIR (and PORT).',
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockInfo {
  pid: number;
  startedAt: string;
  state: 'running' | 'stopping';
}

function ownerAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // After a reboot the pid may belong to something else entirely.
  try {
    const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /node|tsx/.test(cmd);
  } catch {
    return true;
  }
}

function readLock(file: string): LockInfo | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
  } catch {
    return undefined;
  }
}

export interface DataDirLock {
  markStopping(): void;
  release(): void;
}

export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'instance.lock');
  const info: LockInfo = { pid: process.pid, startedAt: new Date().toISOString(), state: 'running' };
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      fs.writeFileSync(file, JSON.stringify(info), { flag: 'wx', mode: 0o644 });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const held = readLock(file);
      if (held && ownerAlive(held.pid)) {
        // An instance that is shutting down gets a few seconds to finish.
        if (held.state === 'stopping' && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 200));
          continue;
        }
        throw new DataDirLockedError(dataDir, held.pid);
      }
      fs.rmSync(file, { force: true });
    }
  }
  return {
    markStopping() {
      fs.writeFileSync(file, JSON.stringify({ ...info, state: 'stopping' }));
    },
    release() {
      const held = readLock(file);
      if (held?.pid === process.pid) fs.rmSync(file, { force: true });
    },
  };
}
