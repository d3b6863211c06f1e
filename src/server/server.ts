import type { FastifyInstance } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import { createDatabase, type Database } from './db/client';
import { lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded';
import { runMigrations } from './db/migrate';
import { ensureDatabase } from './db/provision';
import { loggerOptions } from './logger';
import { ensureInitialAdmin } from './modules/staff';
import { startBackgroundJobs } from './jobs';
import { startInstanceHeartbeat } from './modules/instances';
import { startDraining } from './modules/health';
import { resolveAppSecret } from './secrets';
import { createReplicaDatabase } from './modules/read-replica';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  database: Database;
  /** Set when this start created the first admin. */
  initialAdmin: { email: string; password: string; generated: boolean } | null;
  /**
   * Stops gracefully (decision 0041): /readyz fails at once; requests keep being served for `drainMs`
   * (time for a load balancer to notice), each answer closing its connection; then the listener
   * closes, requests in flight finish and streams end; then the workers, the heartbeat, the pool and
   * the embedded database stop. Calling it again returns the same stop.
   */
  stop(options?: { drainMs?: number }): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  /** Throwaway embedded database tuned for speed (tests only). */
  ephemeralDatabase?: boolean;
  webDir?: string;
}

/** The process's logger; `destination` (stdout by default) lets a test read what would be logged. */
export function createLogger(config: Pick<Config, 'logLevel'> & Partial<Pick<Config, 'tracing'>>, destination?: DestinationStream): Logger {
  const options = loggerOptions(config);
  return destination ? pino(options, destination) : pino(options);
}

/** config -> database -> migrations -> app -> listen. Each step is undone by stop(), in reverse. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config);
  const undo: (() => Promise<void> | void)[] = [];
  const rollback = async () => {
    for (const step of undo.reverse()) {
      try {
        await step();
      } catch (err) {
        logger.error({ err }, 'error while shutting down');
      }
    }
  };

  try {
    const appSecret = resolveAppSecret(config);
    let lock: DataDirLock | undefined;
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      lock = await lockDataDir(config.dataDir);
      undo.push(() => lock!.release());
      const embedded: EmbeddedPostgres = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        logger,
        ephemeral: options.ephemeralDatabase,
      });
      undo.push(() => embedded.stop());
      databaseUrl = await ensureDatabase(embedded.url, 'smartsplit');
    }

    const database = createDatabase(databaseUrl);
    undo.push(() => database.close());
    await runMigrations(database.pool);
    if (config.databaseReplicaUrl) {
      const replica = createReplicaDatabase(config.databaseReplicaUrl, database);
      database.replica = replica;
      undo.push(() => replica.close());
    }
    const initialAdmin = await ensureInitialAdmin(database.db, config.admin);

    const app = await buildApp({ config, database, appSecret, logger, webDir: options.webDir });
    const closeApp = () => app.close();
    undo.push(closeApp);
    const address = await app.listen({ port: config.port, host: config.host });
    const stopJobs = startBackgroundJobs(app.ctx);
    undo.push(stopJobs);
    // Stopped after the workers and before the pool, so the instance is recorded as stopped.
    const heartbeat = startInstanceHeartbeat(app.ctx);
    undo.push(() => heartbeat.stop());
    // Once running, the app closes first: no new connections, requests in flight finish (they may
    // need the pool) and streams end; the workers, the heartbeat and the pool after it.
    undo.splice(undo.indexOf(closeApp), 1);
    undo.push(closeApp);

    const port = (app.server.address() as { port: number }).port;
    let stopping: Promise<void> | undefined;
    return {
      app,
      url: `http://127.0.0.1:${port}`,
      database,
      initialAdmin,
      stop: ({ drainMs = 0 } = {}) =>
        (stopping ??= (async () => {
          lock?.markStopping();
          startDraining(app.ctx);
          if (drainMs > 0) {
            logger.info({ drainMs }, 'draining: /readyz answers 503 while requests are still served');
            await new Promise((resolve) => setTimeout(resolve, drainMs));
          }
          logger.info({ address }, 'shutting down');
          await rollback();
        })()),
    };
  } catch (err) {
    await rollback();
    throw err;
  }
}
