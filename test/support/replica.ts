import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@server/db/embedded';
import { runMigrations } from '@server/db/migrate';
import { ensureDatabase } from '@server/db/provision';
import { createDatabase } from '@server/db/client';

const DB_NAME = 'smartsplit';
const SLOT = 'smartsplit_test_replica';

/**
 * A primary and a real streaming replica of it, both from the embedded PostgreSQL binaries, on
 * loopback. The binaries ship no pg_basebackup, so the replica is a file-level copy of the
 * primary's data folder taken between pg_backup_start and pg_backup_stop (PostgreSQL's documented
 * low-level base backup), with the backup label, standby.signal and primary_conninfo, and a
 * physical replication slot so the primary keeps the WAL the copy needs. Each postgres runs as
 * the same user the embedded database does (PostgreSQL refuses root).
 */
export interface ReplicaPair {
  /** The migrated database on the primary. */
  primaryUrl: string;
  /** The same database on the replica (read-only). */
  replicaUrl: string;
  /** Stops applying WAL on the replica (it still receives it): its view stays where it is. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Resolves once the replica has replayed everything the primary has written so far. */
  caughtUp(timeoutMs?: number): Promise<void>;
  /** Stops the replica's postgres (the primary keeps running). */
  stopReplica(): Promise<void>;
  stop(): Promise<void>;
}

/** Copies a PostgreSQL data folder, leaving out what a base backup leaves out (PostgreSQL docs, "Making a Base Backup Using the Low Level API"). */
function copyDataFolder(from: string, to: string): void {
  const emptied = ['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans'];
  const skipped = new Set(['postmaster.pid', 'postmaster.opts']);
  fs.cpSync(from, to, {
    recursive: true,
    filter: (src) => {
      const rel = path.relative(from, src);
      if (rel === '') return true;
      const parts = rel.split(path.sep);
      if (parts.length === 1 && skipped.has(parts[0]!)) return false;
      // Emptied, except pg_wal's own subfolders (archive_status, summaries); a slot's folder without its state would stop the replica.
      if (emptied.includes(parts[0]!) && parts.length > 1) return parts[0] === 'pg_wal' && fs.statSync(src).isDirectory();
      return true;
    },
  });
  fs.chmodSync(to, 0o700);
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** A streaming replica of an embedded primary, made while the primary runs. */
export interface Replica {
  /** The server's admin URL (no database). */
  adminUrl: string;
  /** `dbName` on the replica (read-only). */
  url: string;
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  caughtUp(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Makes a streaming replica of a running embedded primary (its data folder `primaryDataDir`) in
 * `replicaDataDir`, starts it and waits until it has replayed everything: for tests and benchmarks.
 */
export async function startReplicaOf(
  primary: EmbeddedPostgres,
  { primaryDataDir, replicaDataDir, dbName, slot = SLOT }: { primaryDataDir: string; replicaDataDir: string; dbName: string; slot?: string },
): Promise<Replica> {
  const logger = pino({ level: 'warn' });
  // The low-level base backup: one session holds the backup open while the files are copied.
  const backup = new pg.Client({ connectionString: primary.url });
  await backup.connect();
  let label: string;
  try {
    await backup.query(`select pg_create_physical_replication_slot($1, true)`, [slot]);
    await backup.query(`select pg_backup_start('smartsplit-test-replica', true)`);
    copyDataFolder(path.join(primaryDataDir, 'postgres'), path.join(replicaDataDir, 'postgres'));
    label = (await backup.query<{ labelfile: string }>(`select labelfile from pg_backup_stop(false)`)).rows[0]!.labelfile;
  } finally {
    await backup.end();
  }
  const pgDir = path.join(replicaDataDir, 'postgres');
  fs.writeFileSync(path.join(pgDir, 'backup_label'), label);
  fs.writeFileSync(path.join(pgDir, 'standby.signal'), '');
  const password = fs.readFileSync(path.join(primaryDataDir, 'postgres-password'), 'utf8').trim();
  fs.writeFileSync(path.join(replicaDataDir, 'postgres-password'), password, { mode: 0o600 });
  fs.appendFileSync(
    path.join(pgDir, 'postgresql.auto.conf'),
    `\nprimary_conninfo = 'host=127.0.0.1 port=${primary.port} user=postgres password=${password} application_name=${slot}'\nprimary_slot_name = '${slot}'\n`,
  );
  const replica = await startEmbeddedPostgres({ dataDir: replicaDataDir, logger, ephemeral: true });
  const adminUrl = replica.url;
  const url = new URL(replica.url);
  url.pathname = `/${dbName}`;
  const caughtUp = async (timeoutMs = 10_000) => {
    const [{ lsn }] = await query<{ lsn: string }>(primary.url, 'select pg_current_wal_insert_lsn()::text as lsn');
    const until = Date.now() + timeoutMs;
    for (;;) {
      const [row] = await query<{ done: boolean }>(adminUrl, `select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as done`);
      if (row?.done) return;
      if (Date.now() > until) throw new Error(`the replica did not reach ${lsn} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  try {
    await caughtUp(600_000);
  } catch (err) {
    await replica.stop();
    throw err;
  }
  return {
    adminUrl,
    url: url.toString(),
    async pauseReplay() {
      await query(adminUrl, 'select pg_wal_replay_pause()');
      for (;;) {
        const [row] = await query<{ state: string }>(adminUrl, 'select pg_get_wal_replay_pause_state() as state');
        if (row?.state === 'paused') return;
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    async resumeReplay() {
      await query(adminUrl, 'select pg_wal_replay_resume()');
    },
    caughtUp,
    stop: () => replica.stop(),
  };
}

export async function startReplicaPair(): Promise<ReplicaPair> {
  const logger = pino({ level: 'warn' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartsplit-replica-'));
  const primaryDir = path.join(dir, 'primary');
  let replica: Replica | undefined;
  const primary = await startEmbeddedPostgres({ dataDir: primaryDir, logger, ephemeral: true });
  try {
    const primaryUrl = await ensureDatabase(primary.url, DB_NAME);
    const migrator = createDatabase(primaryUrl, 2);
    await runMigrations(migrator.pool);
    await migrator.close();
    replica = await startReplicaOf(primary, { primaryDataDir: primaryDir, replicaDataDir: path.join(dir, 'replica'), dbName: DB_NAME });
    const made = replica;
    const stopReplica = () => made.stop();
    return {
      primaryUrl,
      replicaUrl: made.url,
      pauseReplay: made.pauseReplay,
      resumeReplay: made.resumeReplay,
      caughtUp: made.caughtUp,
      stopReplica,
      async stop() {
        await stopReplica();
        await primary.stop();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await replica?.stop();
    await primary.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}
